// A board made from a template (issue 32 §2): the server copies the template whole
// (createBoardFromTemplate), then the new board opens. Every template, the built-in ones too,
// goes through the server: the rules count one list per batch, so no client write can create a
// board with its lists at once (docs/features.md, "Templates").
import { msg } from '@lingui/core/macro';
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { boardPath } from '../../config/routes';
import { i18n } from '../../i18n';
import type { ColorKey } from '../../domain/palette';
import type { TemplateSource } from '../../domain/templateRequest';
import { checkBoardRoom } from '../../domain/user';
import { checkTitle } from '../../domain/validation';
import { navigateTo } from '../../services/navigation';
import * as templatesService from '../../services/templates';
import type { Board } from '../../domain/types';
import { selectBoard } from '../board';
import { applyEdit } from '../edits';
import { noticeShown } from '../notices';
import { selectSessionUid } from '../session';
import { refused } from '../sync';
import { selectBoardOrder } from '../user';
import { describeProblem } from '../../messages/problems';

export const boardFromTemplateRequested = createAction<{
  title: string;
  color: ColorKey;
  source: TemplateSource;
}>('boards/boardFromTemplateRequested');

/** The server's own words for a refusal it explains; a lost connection or crash, ours. */
const OWN_WORDS = [
  'invalid-argument',
  'permission-denied',
  'failed-precondition',
  'resource-exhausted',
];

export function* createBoardFromTemplateSaga(
  action: PayloadAction<{ title: string; color: ColorKey; source: TemplateSource }>,
) {
  const { title, color, source } = action.payload;
  const checked = checkTitle('board', title);
  if (!checked.ok) {
    yield put(refused(describeProblem(checked.problem), title));
    return;
  }
  const order: string[] = yield select(selectBoardOrder);
  const room = checkBoardRoom(order.length);
  if (!room.ok) {
    yield put(refused(describeProblem(room.problem)));
    return;
  }
  const { value } = checked;
  yield put(noticeShown({ tone: 'info', text: i18n._(msg`Making “${value}” from its template…`) }));
  try {
    const boardId: string = yield call(templatesService.createBoardFromTemplate, {
      source,
      title: checked.value,
      color,
    });
    yield call(navigateTo, boardPath(boardId));
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    yield put(
      refused(
        code && OWN_WORDS.includes(code) && message
          ? message
          : i18n._(
              msg`We couldn’t make the board from its template (no connection to the server). Try again when you’re online.`,
            ),
        checked.value,
      ),
    );
  }
}

/** The owner marks the open board a template (true) or an ordinary board again (false). */
export const boardTemplateToggled = createAction<{ template: boolean }>(
  'boards/boardTemplateToggled',
);

export function* toggleBoardTemplateSaga(action: PayloadAction<{ template: boolean }>) {
  const { template } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const uid: string | null = yield select(selectSessionUid);
  if (!board || (board.template ?? false) === template) return;
  if (board.ownerId !== uid) {
    yield put(refused(i18n._(msg`Only the board’s owner can make it a template.`)));
    return;
  }
  yield call(applyEdit, {
    boardId: board.id,
    kind: 'boardTemplate',
    subject: board.title,
    changes: [{ doc: 'board', id: board.id, before: { template: !template }, after: { template } }],
    what: template ? msg`make the board a template` : msg`make the board an ordinary board`,
  });
}

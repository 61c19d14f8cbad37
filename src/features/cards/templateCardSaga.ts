// Template cards (issue 32 §2): a card marked a template (a 'cardTemplate' edit: the feed, undo,
// Revert), and "From template", which adds a copy of one as an ordinary 'cardAdd' edit.
import { msg } from '@lingui/core/macro';
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import type { Board, BoardList, Card } from '../../domain/types';
import { rankAfterAll } from '../../domain/ordering';
import { newId } from '../../domain/ids';
import { checkCardRoom, checkTitle } from '../../domain/validation';
import * as cardsService from '../../services/cards';
import {
  selectBoard,
  selectCanEditBoard,
  selectCard,
  selectCardsOfList,
  selectList,
} from '../board';
import { applyEdit, fieldChange } from '../edits';
import { selectSessionUid } from '../session';
import { refused } from '../sync';
import { cardFromTemplate, shiftedDue } from './templateCard';
import { i18n } from '../../i18n';
import { describeProblem } from '../../messages/problems';

/** Make the card a template (true) or an ordinary card again (false). */
export const cardTemplateToggled = createAction<{ cardId: string; template: boolean }>(
  'board/cardTemplateToggled',
);

/** Add a copy of template card `templateId` at the end of list `listId`, titled `title`. */
export const cardFromTemplateRequested = createAction<{
  listId: string;
  templateId: string;
  title: string;
}>('board/cardFromTemplateRequested');

export function* toggleCardTemplateSaga(
  action: PayloadAction<{ cardId: string; template: boolean }>,
) {
  const { cardId, template } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  if (!board || !card || (card.template ?? false) === template) return;
  if (!((yield select(selectCanEditBoard)) as boolean)) {
    yield put(refused(i18n._(msg`Only the board’s owner and editors can make a card a template.`)));
    return;
  }
  yield call(applyEdit, {
    boardId: board.id,
    kind: 'cardTemplate',
    subject: card.title,
    changes: [fieldChange('card', cardId, { template: card.template ?? false }, { template })],
    what: template
      ? i18n._(msg`make the card a template`)
      : i18n._(msg`make the card an ordinary card`),
  });
}

export function* addCardFromTemplateSaga(
  action: PayloadAction<{ listId: string; templateId: string; title: string }>,
) {
  const { listId, templateId, title } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const list: BoardList | undefined = yield select(selectList, listId);
  const template: Card | undefined = yield select(selectCard, templateId);
  if (!board || !list || !template) return;
  const checked = checkTitle('card', title);
  if (!checked.ok) {
    yield put(refused(describeProblem(checked.problem), title));
    return;
  }
  const room = checkCardRoom(board.cardCount);
  if (!room.ok) {
    yield put(refused(describeProblem(room.problem), title));
    return;
  }
  // The template's making day places the copy's due day; unknown (offline), its own day.
  let createdAt: number | null = null;
  if (template.due) {
    try {
      createdAt = yield call(cardsService.cardCreatedAt, board.id, templateId);
    } catch {
      createdAt = null;
    }
  }
  const known: Card[] = yield select(selectCardsOfList, listId);
  const id: string = yield call(newId);
  const me: string | null = yield select(selectSessionUid);
  const card = cardFromTemplate(
    template,
    {
      id,
      listId,
      rank: rankAfterAll(known.map((each) => each.rank)),
      title: checked.value,
      due: shiftedDue(template.due, createdAt, new Date()),
    },
    me,
  );
  yield call(applyEdit, {
    boardId: board.id,
    kind: 'cardAdd',
    subject: card.title,
    changes: [{ doc: 'cardPresence', id, before: null, after: card }],
    what: msg`add the card`,
    keptText: checked.value,
  });
}

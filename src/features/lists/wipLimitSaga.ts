// A list's work-in-progress limit (issue 32 §4), set or removed in the list's menu as a
// 'listWipLimit' edit: in the feed, undoable, revertible like any other list edit.
import { msg } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import type { FieldChange } from '../../domain/edit';
import type { Board, BoardList } from '../../domain/types';
import { isWipLimit, wipLimitOf } from '../../domain/wipLimit';
import { selectBoard, selectCanEditBoard, selectList } from '../board';
import { i18n } from '../../i18n';
import { applyEdit } from '../edits';
import { refused } from '../sync';

export function* setWipLimitSaga(
  action: PayloadAction<{ listId: string; limit: number | null; strict: boolean }>,
) {
  const { listId, limit } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const list: BoardList | undefined = yield select(selectList, listId);
  if (!board || !list) return;
  if (!((yield select(selectCanEditBoard)) as boolean)) {
    yield put(refused(i18n._(msg`Only the board’s owner and editors can change a list’s limit.`)));
    return;
  }
  if (limit !== null && !isWipLimit(limit)) return; // The menu's form checks what is typed.
  // Without a limit there is nothing to be strict about.
  const strict = limit !== null && action.payload.strict;
  // Both fields on both sides, so an undo writes back "no limit" rather than nothing.
  const before = { wipLimit: wipLimitOf(list), wipStrict: list.wipStrict === true };
  const after = { wipLimit: limit, wipStrict: strict };
  if (before.wipLimit === after.wipLimit && before.wipStrict === after.wipStrict) return;
  const change: FieldChange = { doc: 'list', id: listId, before, after };
  yield call(applyEdit, {
    boardId: board.id,
    kind: 'listWipLimit',
    subject: list.title,
    changes: [change],
    what: limit === null ? msg`remove the list’s limit` : msg`set the list’s limit`,
    words: limit === null ? {} : { limit: String(limit), ...(strict ? { strict: 'yes' } : {}) },
  });
}

// Watching a card or the board, and muting the board: the person's own uid in the document's
// list, a personal edit (edits' applyPersonalEdit: nothing on the board changes, so no
// activity entry and no undo step; shown at once, put back with a message if refused). The
// requests live here, not with the board's slice, so they load with the board page and not
// with the first screen.
import { msg } from '@lingui/core/macro';
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { call, select } from 'redux-saga/effects';
import type { Board, Card } from '../../domain/types';
import { selectSessionUid } from '../session';
import { selectBoard, selectCard } from '../board';
import { applyPersonalEdit } from '../edits';

/** Watch a card (be told of its changes), or stop. */
export const cardWatchToggled = createAction<{ cardId: string; watching: boolean }>(
  'board/cardWatchToggled',
);
/** Watch the board (be told of cards added) or mute it (told nothing of it), or stop. */
export const boardWatchToggled = createAction<{ field: 'watcherIds' | 'mutedBy'; on: boolean }>(
  'board/boardWatchToggled',
);

export function* toggleCardWatchSaga(action: PayloadAction<{ cardId: string; watching: boolean }>) {
  const { cardId, watching } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  const uid: string | null = yield select(selectSessionUid);
  if (!board || !card || !uid || card.watcherIds.includes(uid) === watching) return;
  yield call(applyPersonalEdit, {
    change: { doc: 'cardWatch', boardId: board.id, id: cardId, before: !watching, after: watching },
    what: watching ? msg`watch the card` : msg`stop watching the card`,
  });
}

const boardWhat = {
  watcherIds: [msg`watch the board`, msg`stop watching the board`],
  mutedBy: [msg`mute the board`, msg`unmute the board`],
} as const;

export function* toggleBoardWatchSaga(
  action: PayloadAction<{ field: 'watcherIds' | 'mutedBy'; on: boolean }>,
) {
  const { field, on } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const uid: string | null = yield select(selectSessionUid);
  if (!board || !uid || board[field].includes(uid) === on) return;
  yield call(applyPersonalEdit, {
    change: { doc: 'boardWatch', id: board.id, field, before: !on, after: on },
    what: boardWhat[field][on ? 0 : 1],
  });
}

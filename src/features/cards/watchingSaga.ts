// Watching a card or the board, and muting the board: the person's own uid in the document's
// list, written on its own (not an edit: nothing on the board changes, so no activity entry
// and no undo step), shown at once and put back with a message if the server refuses. The
// requests live here, not with the board's slice, so they load with the board page and not
// with the first screen.
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import type { Board, Card } from '../../domain/types';
import * as boardsService from '../../services/boards';
import * as cardsService from '../../services/cards';
import { selectSessionUid } from '../session';
import { persist } from '../sync';
import { boardPatched, cardPatched, selectBoard, selectCard } from '../board';

/** Watch a card (be told of its changes), or stop. */
export const cardWatchToggled = createAction<{ cardId: string; watching: boolean }>(
  'board/cardWatchToggled',
);
/** Watch the board (be told of cards added) or mute it (told nothing of it), or stop. */
export const boardWatchToggled = createAction<{ field: 'watcherIds' | 'mutedBy'; on: boolean }>(
  'board/boardWatchToggled',
);

/** `ids` with `uid` in (on) or out, the others as they are. */
export const withUid = (ids: string[], uid: string, on: boolean) => [
  ...ids.filter((id) => id !== uid),
  ...(on ? [uid] : []),
];

export function* toggleCardWatchSaga(action: PayloadAction<{ cardId: string; watching: boolean }>) {
  const { cardId, watching } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  const uid: string | null = yield select(selectSessionUid);
  if (!board || !card || !uid || card.watcherIds.includes(uid) === watching) return;
  const patch = (on: boolean) =>
    cardPatched({ id: cardId, patch: { watcherIds: withUid(card.watcherIds, uid, on) } });
  yield put(patch(watching));
  yield call(persist, call(cardsService.setCardWatching, board.id, cardId, uid, watching), {
    what: watching ? 'watch the card' : 'stop watching the card',
    rollback: [patch(!watching)],
  });
}

const boardWhat = {
  watcherIds: ['watch the board', 'stop watching the board'],
  mutedBy: ['mute the board', 'unmute the board'],
} as const;

export function* toggleBoardWatchSaga(
  action: PayloadAction<{ field: 'watcherIds' | 'mutedBy'; on: boolean }>,
) {
  const { field, on } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const uid: string | null = yield select(selectSessionUid);
  if (!board || !uid || board[field].includes(uid) === on) return;
  const patch = (value: boolean) => boardPatched({ [field]: withUid(board[field], uid, value) });
  yield put(patch(on));
  yield call(persist, call(boardsService.setBoardWatching, board.id, field, uid, on), {
    what: boardWhat[field][on ? 0 : 1],
    rollback: [patch(!on)],
  });
}

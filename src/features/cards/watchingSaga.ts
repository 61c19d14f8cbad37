// Watching a card or the board, and muting the board: the person's own uid in the document's
// list, written on its own (not an edit: nothing on the board changes, so no activity entry
// and no undo step), shown at once and taken back with a message if the server refuses.
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import type { Board, Card } from '../../domain/types';
import * as boardsService from '../../services/boards';
import * as cardsService from '../../services/cards';
import { selectSessionUid } from '../session';
import { persist } from '../sync';
import { selectBoard, selectCard, watchingChanged, type WatchingChange } from '../board';

function* writeWatching(boardId: string, change: WatchingChange, what: string) {
  const { cardId, field, uid, on } = change;
  yield put(watchingChanged(change));
  const write =
    cardId === null
      ? call(boardsService.setBoardWatching, boardId, field, uid, on)
      : call(cardsService.setCardWatching, boardId, cardId, uid, on);
  yield call(persist, write, { what, rollback: [watchingChanged({ ...change, on: !on })] });
}

export function* toggleCardWatchSaga(action: PayloadAction<{ cardId: string; watching: boolean }>) {
  const { cardId, watching } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  const uid: string | null = yield select(selectSessionUid);
  if (!board || !card || !uid || card.watcherIds.includes(uid) === watching) return;
  const change: WatchingChange = { cardId, field: 'watcherIds', uid, on: watching };
  yield call(
    writeWatching,
    board.id,
    change,
    watching ? 'watch the card' : 'stop watching the card',
  );
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
  const change: WatchingChange = { cardId: null, field, uid, on };
  yield call(writeWatching, board.id, change, boardWhat[field][on ? 0 : 1]);
}

// Search across the person's boards (docs/search.md). While the Search dialog is open, each
// board the person can open is followed (document, lists, cards: the cache answers first, and
// offline) and its cards sent to the search worker; each keystroke asks the worker, and the
// hits shown are only ever of boards the person can open now.
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, getContext, put, race, select, take } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import type { rootReducer as RootReducer } from '../../app/rootReducer';
import type {
  CachedComment,
  SearchableBoard,
  SearchDocument,
  SearchHit,
} from '../../domain/search';
import { readCachedComments, subscribeToSearchableBoard } from '../../services/search';
import {
  closeSearchIndex,
  indexBoard,
  keepOnlyBoards,
  searchCards,
} from '../../services/searchIndex';
import { takeLatestSafe } from '../../app/safeSagas';
import { modalClosed, modalOpened } from '../modal';
import { commentsByCard, searchDocumentsOf } from './searchDocuments';
import {
  searchBoardAdded,
  searchBoardDropped,
  searchBoardIndexed,
  searchHitsFound,
  searchQueryChanged,
  searchSlice,
  searchStarted,
} from './searchSlice';
import { selectBoardTitles, selectSearchableBoardIds, selectSearchQuery } from './selectors';

export const isSearchOpened = (action: Action) =>
  modalOpened.match(action) && action.payload.id === 'search';

/** Search closes when its dialog closes, or another dialog takes its place. */
export const isSearchClosed = (action: Action) =>
  modalClosed.match(action) || (modalOpened.match(action) && action.payload.id !== 'search');

type BoardEvent = SearchableBoard | { error: unknown };

/** One board as Search follows it; only its latest state waits to be indexed. */
export const searchableBoardChannel = (boardId: string): EventChannel<BoardEvent> =>
  eventChannel<BoardEvent>(
    (emit) =>
      subscribeToSearchableBoard(
        boardId,
        (board) => emit(board),
        (error) => emit({ error }),
      ),
    buffers.sliding(1),
  );

/** Keeps the index of one board up to date while Search is open. */
export function* followBoard(boardId: string, comments: ReadonlyMap<string, string[]>) {
  const channel: EventChannel<BoardEvent> = yield call(searchableBoardChannel, boardId);
  try {
    while (true) {
      const event: BoardEvent = yield take(channel);
      if ('error' in event) {
        // Refused (the person lost the board) or unreadable: none of its cards stay findable.
        yield call(indexBoard, boardId, []);
        yield put(searchBoardDropped({ boardId }));
        return;
      }
      const titles: Record<string, string> = yield select(selectBoardTitles);
      const documents: SearchDocument[] | null = searchDocumentsOf(
        boardId,
        event,
        titles[boardId] ?? '',
        comments,
      );
      if (documents === null) continue;
      yield call(indexBoard, boardId, documents);
      yield put(searchBoardIndexed({ boardId }));
    }
  } finally {
    channel.close();
  }
}

/** The hits for what is typed now, of boards the person can open now. */
export function* searchNow() {
  const query: string = yield select(selectSearchQuery);
  if (query.trim() === '') return;
  const hits: SearchHit[] = yield call(searchCards, query);
  const allowed = new Set<string>(yield select(selectSearchableBoardIds));
  yield put(searchHitsFound({ query, hits: hits.filter((hit) => allowed.has(hit.boardId)) }));
}

/** The comments this device holds; none if its cache cannot be read. */
export function* cachedComments() {
  try {
    const comments: CachedComment[] = yield call(readCachedComments);
    return comments;
  } catch {
    return [];
  }
}

/** From Search opening until it closes. */
export function* searchWhileOpen() {
  const boardIds: string[] = yield select(selectSearchableBoardIds);
  yield put(searchStarted({ boardIds }));
  // Each keystroke and each board indexed searches again; a newer one cancels the older.
  yield takeLatestSafe([searchQueryChanged.type, searchBoardIndexed.type], searchNow);
  yield call(keepOnlyBoards, boardIds);
  const comments: CachedComment[] = yield call(cachedComments);
  const followed = new Set<string>();
  // Every board of the list is followed, and so is each one the list gains while Search is
  // open: opened straight after a (re)load, the dashboard's list may still be on its way.
  while (true) {
    const now: string[] = yield select(selectSearchableBoardIds);
    for (const boardId of now.filter((id) => !followed.has(id))) {
      followed.add(boardId);
      if (!boardIds.includes(boardId)) yield put(searchBoardAdded({ boardId }));
      yield fork(followBoard, boardId, commentsByCard(comments, [boardId]));
    }
    yield take('*');
  }
}

/** Search for a signed-in person: its index lives until they sign out. */
export function* searchSaga() {
  const reducer: typeof RootReducer | undefined = yield getContext('rootReducer');
  reducer?.inject(searchSlice);
  try {
    while (true) {
      yield take(isSearchOpened);
      yield race({ open: call(searchWhileOpen), closed: take(isSearchClosed) });
    }
  } finally {
    yield call(closeSearchIndex);
  }
}

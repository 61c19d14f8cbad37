// The dashboard's side effects: following the person's boards, and creating, renaming,
// recolouring, deleting, starring and reordering them. Every change shows at once and is
// undone (with a message) if the server refuses it: a rename or recolour is an edit of the
// board (applyEdit, with its line in the feed), a star or a move a personal edit
// (applyPersonalEdit: the person's own dashboard, nobody else's business).
import { msg } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, fork, join, put, select } from 'redux-saga/effects';
import { takeEverySafe } from '../../app/safeSagas';
import { i18n } from '../../i18n';
import { boardPath, paths } from '../../config/routes';
import { DEFAULT_LABELS } from '../../domain/labels';
import { checkBoardRoom } from '../../domain/user';
import type { ColorKey } from '../../domain/palette';
import type { Board, BoardSummary } from '../../domain/types';
import { checkTitle } from '../../domain/validation';
import * as boardsService from '../../services/boards';
import type { BoardSummariesSnapshot, Person } from '../../services/types';
import { newId } from '../../domain/ids';
import { navigateTo } from '../../services/navigation';
import { describeLoadError } from '../../messages/errors';
import {
  selectBoard,
  selectOpenBoardId,
  createBoardSummariesChannel,
  boardColorChangeRequested,
  boardCreateRequested,
  boardDeleteRequested,
  boardMoveRequested,
  boardRenameRequested,
  boardStarToggled,
  boardSummariesChanged,
  boardSummariesFailed,
  boardSummariesRetryRequested,
  boardSummariesWatchStarted,
  selectBoardSummaries,
} from '../board';
import { selectSessionUid } from '../session';
import { followLive, refused, selectBrowserOnline } from '../sync';
import { selectBoardOrder, selectStarredIds, selectMe } from '../user';
import { applyEdit, applyPersonalEdit } from '../edits';
import {
  boardFromTemplateRequested,
  boardTemplateToggled,
  createBoardFromTemplateSaga,
  toggleBoardTemplateSaga,
} from './templateBoardSaga';
import { describeProblem } from '../../messages/problems';

/** Follows the titles and colours of the person's boards; after an error, waits for a retry. */
export function* watchBoardSummaries(uid: string) {
  yield call(followLive<BoardSummariesSnapshot>, {
    subscribe: call(createBoardSummariesChannel, uid),
    started: boardSummariesWatchStarted(),
    received: (event) => boardSummariesChanged(event),
    failed: (error) => boardSummariesFailed(describeLoadError(error, 'boards')),
    retryRequested: boardSummariesRetryRequested.type,
  });
}

/** Finishes deletes that an earlier session started but could not complete (offline, closed). */
export function* resumeBoardDeletions(uid: string) {
  let ids: string[];
  try {
    ids = yield call(boardsService.unfinishedDeletions, uid);
  } catch {
    return; // Offline: the boards stay hidden, and the next session tries again.
  }
  for (const id of ids) {
    try {
      yield call(boardsService.purgeBoard, id);
    } catch {
      // This one stays hidden for the next session; the others still go.
    }
  }
}

export function* createBoardSaga(action: PayloadAction<{ title: string; color: ColorKey }>) {
  const uid: string | null = yield select(selectSessionUid);
  const me: Person | null = yield select(selectMe);
  if (!uid || me?.uid !== uid) return;
  const checked = checkTitle('board', action.payload.title);
  if (!checked.ok) {
    yield put(refused(describeProblem(checked.problem), action.payload.title));
    return;
  }
  const order: string[] = yield select(selectBoardOrder);
  const room = checkBoardRoom(order.length);
  if (!room.ok) {
    yield put(refused(describeProblem(room.problem)));
    return;
  }
  const id: string = yield call(newId);
  const { color } = action.payload;
  const { uid: ownerId, name, email } = me;
  // Shown (and the write sent) first, so the new board's page finds it, even offline.
  const creating: Task = yield fork(applyPersonalEdit, {
    change: {
      doc: 'boardCreate',
      id,
      owner: { uid: ownerId, name, email },
      after: { title: checked.value, color, labels: DEFAULT_LABELS },
    },
    what: msg`create the board`,
    keptText: checked.value,
  });
  yield call(navigateTo, boardPath(id));
  const created: boolean = yield join(creating);
  // Refused: the new board's page would only say "not found"; go back to the dashboard.
  if (!created) yield call(navigateTo, paths.dashboard);
}

/** The board's name and colour as shown here: the open board's, else its summary's. */
function* currentLook(boardId: string) {
  const summaries: Record<string, BoardSummary> = yield select(selectBoardSummaries);
  const open: Board | null = yield select(selectBoard);
  const board = open?.id === boardId ? open : summaries[boardId];
  return board ? { title: board.title, color: board.color } : null;
}

export function* renameBoardSaga(action: PayloadAction<{ boardId: string; title: string }>) {
  const { boardId, title } = action.payload;
  const checked = checkTitle('board', title);
  if (!checked.ok) {
    yield put(refused(describeProblem(checked.problem), title));
    return;
  }
  const before: { title: string; color: ColorKey } | null = yield call(currentLook, boardId);
  if (!before || before.title === checked.value) return;
  yield call(applyEdit, {
    boardId,
    kind: 'boardRename',
    subject: before.title,
    changes: [
      {
        doc: 'board',
        id: boardId,
        before: { title: before.title },
        after: { title: checked.value },
      },
    ],
    what: msg`rename the board`,
    keptText: checked.value,
  });
}

export function* recolorBoardSaga(action: PayloadAction<{ boardId: string; color: ColorKey }>) {
  const { boardId, color } = action.payload;
  const before: { title: string; color: ColorKey } | null = yield call(currentLook, boardId);
  if (!before || before.color === color) return;
  yield call(applyEdit, {
    boardId,
    kind: 'boardRecolor',
    subject: before.title,
    changes: [{ doc: 'board', id: boardId, before: { color: before.color }, after: { color } }],
    what: msg`change the board’s colour`,
  });
}

/**
 * Hides the board everywhere at once (a personal edit, one batch: marked deleting, gone from
 * the person's list), then deletes what is under it on the server (purgeBoard). If that second part cannot finish now, the board
 * stays hidden and the next session finishes it.
 */
export function* deleteBoardSaga(action: PayloadAction<{ boardId: string }>) {
  const uid: string | null = yield select(selectSessionUid);
  if (!uid) return;
  const { boardId } = action.payload;
  const order: string[] = yield select(selectBoardOrder);
  const starred: string[] = yield select(selectStarredIds);
  const summaries: Record<string, BoardSummary> = yield select(selectBoardSummaries);
  const openId: string | null = yield select(selectOpenBoardId);
  if (openId === boardId) yield call(navigateTo, paths.dashboard);
  const hidden: boolean = yield call(applyPersonalEdit, {
    change: { doc: 'boardDelete', id: boardId, before: summaries[boardId] ?? null, order, starred },
    what: msg`delete the board`,
  });
  if (!hidden) return;
  try {
    yield call(boardsService.purgeBoard, boardId);
  } catch {
    // Offline or interrupted: resumeBoardDeletions finishes it next time.
  }
}

export function* toggleStarSaga(action: PayloadAction<{ boardId: string }>) {
  const uid: string | null = yield select(selectSessionUid);
  if (!uid) return;
  const { boardId } = action.payload;
  const starred: string[] = yield select(selectStarredIds);
  const isStarred = starred.includes(boardId);
  yield call(applyPersonalEdit, {
    change: { doc: 'star', id: boardId, before: isStarred, after: !isStarred },
    what: isStarred ? msg`unstar the board` : msg`star the board`,
  });
}

/** What a person reads when they move a board offline (the move needs the server's order). */
export const moveOfflineMessage = msg`Boards can be moved only while you are online, so nothing was moved. Try again once you are back online.`;

/**
 * Moves a board at once on screen, then asks the server to put it next to the same neighbour
 * in the order it has now: never the whole order from here, which may miss a board created
 * elsewhere or still list one being deleted.
 */
export function* moveBoardSaga(action: PayloadAction<{ boardId: string; toIndex: number }>) {
  const uid: string | null = yield select(selectSessionUid);
  if (!uid) return;
  const { boardId, toIndex } = action.payload;
  const order: string[] = yield select(selectBoardOrder);
  const from = order.indexOf(boardId);
  if (from < 0 || toIndex < 0 || toIndex >= order.length || from === toIndex) return;
  if (!((yield select(selectBrowserOnline)) as boolean)) {
    yield put(refused(i18n._(moveOfflineMessage)));
    return;
  }
  const next = order.filter((id) => id !== boardId);
  next.splice(toIndex, 0, boardId);
  const place = { after: next[toIndex - 1] ?? null, before: next[toIndex + 1] ?? null };
  yield call(applyPersonalEdit, {
    change: { doc: 'boardPlace', id: boardId, before: order, after: next, place },
    what: msg`move the board`,
  });
}

export function* boardsSaga() {
  yield takeEverySafe(boardCreateRequested.type, createBoardSaga);
  yield takeEverySafe(boardRenameRequested.type, renameBoardSaga);
  yield takeEverySafe(boardColorChangeRequested.type, recolorBoardSaga);
  yield takeEverySafe(boardDeleteRequested.type, deleteBoardSaga);
  yield takeEverySafe(boardStarToggled.type, toggleStarSaga);
  yield takeEverySafe(boardMoveRequested.type, moveBoardSaga);
  yield takeEverySafe(boardFromTemplateRequested.type, createBoardFromTemplateSaga);
  yield takeEverySafe(boardTemplateToggled.type, toggleBoardTemplateSaga);
}

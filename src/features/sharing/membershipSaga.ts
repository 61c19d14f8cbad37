// Membership of a board: the owner changes roles and removes members; a member leaves; a person
// removed while the board is open loses it at once (boardAccessLost, from openBoardSaga). Each
// change shows at once and is undone (with a message) if the server refuses it; once a removal
// or a leave has landed, the server cleans the former member's users/{uid} record.
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { paths } from '../../config/routes';
import type { Board, BoardSummary } from '../../domain/types';
import { roleOn, type InvitedRole, type Member } from '../../domain/members';
import { navigateTo } from '../../services/navigation';
import * as purgeService from '../../services/purge';
import * as sharingService from '../../services/sharing';
import type { Person } from '../../services/types';
import * as usersService from '../../services/users';
import { noticeShown } from '../notices';
import { selectSessionUid } from '../session';
import { persist } from '../sync';
import {
  selectBoardOrder,
  selectStarredIds,
  userBoardOrderChanged,
  userBoardOrderRolledBack,
  userStarredChanged,
  userStarredRolledBack,
} from '../user';
import {
  boardSummaryRemoved,
  boardSummaryUpserted,
  selectBoardSummaries,
  boardClosed,
  boardFieldsRolledBack,
  boardPatched,
  selectBoard,
} from '../board';
import { ownedOpenBoard } from './ownedOpenBoard';

const isMemberRole = (role: string | null) => role === 'editor' || role === 'viewer';

/** What a person reads when the board they have open was taken from them. */
export const ACCESS_LOST_MESSAGE = 'You no longer have access to this board';

/** What a person reads when the board they have open was deleted by its owner. */
export const BOARD_DELETED_MESSAGE = 'This board was deleted.';

/** Another member of the open board, whom its owner may change or remove. */
function* otherMember(uid: string) {
  const owned: { board: Board; me: Person } | null = yield call(ownedOpenBoard);
  const member = owned?.board.members.find((each) => each.uid === uid);
  if (!owned || !member || member.role === 'owner') return null;
  return { board: owned.board, member };
}

export function* changeMemberRoleSaga(action: PayloadAction<{ uid: string; role: InvitedRole }>) {
  const { uid, role } = action.payload;
  const found: { board: Board; member: Member } | null = yield call(otherMember, uid);
  if (!found || found.member.role === role) return;
  const { board, member } = found;
  const before = board.members;
  yield put(
    boardPatched({ members: before.map((each) => (each.uid === uid ? { ...each, role } : each)) }),
  );
  yield call(persist, call(sharingService.changeMemberRole, board.id, uid, role), {
    what: `make ${member.name || member.email} ${role === 'editor' ? 'an editor' : 'a viewer'}`,
    rollback: [boardFieldsRolledBack({ members: before })],
  });
}

export function* removeMemberSaga(action: PayloadAction<{ uid: string }>) {
  const { uid } = action.payload;
  const found: { board: Board; member: Member } | null = yield call(otherMember, uid);
  if (!found) return;
  const { board, member } = found;
  const before = board.members;
  yield put(boardPatched({ members: before.filter((each) => each.uid !== uid) }));
  const removed: boolean = yield call(persist, call(sharingService.removeMember, board.id, uid), {
    what: `remove ${member.name || member.email} from the board`,
    rollback: [boardFieldsRolledBack({ members: before })],
  });
  if (removed) yield call(cleanUpMembership, board.id, uid);
}

/**
 * The board off the former member's users/{uid} record, on the server (nobody else may write
 * it). Best effort: offline, or on a project without functions, their own app drops the id
 * the next time it finds the board no longer theirs (boardAccessLostSaga, the dashboard).
 */
function* cleanUpMembership(boardId: string, uid: string) {
  try {
    yield call(purgeService.cleanUpMembership, boardId, uid);
  } catch {
    // Nothing on screen depends on it; see above.
  }
}

/** Takes the board off the person's dashboard at once; returns how to put it back. */
function* dropFromDashboard(boardId: string) {
  const order: string[] = yield select(selectBoardOrder);
  const starred: string[] = yield select(selectStarredIds);
  const summaries: Record<string, BoardSummary> = yield select(selectBoardSummaries);
  const summary = summaries[boardId];
  yield put(userBoardOrderChanged(order.filter((id) => id !== boardId)));
  yield put(userStarredChanged(starred.filter((id) => id !== boardId)));
  yield put(boardSummaryRemoved(boardId));
  return [
    userBoardOrderRolledBack(order),
    userStarredRolledBack(starred),
    ...(summary ? [boardSummaryUpserted(summary)] : []),
  ];
}

/**
 * An editor or viewer leaves a board: the open one (and goes back to the dashboard) or one on
 * their dashboard, named by its summary.
 */
export function* leaveBoardSaga(action: PayloadAction<{ boardId: string }>) {
  const { boardId } = action.payload;
  const uid: string | null = yield select(selectSessionUid);
  const open: Board | null = yield select(selectBoard);
  const summaries: Record<string, BoardSummary> = yield select(selectBoardSummaries);
  const isOpen = open?.id === boardId;
  const board = isOpen ? open : summaries[boardId];
  if (!uid || !board) return;
  // The owner deletes instead. A summary knows only its owner: anyone else it lists for is a member.
  if (isOpen ? !isMemberRole(roleOn(open, uid)) : board.ownerId === uid) return;
  if (isOpen) {
    // Stop following it first: the board leaving this person is not news to them.
    yield put(boardClosed());
    yield call(navigateTo, paths.dashboard);
  }
  const rollback: PayloadAction<unknown>[] = yield call(dropFromDashboard, boardId);
  const left: boolean = yield call(persist, call(sharingService.leaveBoard, boardId, uid), {
    what: `leave “${board.title}”`,
    rollback,
  });
  // The batch took it off the record already (offline too); the server also drops the visit
  // noted for it, which the rules let no client delete.
  if (left) yield call(cleanUpMembership, boardId, uid);
}

/**
 * Removed from the board while it was open, or the board deleted by its owner: say which, go
 * to the dashboard, and drop the board from the person's list. Removed: the rules let them take
 * it off their own record (they are no longer a member). Deleted: the server's purge takes it
 * off every member's record.
 */
export function* boardAccessLostSaga(
  action: PayloadAction<{ boardId: string; deleted?: boolean }>,
) {
  const { boardId, deleted } = action.payload;
  const uid: string | null = yield select(selectSessionUid);
  if (!uid) return;
  // Shown until dismissed, like any news that took a board away.
  yield put(
    noticeShown({ tone: 'error', text: deleted ? BOARD_DELETED_MESSAGE : ACCESS_LOST_MESSAGE }),
  );
  yield call(navigateTo, paths.dashboard);
  yield call(dropFromDashboard, boardId);
  if (deleted) return;
  try {
    yield call(usersService.forgetBoard, uid, boardId);
  } catch {
    // The dashboard already hides a board that no longer lists the person; nothing to undo.
  }
}

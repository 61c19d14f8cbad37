// Membership of a board: the owner changes roles and removes members; a member leaves; a person
// removed while the board is open loses it at once (boardAccessLost, from openBoardSaga). Each
// change is an edit of the board (edits' applyEdit: shown at once, written with its line in the
// feed, taken back with a message if the server refuses it); once a removal
// or a leave has landed, the server cleans the former member's users/{uid} record.
import { msg } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { paths } from '../../config/routes';
import { i18n } from '../../i18n';
import type { Board, BoardSummary } from '../../domain/types';
import { roleOn, type InvitedRole, type Member } from '../../domain/members';
import { navigateTo } from '../../services/navigation';
import * as moveTargetsService from '../../services/moveTargets';
import type { MoveTarget } from '../../services/moveTargets';
import * as purgeService from '../../services/purge';
import type { Person } from '../../services/types';
import * as usersService from '../../services/users';
import { noticeShown } from '../notices';
import { refused } from '../sync';
import { selectSessionUid } from '../session';
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
  selectBoard,
} from '../board';
import { applyEdit } from '../edits';
import { ownedOpenBoard } from './ownedOpenBoard';

const isMemberRole = (role: string | null) => role === 'editor' || role === 'viewer';

/** A board left from the dashboard, read once; null when it can't be read (offline, gone). */
function* readBoardToLeave(boardId: string) {
  try {
    const target: MoveTarget | null = yield call(moveTargetsService.readMoveTarget, boardId);
    return target;
  } catch {
    return null;
  }
}

const accessLost = msg`You no longer have access to this board`;
const boardDeleted = msg`This board was deleted.`;

/** What a person reads when the board they have open was taken from them (English source). */
export const ACCESS_LOST_MESSAGE = accessLost.message ?? '';

/** What a person reads when the board they have open was deleted by its owner (English source). */
export const BOARD_DELETED_MESSAGE = boardDeleted.message ?? '';

/** Another member of the open board, whom its owner may change or remove. */
function* otherMember(uid: string) {
  const owned: { board: Board; me: Person } | null = yield call(ownedOpenBoard);
  const member = owned?.board.members.find((each) => each.uid === uid);
  if (!owned || !member || member.role === 'owner') return null;
  return { board: owned.board, member };
}

/** The name the feed and the messages give a member. */
const nameOf = (member: Member) => member.name || member.email;

export function* changeMemberRoleSaga(action: PayloadAction<{ uid: string; role: InvitedRole }>) {
  const { uid, role } = action.payload;
  const found: { board: Board; member: Member } | null = yield call(otherMember, uid);
  if (!found || found.member.role === role) return;
  const { board, member } = found;
  const name = nameOf(member);
  // A step the owner can undo, and Revert in the feed: the entry is still there to set back.
  yield call(applyEdit, {
    boardId: board.id,
    kind: 'memberRole',
    subject: nameOf(member),
    changes: [
      { doc: 'member', id: board.id, item: uid, before: member, after: { ...member, role } },
    ],
    what:
      role === 'editor' ? i18n._(msg`make ${name} an editor`) : i18n._(msg`make ${name} a viewer`),
  });
}

export function* removeMemberSaga(action: PayloadAction<{ uid: string }>) {
  const { uid } = action.payload;
  const found: { board: Board; member: Member } | null = yield call(otherMember, uid);
  if (!found) return;
  const { board, member } = found;
  const name = nameOf(member);
  // Not undoable, nor revertible: nobody can be put back on a board but by an invitation
  // they accept themselves (the rules add no one else's entry).
  const removed: boolean = yield call(applyEdit, {
    boardId: board.id,
    kind: 'memberRemove',
    subject: nameOf(member),
    changes: [{ doc: 'member', id: board.id, item: uid, before: member, after: null }],
    what: msg`remove ${name} from the board`,
    undoable: false,
    revertible: false,
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
  if (!uid) return;
  const isOpen = open?.id === boardId;
  // From the dashboard the board isn't open: its members (the entry this leave removes) are
  // read once, and the edit is written to that board.
  const target: MoveTarget | null = isOpen ? null : yield call(readBoardToLeave, boardId);
  const board = isOpen ? open : target?.board;
  if (!board) {
    if (!isOpen)
      yield put(
        refused(
          i18n._(
            msg`We couldn’t leave the board: it could not be read. Check your connection and try again.`,
          ),
        ),
      );
    return;
  }
  const member = board.members.find((each) => each.uid === uid);
  if (!member || !isMemberRole(roleOn(board, uid))) return; // The owner deletes instead.
  const { title } = board;
  if (isOpen) {
    // Stop following it first: the board leaving this person is not news to them.
    yield put(boardClosed());
    yield call(navigateTo, paths.dashboard);
  }
  const rollback: PayloadAction<unknown>[] = yield call(dropFromDashboard, boardId);
  // One batch: their entry, the feed's "left the board", and the board off their own record.
  // Not undoable: once out, only a new invitation lets them back.
  const left: boolean = yield call(applyEdit, {
    boardId,
    kind: 'memberLeave',
    subject: nameOf(member),
    changes: [{ doc: 'member', id: boardId, item: uid, before: member, after: null }],
    what: msg`leave “${title}”`,
    undoable: false,
    revertible: false,
    ...(target ? { elsewhere: target } : {}),
  });
  if (!left) {
    for (const undo of rollback) yield put(undo);
    return;
  }
  // The server also drops the visit noted for it, which the rules let no client delete.
  yield call(cleanUpMembership, boardId, uid);
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
  yield put(noticeShown({ tone: 'error', text: i18n._(deleted ? boardDeleted : accessLost) }));
  yield call(navigateTo, paths.dashboard);
  yield call(dropFromDashboard, boardId);
  if (deleted) return;
  try {
    yield call(usersService.forgetBoard, uid, boardId);
  } catch {
    // The dashboard already hides a board that no longer lists the person; nothing to undo.
  }
}

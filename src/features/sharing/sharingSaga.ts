// Sharing a board: the owner invites by email, withdraws invitations, changes roles and removes
// members; an invitee accepts or declines; a member leaves. Each change shows at once and is
// undone (with a message) if the server refuses it. A person removed while the board is open
// loses it at once (boardAccessLost, from openBoardSaga).
import type { PayloadAction } from '@reduxjs/toolkit';
import type { EventChannel } from 'redux-saga';
import { call, put, race, select, take } from 'redux-saga/effects';
import { takeEverySafe } from '../../app/safeSagas';
import { paths } from '../../config/routes';
import type { Board, BoardSummary } from '../../domain/types';
import { checkInvitee } from '../../domain/invitations';
import {
  canShare,
  roleOn,
  type Invitation,
  type InvitedRole,
  type Member,
} from '../../domain/members';
import { navigateTo } from '../../services/navigation';
import * as purgeService from '../../services/purge';
import * as sharingService from '../../services/sharing';
import type { Person } from '../../services/types';
import * as usersService from '../../services/users';
import { modalClosed, modalOpened } from '../modal';
import { noticeShown } from '../notices';
import { selectSessionUid } from '../session';
import { persist, refused } from '../sync';
import {
  selectBoardOrder,
  selectStarredIds,
  userBoardOrderChanged,
  userBoardOrderRolledBack,
  userStarredChanged,
  userStarredRolledBack,
  selectMe,
} from '../user';
import {
  boardSummaryRemoved,
  boardSummaryUpserted,
  selectBoardSummaries,
  boardAccessLost,
  boardClosed,
  boardFieldsRolledBack,
  boardPatched,
  selectBoard,
} from '../board';
import {
  createBoardInvitationsChannel,
  createMyInvitationsChannel,
  type InvitationsEvent,
} from './invitationsChannels';
import {
  boardInvitationAdded,
  boardInvitationRemoved,
  boardInvitationsChanged,
  boardLeaveRequested,
  invitationAcceptRequested,
  invitationDeclineRequested,
  invitationWithdrawRequested,
  inviteRequested,
  memberRemoveRequested,
  memberRoleChangeRequested,
  myInvitationAnswered,
  myInvitationRestored,
  myInvitationsChanged,
} from './sharingSlice';
import { selectBoardInvitations, selectMyInvitations } from './sharingSelectors';

/** What a person reads when the board they have open was taken from them. */
export const ACCESS_LOST_MESSAGE = 'You no longer have access to this board';

/** Puts each list of invitations a channel delivers, until it fails or the saga is cancelled. */
function* followInvitations(
  channel: EventChannel<InvitationsEvent>,
  received: (invitations: Invitation[]) => PayloadAction<Invitation[]>,
) {
  try {
    while (true) {
      const event: InvitationsEvent = yield take(channel);
      // A refused or failed listen: the section stays as it was; the next session tries again.
      if ('error' in event) return;
      yield put(received(event.invitations));
    }
  } finally {
    channel.close();
  }
}

/** Follows the invitations to the signed-in person, for the dashboard, for the whole session. */
export function* watchMyInvitations() {
  const me: Person | null = yield select(selectMe);
  if (!me?.email) return; // Only an email can be invited.
  const channel: EventChannel<InvitationsEvent> = yield call(createMyInvitationsChannel, me.email);
  yield call(followInvitations, channel, myInvitationsChanged);
}

/** The open board and the signed-in person, when they own it (only owners share). */
function* ownedOpenBoard() {
  const board: Board | null = yield select(selectBoard);
  const me: Person | null = yield select(selectMe);
  if (!board || !me || !canShare(roleOn(board, me.uid))) return null;
  return { board, me };
}

/** Follows the open board's pending invitations while its owner has the Share dialog open. */
export function* watchBoardInvitations() {
  while (true) {
    const opened: ReturnType<typeof modalOpened> = yield take(modalOpened.type);
    if (opened.payload.id !== 'shareBoard') continue;
    const owned: { board: Board } | null = yield call(ownedOpenBoard);
    if (!owned) continue;
    const channel: EventChannel<InvitationsEvent> = yield call(
      createBoardInvitationsChannel,
      owned.board.id,
    );
    yield race({
      follow: call(followInvitations, channel, boardInvitationsChanged),
      closed: take([modalClosed.type, boardClosed.type, boardAccessLost.type]),
    });
  }
}

export function* inviteSaga(action: PayloadAction<{ email: string; role: InvitedRole }>) {
  const owned: { board: Board; me: Person } | null = yield call(ownedOpenBoard);
  if (!owned) return;
  const { board, me } = owned;
  const { email: typed, role } = action.payload;
  const invitations: Invitation[] = yield select(selectBoardInvitations);
  const checked = checkInvitee(typed, { members: board.members, invitations, myEmail: me.email });
  if (!checked.ok) {
    yield put(refused(checked.message, typed));
    return;
  }
  const { email } = checked;
  const inviter = { uid: me.uid, name: me.name };
  yield put(
    boardInvitationAdded({
      boardId: board.id,
      email,
      role,
      boardTitle: board.title,
      invitedBy: inviter,
      createdAt: null,
    }),
  );
  yield call(persist, call(sharingService.invite, board.id, email, role, board.title, inviter), {
    what: `invite ${email}`,
    rollback: [boardInvitationRemoved({ email })],
    keptText: typed,
  });
}

export function* withdrawInvitationSaga(action: PayloadAction<{ email: string }>) {
  const owned: { board: Board } | null = yield call(ownedOpenBoard);
  if (!owned) return;
  const invitations: Invitation[] = yield select(selectBoardInvitations);
  const invitation = invitations.find((each) => each.email === action.payload.email);
  if (!invitation) return;
  yield put(boardInvitationRemoved({ email: invitation.email }));
  yield call(persist, call(sharingService.withdrawInvitation, owned.board.id, invitation.email), {
    what: `withdraw the invitation to ${invitation.email}`,
    rollback: [boardInvitationAdded(invitation)],
  });
}

function* myInvitationTo(boardId: string) {
  const mine: Invitation[] = yield select(selectMyInvitations);
  return mine.find((invitation) => invitation.boardId === boardId) ?? null;
}

/** Joins the board: it shows on the dashboard once its document arrives. */
export function* acceptInvitationSaga(action: PayloadAction<{ boardId: string }>) {
  const me: Person | null = yield select(selectMe);
  const invitation: Invitation | null = yield call(myInvitationTo, action.payload.boardId);
  if (!me || !invitation) return;
  const order: string[] = yield select(selectBoardOrder);
  yield put(myInvitationAnswered({ boardId: invitation.boardId }));
  if (!order.includes(invitation.boardId)) {
    yield put(userBoardOrderChanged([...order, invitation.boardId]));
  }
  yield call(persist, call(sharingService.acceptInvitation, invitation, me), {
    what: `join “${invitation.boardTitle}”`,
    rollback: [myInvitationRestored(invitation), userBoardOrderRolledBack(order)],
  });
}

export function* declineInvitationSaga(action: PayloadAction<{ boardId: string }>) {
  const invitation: Invitation | null = yield call(myInvitationTo, action.payload.boardId);
  if (!invitation) return;
  yield put(myInvitationAnswered({ boardId: invitation.boardId }));
  yield call(
    persist,
    call(sharingService.declineInvitation, invitation.boardId, invitation.email),
    {
      what: `decline the invitation to “${invitation.boardTitle}”`,
      rollback: [myInvitationRestored(invitation)],
    },
  );
}

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

/** An editor or viewer leaves the open board, and goes back to the dashboard. */
export function* leaveBoardSaga(action: PayloadAction<{ boardId: string }>) {
  const { boardId } = action.payload;
  const uid: string | null = yield select(selectSessionUid);
  const board: Board | null = yield select(selectBoard);
  if (!uid || board?.id !== boardId) return;
  const role = roleOn(board, uid);
  if (role !== 'editor' && role !== 'viewer') return; // The owner deletes instead.
  // Stop following it first: the board leaving this person is not news to them.
  yield put(boardClosed());
  yield call(navigateTo, paths.dashboard);
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
 * Removed from the board while it was open: say so, go to the dashboard, and drop the board
 * from the person's list (the rules allow it, since they are no longer a member).
 */
export function* boardAccessLostSaga(action: PayloadAction<{ boardId: string }>) {
  const { boardId } = action.payload;
  const uid: string | null = yield select(selectSessionUid);
  if (!uid) return;
  yield put(noticeShown({ tone: 'error', text: ACCESS_LOST_MESSAGE }));
  yield call(navigateTo, paths.dashboard);
  yield call(dropFromDashboard, boardId);
  try {
    yield call(usersService.forgetBoard, uid, boardId);
  } catch {
    // The dashboard already hides a board that no longer lists the person; nothing to undo.
  }
}

export function* sharingSaga() {
  yield takeEverySafe(inviteRequested.type, inviteSaga);
  yield takeEverySafe(invitationWithdrawRequested.type, withdrawInvitationSaga);
  yield takeEverySafe(invitationAcceptRequested.type, acceptInvitationSaga);
  yield takeEverySafe(invitationDeclineRequested.type, declineInvitationSaga);
  yield takeEverySafe(memberRoleChangeRequested.type, changeMemberRoleSaga);
  yield takeEverySafe(memberRemoveRequested.type, removeMemberSaga);
  yield takeEverySafe(boardLeaveRequested.type, leaveBoardSaga);
  yield takeEverySafe(boardAccessLost.type, boardAccessLostSaga);
}

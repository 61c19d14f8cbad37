// Sharing a board, its invitations: the owner invites by email and withdraws invitations; an
// invitee accepts or declines. Each is a personal edit (edits' applyPersonalEdit: shown at once,
// undone with a message if the server refuses it; not a line of the board's feed, which the
// invitee cannot read). Members (roles, removal, leaving, access lost) are in membershipSaga.ts.
import { msg } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { EventChannel } from 'redux-saga';
import { call, put, race, select, take } from 'redux-saga/effects';
import { takeEverySafe } from '../../app/safeSagas';
import type { Board } from '../../domain/types';
import { checkInvitee } from '../../domain/invitations';
import type { Invitation, InvitedRole, Member } from '../../domain/members';
import type { Person } from '../../services/types';
import { applyPersonalEdit } from '../edits';
import { modalClosed, modalOpened } from '../modal';
import { refused } from '../sync';
import { selectMe } from '../user';
import { boardAccessLost, boardClosed } from '../board';
import {
  createBoardInvitationsChannel,
  createMyInvitationsChannel,
  type InvitationsEvent,
} from './invitationsChannels';
import {
  boardAccessLostSaga,
  changeMemberRoleSaga,
  leaveBoardSaga,
  removeMemberSaga,
} from './membershipSaga';
import { ownedOpenBoard } from './ownedOpenBoard';
import { togglePublicLinkSaga } from './publicLinkSaga';
import {
  boardInvitationsChanged,
  boardLeaveRequested,
  invitationAcceptRequested,
  invitationDeclineRequested,
  invitationWithdrawRequested,
  inviteRequested,
  memberRemoveRequested,
  memberRoleChangeRequested,
  myInvitationsChanged,
  publicLinkToggled,
} from './sharingSlice';
import { selectBoardInvitations, selectMyInvitations } from './sharingSelectors';
import { describeProblem } from '../../messages/problems';

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
    yield put(refused(describeProblem(checked.problem), typed));
    return;
  }
  const { email } = checked;
  const invitation: Invitation = {
    boardId: board.id,
    email,
    role,
    boardTitle: board.title,
    invitedBy: { uid: me.uid, name: me.name },
    createdAt: null,
  };
  yield call(applyPersonalEdit, {
    change: {
      doc: 'invitation',
      id: board.id,
      email,
      mine: false,
      before: null,
      after: invitation,
    },
    what: msg`invite ${email}`,
    keptText: typed,
  });
}

export function* withdrawInvitationSaga(action: PayloadAction<{ email: string }>) {
  const owned: { board: Board } | null = yield call(ownedOpenBoard);
  if (!owned) return;
  const invitations: Invitation[] = yield select(selectBoardInvitations);
  const invitation = invitations.find((each) => each.email === action.payload.email);
  if (!invitation) return;
  const { email } = invitation;
  yield call(applyPersonalEdit, {
    change: {
      doc: 'invitation',
      id: owned.board.id,
      email,
      mine: false,
      before: invitation,
      after: null,
    },
    what: msg`withdraw the invitation to ${email}`,
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
  const member: Member = { uid: me.uid, role: invitation.role, name: me.name, email: me.email };
  const { boardTitle } = invitation;
  yield call(applyPersonalEdit, {
    change: { doc: 'join', id: invitation.boardId, before: invitation, after: member },
    what: msg`join “${boardTitle}”`,
  });
}

export function* declineInvitationSaga(action: PayloadAction<{ boardId: string }>) {
  const invitation: Invitation | null = yield call(myInvitationTo, action.payload.boardId);
  if (!invitation) return;
  const { boardId, email, boardTitle } = invitation;
  yield call(applyPersonalEdit, {
    change: { doc: 'invitation', id: boardId, email, mine: true, before: invitation, after: null },
    what: msg`decline the invitation to “${boardTitle}”`,
  });
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
  yield takeEverySafe(publicLinkToggled.type, togglePublicLinkSaga);
}

// Invitations as the screen shows them: those to the signed-in person (the dashboard's
// Invitations section) and the open board's pending ones (its owner's Share dialog). Both are
// kept live by sharingSaga.ts and changed at once by the person's own invites, withdrawals,
// accepts and declines (and put back if the server refuses them).
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Invitation, InvitedRole, Role } from '../../domain/members';
import { sessionEnded } from '../session';
import { boardClosed } from '../board';

interface SharingState {
  /** Invitations to the signed-in person, on any board. */
  mine: Invitation[];
  /** The open board's pending invitations (only its owner can read them). */
  boardInvitations: Invitation[];
}

export const initialSharingState: SharingState = { mine: [], boardInvitations: [] };

const sharingSlice = createSlice({
  name: 'sharing',
  initialState: initialSharingState,
  reducers: {
    myInvitationsChanged(state, action: PayloadAction<Invitation[]>) {
      state.mine = action.payload;
    },
    /** Accepted or declined here: gone from the dashboard before the server answers. */
    myInvitationAnswered(state, action: PayloadAction<{ boardId: string }>) {
      state.mine = state.mine.filter((invitation) => invitation.boardId !== action.payload.boardId);
    },
    /** A refused accept or decline: the invitation is back. */
    myInvitationRestored(state, action: PayloadAction<Invitation>) {
      const { boardId } = action.payload;
      if (!state.mine.some((invitation) => invitation.boardId === boardId)) {
        state.mine.push(action.payload);
      }
    },
    boardInvitationsChanged(state, action: PayloadAction<Invitation[]>) {
      state.boardInvitations = action.payload;
    },
    /** Invited here: listed at once as pending. */
    boardInvitationAdded(state, action: PayloadAction<Invitation>) {
      state.boardInvitations = state.boardInvitations
        .filter((invitation) => invitation.email !== action.payload.email)
        .concat(action.payload);
    },
    /** Withdrawn here, or an invite the server refused. */
    boardInvitationRemoved(state, action: PayloadAction<{ email: string }>) {
      state.boardInvitations = state.boardInvitations.filter(
        (invitation) => invitation.email !== action.payload.email,
      );
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(sessionEnded, () => initialSharingState)
      // Another board's invitations are not this one's.
      .addCase(boardClosed, (state) => {
        state.boardInvitations = [];
      }),
});

export const {
  myInvitationsChanged,
  myInvitationAnswered,
  myInvitationRestored,
  boardInvitationsChanged,
  boardInvitationAdded,
  boardInvitationRemoved,
} = sharingSlice.actions;

export default sharingSlice.reducer;

// Requests from the screen: the saga checks, applies and writes them.
export const inviteRequested = createAction<{ email: string; role: InvitedRole }>(
  'sharing/inviteRequested',
);
export const invitationWithdrawRequested = createAction<{ email: string }>(
  'sharing/invitationWithdrawRequested',
);
export const invitationAcceptRequested = createAction<{ boardId: string }>(
  'sharing/invitationAcceptRequested',
);
export const invitationDeclineRequested = createAction<{ boardId: string }>(
  'sharing/invitationDeclineRequested',
);
export const memberRoleChangeRequested = createAction<{
  uid: string;
  role: Exclude<Role, 'owner'>;
}>('sharing/memberRoleChangeRequested');
export const memberRemoveRequested = createAction<{ uid: string }>('sharing/memberRemoveRequested');
export const boardLeaveRequested = createAction<{ boardId: string }>('sharing/boardLeaveRequested');

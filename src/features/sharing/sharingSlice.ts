// Invitations as the screen shows them: those to the signed-in person (the dashboard's
// Invitations section) and the open board's pending ones (its owner's Share dialog). Both are
// kept live by sharingSaga.ts and changed at once by the person's own invites, withdrawals,
// accepts and declines, personal edits (and put back if the server refuses them).
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Invitation, InvitedRole, Role } from '../../domain/members';
import type { PersonalChange } from '../../domain/personalEdit';
import { sessionEnded } from '../session';
import { personalEditApplied, personalEditRolledBack } from '../user';
import { boardClosed } from '../board';

interface SharingState {
  /** Invitations to the signed-in person, on any board. */
  mine: Invitation[];
  /** The open board's pending invitations (only its owner can read them). */
  boardInvitations: Invitation[];
}

export const initialSharingState: SharingState = { mine: [], boardInvitations: [] };

/**
 * One side of a personal edit of an invitation (`after` to show it, `before` to take it back):
 * the invitation there or gone, in the list it belongs to. Accepting takes it off the dashboard.
 */
function showInvitation(state: SharingState, change: PersonalChange, side: 'before' | 'after') {
  if (change.doc === 'join') {
    state.mine = state.mine.filter((invitation) => invitation.boardId !== change.id);
    if (side === 'before') state.mine.push(change.before);
  }
  if (change.doc !== 'invitation') return;
  const value = change[side];
  if (change.mine) {
    state.mine = state.mine.filter((invitation) => invitation.boardId !== change.id);
    if (value) state.mine.push(value);
  } else {
    state.boardInvitations = state.boardInvitations.filter(
      (invitation) => invitation.email !== change.email,
    );
    if (value) state.boardInvitations.push(value);
  }
}

const sharingSlice = createSlice({
  name: 'sharing',
  initialState: initialSharingState,
  reducers: {
    myInvitationsChanged(state, action: PayloadAction<Invitation[]>) {
      state.mine = action.payload;
    },
    boardInvitationsChanged(state, action: PayloadAction<Invitation[]>) {
      state.boardInvitations = action.payload;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(personalEditApplied, (state, { payload }) =>
        showInvitation(state, payload.change, 'after'),
      )
      .addCase(personalEditRolledBack, (state, { payload }) =>
        showInvitation(state, payload.change, 'before'),
      )
      .addCase(sessionEnded, () => initialSharingState)
      // Another board's invitations are not this one's.
      .addCase(boardClosed, (state) => {
        state.boardInvitations = [];
      }),
});

export const { myInvitationsChanged, boardInvitationsChanged } = sharingSlice.actions;

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
/** The owner turns "Anyone with the link can view" on (a new link) or off. */
export const publicLinkToggled = createAction<{ on: boolean }>('sharing/publicLinkToggled');

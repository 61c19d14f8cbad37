import type { RootState } from '../../app/rootReducer';

/** Invitations to the signed-in person, oldest first. */
export const selectMyInvitations = (state: RootState) => state.sharing.mine;
/** The open board's pending invitations (its owner's). */
export const selectBoardInvitations = (state: RootState) => state.sharing.boardInvitations;

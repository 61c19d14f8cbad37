import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { normalizeEmail } from '../../domain/members';
import type { Person } from '../../services/types';
import { selectAuthUser } from '../auth';

/** Invitations to the signed-in person, oldest first. */
export const selectMyInvitations = (state: RootState) => state.sharing.mine;
/** The open board's pending invitations (its owner's). */
export const selectBoardInvitations = (state: RootState) => state.sharing.boardInvitations;

/** A member's name is at most 100 characters (docs/data-model.md). */
const MAX_NAME = 100;

/** The signed-in person as a board's members map stores them (name, lowercased email). */
export const selectMe = createSelector([selectAuthUser], (user): Person | null =>
  user
    ? {
        uid: user.uid,
        name: (user.displayName || user.email || '').slice(0, MAX_NAME),
        email: normalizeEmail(user.email ?? ''),
      }
    : null,
);

import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import type { AuthUser, UserRecord } from '../../services/types';

/** The signed-in user view: the auth user's fields merged with the stored users/{uid} record. */
export type SignedInUser = AuthUser & UserRecord;

export const selectUserRecordStatus = (state: RootState) => state.user.status;
export const selectUserRecordError = (state: RootState) => state.user.error;
export const selectUserRecordFromCache = (state: RootState) => state.user.fromCache;

export const selectSignedInUser = createSelector(
  [(state: RootState) => state.auth.user, (state: RootState) => state.user],
  (authUser, user): SignedInUser | null => {
    if (!authUser) return null;
    const record = user.uid === authUser.uid ? user.record : null;
    return { ...authUser, boards: [], starred: [], ...record };
  },
);

/** A name to greet the person by: their display name, else their email, else a neutral word. */
export const selectUserDisplayName = createSelector(
  [selectSignedInUser],
  (user) => user?.displayName || user?.email || 'You',
);

import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';

export const selectAuthStatus = (state: RootState) => state.auth.status;
export const selectAuthUser = (state: RootState) => state.auth.user;
export const selectAuthPending = (state: RootState) => state.auth.pending;
export const selectAuthError = (state: RootState) => state.auth.error;

/** A name to greet the person by: their display name, else their email, else a neutral word. */
export const selectUserDisplayName = createSelector(
  [selectAuthUser],
  (user) => user?.displayName || user?.email || 'You',
);

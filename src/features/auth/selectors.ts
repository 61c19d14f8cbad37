import type { RootState } from '../../app/rootReducer';

export const selectAuthStatus = (state: RootState) => state.auth.status;
export const selectAuthUser = (state: RootState) => state.auth.user;
export const selectAuthPending = (state: RootState) => state.auth.pending;
export const selectAuthError = (state: RootState) => state.auth.error;

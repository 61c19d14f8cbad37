import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import type { UserRecord } from '../../domain/user';
import type { AuthUser } from '../../services/types';
import { selectAuthUser } from '../auth';

/** The signed-in user view: the auth user's fields merged with the stored users/{uid} record. */
type SignedInUser = AuthUser & UserRecord;

export const selectUserRecordStatus = (state: RootState) => state.user.status;
export const selectUserRecordError = (state: RootState) => state.user.error;
export const selectUserFromCache = (state: RootState) => state.user.fromCache;
const NONE: string[] = [];
/** The person's board ids in dashboard order. */
export const selectBoardOrder = (state: RootState) => state.user.record?.boards ?? NONE;
export const selectStarredIds = (state: RootState) => state.user.record?.starred ?? NONE;

export const selectSignedInUser = createSelector(
  [selectAuthUser, (state: RootState) => state.user],
  (authUser, user): SignedInUser | null => {
    if (!authUser) return null;
    const record = user.uid === authUser.uid ? user.record : null;
    return { ...authUser, boards: [], starred: [], ...record };
  },
);

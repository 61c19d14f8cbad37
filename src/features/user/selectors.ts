import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { DEFAULT_DUE_REMINDER_LEAD, type DueReminderLead } from '../../domain/dueReminder';
import type { UserRecord } from '../../domain/user';
import type { AuthUser, Person } from '../../services/types';
import { normalizeEmail } from '../../domain/members';
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
/** How long before a card falls due the person is reminded (the server's default until chosen). */
export const selectDueReminderLead = (state: RootState): DueReminderLead =>
  state.user.record?.dueReminderLead ?? DEFAULT_DUE_REMINDER_LEAD;

export const selectSignedInUser = createSelector(
  [selectAuthUser, (state: RootState) => state.user],
  (authUser, user): SignedInUser | null => {
    if (!authUser) return null;
    const record = user.uid === authUser.uid ? user.record : null;
    return { ...authUser, boards: [], starred: [], ...record };
  },
);

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

import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { ACTIVITY_PAGE_SIZE, type ActivityEntry } from '../../domain/activity';
import { initialActivityState, type ActivityState } from './activitySlice';

/** The activity state; its initial state until the slice is injected (with the boards' sagas). */
export const selectActivity = (state: RootState): ActivityState =>
  state.activity ?? initialActivityState;

export const selectActivityPanelOpen = (state: RootState) => selectActivity(state).panelOpen;
export const selectActivityAuthorFilter = (state: RootState) => selectActivity(state).authorId;
export const selectActivityPages = (state: RootState) => selectActivity(state).pages;
export const selectActivityFeedStatus = (state: RootState) => selectActivity(state).feed.status;
export const selectActivityFeedError = (state: RootState) => selectActivity(state).feed.error;
export const selectCardActivityStatus = (state: RootState) => selectActivity(state).card.status;
export const selectCardActivityError = (state: RootState) => selectActivity(state).card.error;

/** Newest first; an entry whose time the server has not set yet is the newest of all. */
export function compareNewestFirst(a: ActivityEntry, b: ActivityEntry): number {
  const at = (b.at ?? Infinity) - (a.at ?? Infinity);
  if (at !== 0 && !Number.isNaN(at)) return at;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** The panel's entries, newest first. */
export const selectActivityEntries = createSelector(
  [(state: RootState) => selectActivity(state).feed.byId],
  (byId) => Object.values(byId).sort(compareNewestFirst),
);

/** Whether an older page may exist: the last one asked for came back full. */
export const selectActivityHasMore = (state: RootState) => {
  const { feed, pages } = selectActivity(state);
  return feed.status === 'ready' && Object.keys(feed.byId).length >= pages * ACTIVITY_PAGE_SIZE;
};

/** The open card's entries, newest first. */
export const selectCardActivityEntries = createSelector(
  [(state: RootState) => selectActivity(state).card.byId],
  (byId) => Object.values(byId).sort(compareNewestFirst),
);

/** An entry shown anywhere (the panel or the card's section), for Revert. */
export const selectActivityEntry = (state: RootState, entryId: string): ActivityEntry | undefined =>
  selectActivity(state).feed.byId[entryId] ?? selectActivity(state).card.byId[entryId];

const selectSinceLastVisitIds = (state: RootState) => selectActivity(state).sinceLastVisit;

export const selectChangedSinceLastVisit = createSelector(
  [selectSinceLastVisitIds],
  (ids) => new Set(ids),
);

/** Whether someone else changed the card since this person last opened the board. */
export const selectCardChangedSinceLastVisit = (state: RootState, cardId: string) =>
  selectChangedSinceLastVisit(state).has(cardId);

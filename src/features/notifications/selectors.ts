import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { NOTIFICATIONS_PAGE_SIZE, type AppNotification } from '../../domain/notification';
import { initialNotificationsState, type NotificationsState } from './notificationsSlice';

/** The inbox; its initial state until the slice is injected (with the signed-in sagas). */
export const selectNotificationsState = (state: RootState): NotificationsState =>
  state.notifications ?? initialNotificationsState;

export const selectNotificationsPanelOpen = (state: RootState) =>
  selectNotificationsState(state).panelOpen;
export const selectNotificationsStatus = (state: RootState) =>
  selectNotificationsState(state).status;
export const selectNotificationsError = (state: RootState) => selectNotificationsState(state).error;
export const selectUnreadIds = (state: RootState) => selectNotificationsState(state).unreadIds;
export const selectUnreadCount = (state: RootState) => selectUnreadIds(state).length;
export const selectNotificationsPages = (state: RootState) => selectNotificationsState(state).pages;

/** Newest first; one whose time the server has not set yet is the newest of all. */
const newestFirst = (a: AppNotification, b: AppNotification) => {
  const at = (b.at ?? Infinity) - (a.at ?? Infinity);
  if (at !== 0 && !Number.isNaN(at)) return at;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
};

/** The panel's items, newest first. */
export const selectNotifications = createSelector(
  [(state: RootState) => selectNotificationsState(state).byId],
  (byId) => Object.values(byId).sort(newestFirst),
);

/** Whether an older page may exist (the last one asked for came back full). */
export const selectMayHaveMoreNotifications = (state: RootState) =>
  selectNotifications(state).length >= selectNotificationsPages(state) * NOTIFICATIONS_PAGE_SIZE;

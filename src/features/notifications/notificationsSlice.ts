// The signed-in person's inbox: their newest notifications (a page of 50 more at a time), which
// are unread (for the header's count), and whether the panel is open. Followed by ./sagas;
// loaded with the signed-in pages and injected into the root reducer then.
import { createAction, createSlice, type PayloadAction, type Action } from '@reduxjs/toolkit';
import { inviteNotificationId, type AppNotification } from '../../domain/notification';
import type { DocChange } from '../../domain/types';
import type { ErrorNotice } from '../../messages/errors';
import { sessionEnded } from '../session';

export interface NotificationsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: ErrorNotice | null;
  byId: Record<string, AppNotification>;
  /** The ids of the unread ones (at most 100 are followed). */
  unreadIds: string[];
  /** Pages asked for (NOTIFICATIONS_PAGE_SIZE each). */
  pages: number;
  panelOpen: boolean;
}

export const initialNotificationsState: NotificationsState = {
  status: 'idle',
  error: null,
  byId: {},
  unreadIds: [],
  pages: 1,
  panelOpen: false,
};

const markRead = (state: NotificationsState, ids: string[]) => {
  for (const id of ids) {
    const item = state.byId[id];
    if (item) item.read = true;
  }
  state.unreadIds = state.unreadIds.filter((id) => !ids.includes(id));
};

// Sharing's requests to accept or decline an invitation. Matched by their type: sharing writes
// through the edit pipeline, which tells notifications, so importing sharing here would be a
// cycle (tests/unit/notifications/inbox.test.tsx dispatches sharing's own creators).
const INVITATION_ANSWERS = [
  'sharing/invitationAcceptRequested',
  'sharing/invitationDeclineRequested',
];

/** An invitation accepted or declined. */
export const isInvitationAnswered = (
  action: Action,
): action is PayloadAction<{ boardId: string }> => INVITATION_ANSWERS.includes(action.type);

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    notificationsFollowStarted(state) {
      if (state.status !== 'ready') state.status = 'loading';
      state.error = null;
    },
    notificationsReceived(state, action: PayloadAction<{ changes: DocChange<AppNotification>[] }>) {
      for (const change of action.payload.changes) {
        if (change.type === 'remove') delete state.byId[change.id];
        else state.byId[change.doc.id] = change.doc;
      }
      state.status = 'ready';
    },
    notificationsLoadFailed(state, action: PayloadAction<ErrorNotice>) {
      state.status = 'error';
      state.error = action.payload;
    },
    unreadReceived(state, action: PayloadAction<{ changes: DocChange<AppNotification>[] }>) {
      const unread = new Set(state.unreadIds);
      for (const change of action.payload.changes) {
        if (change.type === 'remove') unread.delete(change.id);
        else if (change.doc.read) unread.delete(change.doc.id);
        else unread.add(change.doc.id);
      }
      state.unreadIds = [...unread];
    },
    moreNotificationsRequested(state) {
      state.pages += 1;
    },
    notificationsPanelToggled(state) {
      state.panelOpen = !state.panelOpen;
    },
    notificationsPanelClosed(state) {
      state.panelOpen = false;
    },
    /** An item was opened: it is read, and the panel closes as its card opens. */
    notificationOpened(state, action: PayloadAction<{ id: string }>) {
      markRead(state, [action.payload.id]);
      state.panelOpen = false;
    },
    /** Mark all as read: the unread ids the screen had (the saga writes the same). */
    allNotificationsReadRequested(state, action: PayloadAction<{ ids: string[] }>) {
      markRead(state, action.payload.ids);
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(sessionEnded, () => initialNotificationsState)
      // Acting on an invitation answers its notification: it is read (./sagas writes the same).
      .addMatcher(isInvitationAnswered, (state, action) =>
        markRead(state, [inviteNotificationId(action.payload.boardId)]),
      ),
});

export const {
  notificationsFollowStarted,
  notificationsReceived,
  notificationsLoadFailed,
  unreadReceived,
  moreNotificationsRequested,
  notificationsPanelToggled,
  notificationsPanelClosed,
  notificationOpened,
  allNotificationsReadRequested,
} = notificationsSlice.actions;

export default notificationsSlice.reducer;

/** Following the inbox failed: listen again. */
export const notificationsRetryRequested = createAction('notifications/retryRequested');

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices {
    notifications: NotificationsState;
  }
}

// The inbox for as long as the session lasts: the newest notifications and the unread ones,
// followed live (a page more when asked); items marked read as they are opened, or all at once;
// and what only the person's own client can find (an invitation to them), written once into
// their own inbox (docs/notifications.md). Due reminders are the server's (functions/src/due).
import { msg } from '@lingui/core/macro';
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { eventChannel } from 'redux-saga';
import type { Task } from 'redux-saga';
import {
  all,
  call,
  cancel,
  delay,
  fork,
  getContext,
  put,
  race,
  select,
  take,
} from 'redux-saga/effects';
import { takeEverySafe } from '../../app/safeSagas';
import { i18n } from '../../i18n';
import type { RootState, rootReducer as RootReducer } from '../../app/rootReducer';
import {
  inviteNotificationId,
  NOTIFICATIONS_PAGE_SIZE,
  type AppNotification,
  type NotificationDraft,
} from '../../domain/notification';
import { toServiceError, type ServiceError } from '../../services/errors';
import * as notificationsService from '../../services/notifications';
import type { CollectionSnapshot } from '../../services/types';
import { followLive } from '../sync';
import {
  allNotificationsReadRequested,
  isInvitationAnswered,
  moreNotificationsRequested,
  notificationOpened,
  notificationsFollowStarted,
  notificationsLoadFailed,
  notificationsReceived,
  notificationsRetryRequested,
  notificationsSlice,
  unreadReceived,
} from './notificationsSlice';
import { selectNotificationsPages } from './selectors';

type InboxEvent = CollectionSnapshot<AppNotification> | { error: ServiceError };

export const createNotificationsChannel = (uid: string, count: number) =>
  eventChannel<InboxEvent>((emit) =>
    notificationsService.subscribeToNotifications(uid, count, emit, (error) =>
      emit({ error: toServiceError(error) }),
    ),
  );

export const createUnreadChannel = (uid: string) =>
  eventChannel<InboxEvent>((emit) =>
    notificationsService.subscribeToUnread(uid, emit, (error) =>
      emit({ error: toServiceError(error) }),
    ),
  );

/** The newest pages asked for, followed live; followed again, longer, when a page is added. */
export function* followNotifications(uid: string) {
  const pages: number = yield select(selectNotificationsPages);
  yield call(followLive<CollectionSnapshot<AppNotification>>, {
    subscribe: call(createNotificationsChannel, uid, pages * NOTIFICATIONS_PAGE_SIZE),
    started: notificationsFollowStarted(),
    received: (snapshot) => notificationsReceived({ changes: snapshot.changes }),
    failed: (error) =>
      notificationsLoadFailed({
        code: error.code,
        text: i18n._(msg`We could not load your notifications. Try again.`),
      }),
    retryRequested: notificationsRetryRequested.type,
  });
}

/** The pages asked for, followed again, one page longer, each time another is asked for. */
export function* followPages(uid: string) {
  while (true) {
    yield race([call(followNotifications, uid), take(moreNotificationsRequested.type)]);
  }
}

/** The unread ones, for the header's count (a failure shows on the panel's own follow). */
export function* followUnread(uid: string) {
  const channel: ReturnType<typeof createUnreadChannel> = yield call(createUnreadChannel, uid);
  try {
    while (true) {
      const event: InboxEvent = yield take(channel);
      if ('error' in event) return;
      yield put(unreadReceived({ changes: event.changes }));
    }
  } finally {
    channel.close();
  }
}

/** Marks one notification read (the screen already shows it read). */
export function* markOpenedRead(uid: string, action: PayloadAction<{ id: string }>) {
  try {
    yield call(notificationsService.markRead, uid, [action.payload.id]);
  } catch {
    // Already read, or gone: the live listener shows what is true.
  }
}

/**
 * An invitation accepted or declined: its notification is read, whether or not it was opened.
 * Written like any other read mark, so offline it waits in the cache's queue.
 */
export function* markInvitationRead(uid: string, action: PayloadAction<{ boardId: string }>) {
  try {
    yield call(notificationsService.markRead, uid, [inviteNotificationId(action.payload.boardId)]);
  } catch {
    // Never written (answered within a second of arriving), or gone: nothing to mark.
  }
}

/** Marks every unread notification read (the ids the screen had). */
export function* markAllRead(uid: string, action: PayloadAction<{ ids: string[] }>) {
  if (action.payload.ids.length === 0) return;
  try {
    yield call(notificationsService.markRead, uid, action.payload.ids);
  } catch {
    // The live listener shows what is true.
  }
}

/** What the person's own client finds for them: their invitations. */
export function findOwnNotifications(state: RootState) {
  const found: { id: string; draft: NotificationDraft }[] = [];
  for (const invitation of state.sharing.mine) {
    found.push({
      id: inviteNotificationId(invitation.boardId),
      draft: {
        kind: 'invite',
        what: 'invite',
        actorId: invitation.invitedBy.uid,
        actorName: invitation.invitedBy.name,
        boardId: invitation.boardId,
        boardTitle: invitation.boardTitle,
        cardId: null,
        cardTitle: '',
        excerpt: invitation.role,
        entryId: null,
      },
    });
  }
  return found;
}

/** After a quiet second (a board's snapshots come in bursts), writes what was found. */
function* writeOwnNotificationsSoon(uid: string, written: Set<string>) {
  yield delay(1000);
  yield call(writeOwnNotifications, uid, written);
}

/** Writes what was found and not yet written by this tab (each id once: the rules refuse again). */
export function* writeOwnNotifications(uid: string, written: Set<string>) {
  const state: RootState = yield select((s: RootState) => s);
  for (const { id, draft } of findOwnNotifications(state)) {
    if (written.has(id)) continue;
    written.add(id);
    try {
      yield call(notificationsService.writeOwnNotification, uid, id, draft);
    } catch {
      written.delete(id); // Offline without a cached copy: tried again on the next change.
    }
  }
}

const isInvitationsChange = (action: Action) => action.type.startsWith('sharing/');

/** After each burst of the invitations' changes, once it has settled. */
export function* writeOwnNotificationsWhenQuiet(uid: string, written: Set<string>) {
  let waiting: Task | null = null;
  while (true) {
    yield take(isInvitationsChange);
    if (waiting) yield cancel(waiting);
    waiting = yield fork(writeOwnNotificationsSoon, uid, written);
  }
}

/** The inbox for one signed-in person. */
export function* watchNotifications(uid: string) {
  const reducer: typeof RootReducer | undefined = yield getContext('rootReducer');
  reducer?.inject(notificationsSlice);
  const written = new Set<string>();
  yield all([
    call(followPages, uid),
    call(followUnread, uid),
    takeEverySafe(notificationOpened.match, (action) => markOpenedRead(uid, action)),
    takeEverySafe(allNotificationsReadRequested.match, (action) => markAllRead(uid, action)),
    takeEverySafe(isInvitationAnswered, (action) => markInvitationRead(uid, action)),
    call(writeOwnNotificationsWhenQuiet, uid, written),
  ]);
}

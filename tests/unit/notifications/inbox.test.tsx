// The inbox (src/features/notifications): the slice, its sagas (followed live, marked read,
// what the person's own client finds), and the header button and panel by role.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { channel } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { RootState } from '../../../src/app/rootReducer';
import { rootReducer } from '../../../src/app/rootReducer';
import type { AppNotification } from '../../../src/domain/notification';
import { NotificationsButton } from '../../../src/features/notifications';
import notificationsReducer, {
  allNotificationsReadRequested,
  initialNotificationsState,
  isInvitationAnswered,
  moreNotificationsRequested,
  notificationOpened,
  notificationsReceived,
  notificationsSlice,
  unreadReceived,
} from '../../../src/features/notifications/notificationsSlice';
import {
  createNotificationsChannel,
  createUnreadChannel,
  findOwnNotifications,
  followPages,
  followUnread,
  markAllRead,
  markInvitationRead,
  markOpenedRead,
  writeOwnNotifications,
} from '../../../src/features/notifications/sagas';
import {
  invitationAcceptRequested,
  invitationDeclineRequested,
} from '../../../src/features/sharing/sharingSlice';
import { takeEverySafe } from '../../../src/app/safeSagas';
import { selectUnreadCount } from '../../../src/features/notifications/selectors';
import * as notificationsService from '../../../src/services/notifications';
import { makeBoard, makeCard, whenCalled, withOpenBoard } from '../boardFixtures';
import { ada, signedInState } from '../fixtures';
import { renderWithStore } from '../renderWithStore';

import type { CollectionSnapshot } from '../../../src/services/types';

// The inbox's slice loads with the signed-in sagas; these tests hold it from the start.
rootReducer.inject(notificationsSlice);

type InboxEvent = CollectionSnapshot<AppNotification>;

const NOW = Date.UTC(2026, 10, 25, 12);

function item(id: string, overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id,
    kind: 'assigned',
    what: 'cardAssign',
    actorId: 'grace-uid',
    actorName: 'Grace Hopper',
    boardId: 'board-1',
    boardTitle: 'Roadmap',
    cardId: 'c1',
    cardTitle: 'Alpha',
    excerpt: '',
    entryId: id,
    at: NOW - 5 * 60_000,
    read: false,
    ...overrides,
  };
}

const upserts = (...items: AppNotification[]) =>
  items.map((doc) => ({ type: 'upsert' as const, doc, pending: false }));

/** The signed-in state with the inbox injected holding `items`. */
function withInbox(items: AppNotification[], panelOpen = false): RootState {
  const inbox = notificationsReducer(
    initialNotificationsState,
    notificationsReceived({ changes: upserts(...items) }),
  );
  const unread = notificationsReducer(
    inbox,
    unreadReceived({ changes: upserts(...items.filter((i) => !i.read)) }),
  );
  return { ...signedInState(ada), notifications: { ...unread, panelOpen } };
}

describe('the inbox slice', () => {
  it('keeps the newest and the unread, and marks read what is opened or all at once', () => {
    let state = withInbox([
      item('n1'),
      item('n2'),
      item('n3', { read: true, at: NOW - 20 * 60_000 }),
    ]);
    expect(selectUnreadCount(state)).toBe(2);
    state = {
      ...state,
      notifications: notificationsReducer(state.notifications, notificationOpened({ id: 'n1' })),
    };
    expect(state.notifications!.byId.n1!.read).toBe(true);
    expect(selectUnreadCount(state)).toBe(1);
    state = {
      ...state,
      notifications: notificationsReducer(
        state.notifications,
        allNotificationsReadRequested({ ids: ['n2'] }),
      ),
    };
    expect(selectUnreadCount(state)).toBe(0);
  });
});

describe('the inbox sagas', () => {
  it('follows the newest and the unread live, a page more when asked', async () => {
    const newest = channel<InboxEvent>();
    const longer = channel<InboxEvent>();
    const unread = channel<InboxEvent>();
    let follows = 0;
    const running = expectSaga(function* () {
      yield all([call(followPages, ada.uid), call(followUnread, ada.uid)]);
    })
      .withReducer(rootReducer, { ...signedInState(ada), notifications: initialNotificationsState })
      .provide([
        whenCalled(createNotificationsChannel, () => (follows++ === 0 ? newest : longer)),
        [matchers.call.fn(createUnreadChannel), unread],
      ])
      .call(createNotificationsChannel, ada.uid, 50)
      .call(createNotificationsChannel, ada.uid, 100)
      .dispatch(moreNotificationsRequested())
      .run({ timeout: 100, silenceTimeout: true });
    newest.put({ changes: upserts(item('n1')), fromCache: false });
    unread.put({ changes: upserts(item('n1')), fromCache: false });
    const { storeState } = await running;
    const state = storeState as RootState;
    expect(state.notifications!.byId).toEqual({ n1: item('n1') });
    expect(state.notifications!.status).toBe('ready');
    expect(state.notifications!.pages).toBe(2);
    expect(selectUnreadCount(state)).toBe(1);
  });

  it('marks an opened notification read, and all of them', async () => {
    await expectSaga(markOpenedRead, ada.uid, notificationOpened({ id: 'n1' }))
      .provide([[matchers.call.fn(notificationsService.markRead), undefined]])
      .call(notificationsService.markRead, ada.uid, ['n1'])
      .run();
    await expectSaga(markAllRead, ada.uid, allNotificationsReadRequested({ ids: ['n1', 'n2'] }))
      .provide([[matchers.call.fn(notificationsService.markRead), undefined]])
      .call(notificationsService.markRead, ada.uid, ['n1', 'n2'])
      .run();
  });

  it.each([
    ['accepted', invitationAcceptRequested],
    ['declined', invitationDeclineRequested],
  ])('marks an invitation’s notification read once it is %s', async (_, answered) => {
    const invite = item('invite-board-9', { kind: 'invite', what: 'invite', boardId: 'board-9' });
    const { storeState } = await expectSaga(function* inbox() {
      yield takeEverySafe(isInvitationAnswered, (action) => markInvitationRead(ada.uid, action));
    })
      .withReducer(rootReducer, withInbox([invite, item('n1')]))
      .provide([[matchers.call.fn(notificationsService.markRead), undefined]])
      .dispatch(answered({ boardId: 'board-9' }))
      .call(notificationsService.markRead, ada.uid, ['invite-board-9'])
      .silentRun(50);
    const state = storeState as RootState;
    expect(state.notifications!.byId['invite-board-9']!.read).toBe(true);
    expect(state.notifications!.unreadIds).toEqual(['n1']);
  });

  it('answers an invitation whose notification was never written without a fuss', async () => {
    const missing = Object.assign(new Error('no document'), { code: 'not-found' });
    const { storeState } = await expectSaga(
      markInvitationRead,
      ada.uid,
      invitationAcceptRequested({ boardId: 'board-9' }),
    )
      .withReducer(rootReducer, withInbox([item('n1')]))
      .provide([[matchers.call.fn(notificationsService.markRead), throwError(missing)]])
      .run();
    const state = storeState as RootState;
    expect(state.notifications!.unreadIds).toEqual(['n1']);
    expect(state.notices.items).toEqual([]);
  });

  it('finds the person’s invitations, never their cards due (the server tells those), and writes each once', async () => {
    const board = makeBoard();
    const cards = [
      makeCard('c1', 'l1', 'a0', { title: 'Soon', assigneeIds: [ada.uid], due: '2026-11-26' }),
      makeCard('c2', 'l1', 'a1', { title: 'Later', assigneeIds: [ada.uid], due: '2026-12-20' }),
      makeCard('c3', 'l1', 'a2', { title: 'Not mine', due: '2026-11-26' }),
      makeCard('c4', 'l1', 'a3', {
        title: 'Done',
        assigneeIds: [ada.uid],
        due: '2026-11-26',
        dueComplete: true,
      }),
    ];
    const base = withOpenBoard(signedInState(ada), board, [], cards);
    const state: RootState = {
      ...base,
      sharing: {
        ...base.sharing,
        mine: [
          {
            boardId: 'b9',
            email: 'ada@example.com',
            role: 'editor',
            boardTitle: 'Trip',
            invitedBy: { uid: 'grace-uid', name: 'Grace' },
            createdAt: 1,
          },
        ],
      },
    };
    const now = Date.UTC(2026, 10, 25, 9);
    const found = findOwnNotifications(state);
    expect(found.map((f) => f.id)).toEqual(['invite-b9']);
    const written = new Set<string>();
    await expectSaga(writeOwnNotifications, ada.uid, written)
      .withState(state)
      .provide([
        [matchers.call.fn(Date.now), now],
        [matchers.call.fn(notificationsService.writeOwnNotification), true],
      ])
      .call(notificationsService.writeOwnNotification, ada.uid, 'invite-b9', found[0]!.draft)
      .not.call.like({
        fn: notificationsService.writeOwnNotification,
        args: [ada.uid, 'due-board-1-c1-2026-11-26'],
      })
      .run();
    await expectSaga(writeOwnNotifications, ada.uid, written)
      .withState(state)
      .provide([
        [matchers.call.fn(Date.now), now],
        [matchers.call.fn(notificationsService.writeOwnNotification), true],
      ])
      .not.call.fn(notificationsService.writeOwnNotification)
      .run();
  });
});

describe('the header button and the panel', () => {
  it('says the unread count, opens the panel, and lists who, what, where and when', async () => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'] });
    const user = userEvent.setup();
    const { store } = renderWithStore(<NotificationsButton />, {
      preloadedState: withInbox([
        item('n1'),
        item('n2', { kind: 'mention', what: 'commentAdd', at: NOW - 10 * 60_000 }),
        item('n3', { read: true, at: NOW - 20 * 60_000 }),
      ]),
    });
    const button = screen.getByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(button);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = within(items[0]!).getByRole('link');
    expect(first).toHaveTextContent('Unread: Grace Hopper assigned you to “Alpha”');
    expect(first).toHaveTextContent('on board “Roadmap”');
    expect(first).toHaveTextContent('5 minutes ago');
    expect(first).toHaveAttribute('href', '/boards/board-1?card=c1');
    expect(within(items[2]!).getByRole('link')).not.toHaveTextContent('Unread');
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(selectUnreadCount(store.getState())).toBe(0);
    jest.useRealTimers();
  });

  it('marks an item read when it is opened', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<NotificationsButton />, {
      preloadedState: withInbox([item('n1')], true),
      routes: [{ path: '/boards/:boardId', element: <p>Board</p> }],
    });
    await user.click(screen.getByRole('link', { name: /assigned you to “Alpha”/ }));
    expect(store.getState().notifications!.byId.n1!.read).toBe(true);
    expect(await screen.findByText('Board')).toBeInTheDocument();
  });
});

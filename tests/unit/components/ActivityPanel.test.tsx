// The board header's Activity panel and the card's Activity section, by role: entries newest
// first with who, what and when; Revert for owners and editors only; the filter by person;
// Load more; user text shown as text.
import type { UnknownAction } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { makeStore } from '../../../src/app/store';
import { ACTIVITY_PAGE_SIZE, type ActivityEntry } from '../../../src/domain/activity';
import type { FieldChange } from '../../../src/domain/edit';
import {
  activityRevertRequested,
  activitySlice,
  initialActivityState,
} from '../../../src/features/activity';
import {
  activityAuthorFiltered,
  activityMoreRequested,
  activityPanelClosed,
  activityPanelOpened,
} from '../../../src/features/activity/activitySlice';
import { BoardHeader } from '../../../src/features/boardPage/BoardHeader';
import { CardDetailsDialog } from '../../../src/features/cardDetails/CardDetailsDialog';
import { boardScene } from '../boardFixtures';
import { ada, grace } from '../fixtures';
import { makeEntry } from '../activity/activityFixtures';

rootReducer.inject(activitySlice);

const NOW = Date.now();
const MINUTE = 60_000;
const rename: FieldChange[] = [
  { doc: 'card', id: 'c1', before: { title: 'alpha' }, after: { title: 'alpha by bob' } },
];

const entries: ActivityEntry[] = [
  makeEntry({ id: 'old', at: NOW - 5 * MINUTE, changes: rename }),
  makeEntry({
    id: 'new',
    at: NOW - 1_000,
    authorId: grace.uid,
    authorName: 'Grace Hopper',
    kind: 'commentAdd',
    subject: '<b>gamma</b>',
    field: null,
    before: null,
    after: null,
  }),
];

function scene(role: 'editor' | 'viewer', activity: Partial<typeof initialActivityState> = {}) {
  const { state, board } = boardScene({
    ownerId: grace.uid,
    members: [
      { uid: grace.uid, role: 'owner', name: 'Grace Hopper', email: 'grace@example.com' },
      { uid: ada.uid, role, name: 'Ada Lovelace', email: 'ada@example.com' },
    ],
  });
  const byId = Object.fromEntries(entries.map((entry) => [entry.id, entry]));
  const preloadedState: RootState = {
    ...state,
    session: { uid: ada.uid },
    activity: {
      ...initialActivityState,
      boardId: board.id,
      panelOpen: true,
      feed: { status: 'ready', error: null, byId },
      ...activity,
    },
  };
  return { board, preloadedState };
}

/** Renders `ui` with the app's store (sagas off), recording what it dispatches. */
function renderRecording(ui: ReactElement, preloadedState: RootState) {
  const store = makeStore(preloadedState, { runSagas: false });
  const dispatched: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    dispatched.push(action);
    return dispatch(action);
  }) as typeof store.dispatch;
  render(
    <AppProviders store={store}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: ui }])} />
    </AppProviders>,
  );
  return { store, dispatched, user: userEvent.setup() };
}

function renderHeader(role: 'editor' | 'viewer', activity = {}) {
  const { board, preloadedState } = scene(role, activity);
  return renderRecording(<BoardHeader board={board} />, preloadedState);
}

describe('the Activity panel', () => {
  it('opens from the header’s Activity button and closes again', async () => {
    const { user, dispatched } = renderHeader('editor', { panelOpen: false });
    expect(screen.queryByRole('region', { name: 'Activity' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activity' }));
    expect(dispatched).toContainEqual(activityPanelOpened());
    const panel = screen.getByRole('region', { name: 'Activity' });
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(dispatched).toContainEqual(activityPanelClosed());
    expect(screen.queryByRole('region', { name: 'Activity' })).not.toBeInTheDocument();
  });

  it('lists the entries newest first, with who, what and when, user text as text', () => {
    renderHeader('editor');
    const panel = screen.getByRole('region', { name: 'Activity' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Grace Hopper commented on “<b>gamma<\/b>”just now/),
      expect.stringMatching(/^Bob Editor renamed card “alpha” to “alpha by bob”5 minutes ago/),
    ]);
    expect(panel.querySelector('b')).toBeNull();
  });

  it('offers Revert to editors on entries that keep their edit, and dispatches it', async () => {
    const { user, dispatched } = renderHeader('editor');
    const panel = screen.getByRole('region', { name: 'Activity' });
    const reverts = within(panel).getAllByRole('button', { name: /^Revert/ });
    expect(reverts).toHaveLength(1);
    const [revert] = reverts as [HTMLElement];
    expect(revert).toHaveAccessibleName('Revert: renamed card “alpha” to “alpha by bob”');
    await user.click(revert);
    expect(dispatched).toContainEqual(activityRevertRequested({ entryId: 'old' }));
  });

  it('hides Revert from viewers', () => {
    renderHeader('viewer');
    const panel = screen.getByRole('region', { name: 'Activity' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    expect(within(panel).queryByRole('button', { name: /^Revert/ })).not.toBeInTheDocument();
  });

  it('filters by one of the board’s members', async () => {
    const { user, dispatched } = renderHeader('editor');
    const person = screen.getByRole('combobox', { name: 'Person' });
    expect(
      within(person)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Everyone', 'Grace Hopper', 'Ada Lovelace']);
    await user.selectOptions(person, 'Grace Hopper');
    expect(dispatched).toContainEqual(activityAuthorFiltered({ authorId: grace.uid }));
    expect(person).toHaveValue(grace.uid);
    await user.selectOptions(person, 'Everyone');
    expect(dispatched).toContainEqual(activityAuthorFiltered({ authorId: null }));
  });

  it('offers Load more only while the last page came back full', async () => {
    const full = Array.from({ length: ACTIVITY_PAGE_SIZE }, (_, i) =>
      makeEntry({ id: `e${i}`, at: NOW - i * MINUTE }),
    );
    const { user, dispatched } = renderHeader('editor', {
      feed: {
        status: 'ready',
        error: null,
        byId: Object.fromEntries(full.map((entry) => [entry.id, entry])),
      },
    });
    const panel = screen.getByRole('region', { name: 'Activity' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(ACTIVITY_PAGE_SIZE);
    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    expect(dispatched).toContainEqual(activityMoreRequested());
    // Two pages asked for, one came: there is no more.
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('has no Load more when fewer than a page came back', () => {
    renderHeader('editor');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('the card’s Activity section', () => {
  function renderCard(role: 'editor' | 'viewer') {
    const { preloadedState } = scene(role, {
      panelOpen: false,
      card: {
        cardId: 'c1',
        status: 'ready',
        error: null,
        byId: Object.fromEntries(entries.map((entry) => [entry.id, entry])),
      },
    });
    renderRecording(<CardDetailsDialog />, {
      ...preloadedState,
      modal: { open: 'cardDetails', subject: 'c1' },
    });
    return screen.getByRole('region', { name: 'Activity' });
  }

  it('shows the card’s entries newest first, with Revert for editors', () => {
    const section = renderCard('editor');
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Grace Hopper commented on “<b>gamma</b>”');
    expect(items[1]).toHaveTextContent('Bob Editor renamed card “alpha” to “alpha by bob”');
    expect(within(section).getAllByRole('button', { name: /^Revert/ })).toHaveLength(1);
  });

  it('shows them to viewers without Revert', () => {
    const section = renderCard('viewer');
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section).queryByRole('button', { name: /^Revert/ })).not.toBeInTheDocument();
  });
});

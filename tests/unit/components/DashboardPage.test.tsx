import type { UnknownAction } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import type { RootState } from '../../../src/app/rootReducer';
import { makeStore } from '../../../src/app/store';
import type { ColorKey } from '../../../src/domain/palette';
import { RequireAuth } from '../../../src/features/auth/RequireAuth';
import {
  boardColorChangeRequested,
  boardCreateRequested,
  boardDeleteRequested,
  boardRenameRequested,
  boardStarToggled,
  boardSummariesRetryRequested,
} from '../../../src/features/board/boardsSlice';
import { DashboardPage } from '../../../src/features/dashboard/DashboardPage';
import { boardLeaveRequested } from '../../../src/features/sharing/sharingSlice';
import { ada, signedInState, signedOutState } from '../fixtures';
import { renderWithStore } from '../renderWithStore';

/** The dashboard's boards as store state: ids in order, with titles, colours, stars, owners. */
function withBoards(
  boards: { id: string; title: string; color?: ColorKey; starred?: boolean; ownerId?: string }[],
  base: RootState = signedInState(
    ada,
    boards.map((board) => board.id),
  ),
): RootState {
  return {
    ...base,
    user: {
      ...base.user,
      record: {
        boards: boards.map((board) => board.id),
        starred: boards.filter((board) => board.starred).map((board) => board.id),
      },
    },
    boards: {
      ...base.boards,
      status: 'ready',
      summaries: Object.fromEntries(
        boards.map(({ id, title, color = 'blue', ownerId = ada.uid }) => [
          id,
          { id, ownerId, title, color, deleting: false, importedFrom: null },
        ]),
      ),
    },
  };
}

const threeBoards = [
  { id: 'groceries', title: 'Groceries', color: 'green' as const },
  { id: 'garden', title: 'Garden', color: 'lime' as const },
  { id: 'taxes', title: 'Taxes', color: 'red' as const, starred: true },
];

const signInRoutes: RouteObject[] = [
  { path: '/', element: <p>Landing</p> },
  { path: '/boards/:boardId', element: <p>Board page</p> },
];

function renderDashboard(preloadedState: RootState) {
  const user = userEvent.setup();
  const view = renderWithStore(
    <RequireAuth>
      <DashboardPage />
    </RequireAuth>,
    { preloadedState, route: '/dashboard', routes: signInRoutes },
  );
  return { user, ...view };
}

/**
 * Like renderWithStore, and also records every action the screen dispatches: the request
 * actions change no state (the sagas, off here, would handle them), so that is how to see them.
 */
function renderDashboardRecording(preloadedState: RootState, ui: ReactElement = <DashboardPage />) {
  const user = userEvent.setup();
  const store = makeStore(preloadedState, { runSagas: false });
  const dispatched: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    dispatched.push(action);
    return dispatch(action);
  }) as typeof store.dispatch;
  const router = createMemoryRouter([{ path: '/dashboard', element: ui }, ...signInRoutes], {
    initialEntries: ['/dashboard'],
  });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const requests = (type: string) => dispatched.filter((action) => action.type === type);
  return { user, store, router, dispatched, requests };
}

const dashboardHeading = { level: 1, name: 'Boards' } as const;
const boardList = () => screen.getByRole('list', { name: 'Your boards' });
const tileTitles = () =>
  within(boardList())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Dashboard page', () => {
  it('greets the signed-in person by name under the "Boards" heading', () => {
    renderDashboard(signedInState());

    expect(screen.getByRole('heading', dashboardHeading)).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Account: Ada Lovelace' }),
    ).toBeInTheDocument();
  });

  it('says "Offline" in the header once the server has been silent for 10 s', () => {
    const state = signedInState();
    renderDashboard({
      ...state,
      user: { ...state.user, fromCache: true },
      sync: { ...state.sync, serverSilent: true },
    });
    expect(within(screen.getByRole('banner')).getByRole('status')).toHaveTextContent('Offline');
  });

  it('says nothing while the record comes from the cache only and the server is not overdue', () => {
    const state = signedInState();
    renderDashboard({ ...state, user: { ...state.user, fromCache: true } });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows no offline badge once the server has answered', () => {
    renderDashboard(signedInState());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says why signing out failed, keeps the person signed in, and lets them dismiss it', async () => {
    const state = signedInState();
    const error = {
      code: 'auth/network-request-failed',
      text: 'We could not sign you out. Try again.',
    };
    const { user, store } = renderDashboard({ ...state, auth: { ...state.auth, error } });

    expect(screen.getByRole('alert')).toHaveTextContent('We could not sign you out. Try again.');
    await user.click(screen.getByRole('button', { name: /^Account/ }));
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeEnabled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().auth.error).toBeNull();
  });

  it('starts signing out when the person picks "Sign out" in the account menu', async () => {
    const { user, store } = renderDashboard(signedInState());

    const account = screen.getByRole('button', { name: 'Account: Ada Lovelace' });
    await user.click(account);
    expect(
      within(screen.getByRole('menu', { name: 'Account' })).getByText('Ada Lovelace'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    expect(store.getState().auth.pending).toBe('signingOut');
    expect(account).toHaveAttribute('aria-busy', 'true');
  });

  it('says there are no boards yet when the person has none, and offers to create one', async () => {
    const { user } = renderDashboard(withBoards([]));

    expect(screen.getByText('You have no boards yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your boards' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create board' }));
    expect(screen.getByRole('dialog', { name: 'Create board' })).toBeInTheDocument();
  });

  it('shows each board as a link in the person’s order, starred ones first', () => {
    renderDashboard(withBoards(threeBoards));

    expect(tileTitles()).toEqual(['Taxes', 'Groceries', 'Garden']);
    expect(screen.getByRole('link', { name: 'Groceries' })).toHaveAttribute(
      'href',
      '/boards/groceries',
    );
    expect(screen.getByRole('button', { name: 'Unstar Taxes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Star Garden' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByText('You have no boards yet.')).not.toBeInTheDocument();
  });

  it('opens a board from its tile', async () => {
    const { user } = renderDashboard(withBoards(threeBoards));

    await user.click(screen.getByRole('link', { name: 'Garden' }));

    expect(screen.getByText('Board page')).toBeInTheDocument();
  });

  it('gives every tile a star, rename, delete and move button named after the board', () => {
    renderDashboard(withBoards(threeBoards));

    for (const name of ['Star Garden', 'Rename Garden', 'Delete Garden', 'Move Garden']) {
      expect(within(boardList()).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('offers an editor or viewer of someone else’s board only Leave, never Rename or Delete', async () => {
    const { user, store, requests } = renderDashboardRecording(
      withBoards([
        { id: 'mine', title: 'Mine' },
        { id: 'shared', title: 'Shared', ownerId: 'someone-else' },
      ]),
    );

    expect(within(boardList()).getByRole('button', { name: 'Rename Mine' })).toBeInTheDocument();
    expect(within(boardList()).getByRole('button', { name: 'Delete Mine' })).toBeInTheDocument();
    expect(within(boardList()).queryByRole('button', { name: 'Leave Mine' })).toBeNull();
    expect(within(boardList()).queryByRole('button', { name: 'Rename Shared' })).toBeNull();
    expect(within(boardList()).queryByRole('button', { name: 'Delete Shared' })).toBeNull();

    await user.click(within(boardList()).getByRole('button', { name: 'Leave Shared' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave board?' });
    expect(dialog).toHaveTextContent('You will no longer see “Shared”.');
    await user.click(within(dialog).getByRole('button', { name: 'Leave board' }));

    expect(requests(boardLeaveRequested.type)).toEqual([
      boardLeaveRequested({ boardId: 'shared' }),
    ]);
    expect(store.getState().modal.open).toBeNull();
  });

  it('stars a board on request', async () => {
    const { user, requests } = renderDashboardRecording(withBoards(threeBoards));

    await user.click(screen.getByRole('button', { name: 'Star Garden' }));

    expect(requests(boardStarToggled.type)).toEqual([boardStarToggled({ boardId: 'garden' })]);
  });

  it('shows a neutral tile for a board whose title has not arrived yet', () => {
    const state = withBoards(threeBoards);
    renderDashboard({
      ...state,
      boards: { ...state.boards, status: 'loading', summaries: {} },
    });

    const tiles = within(boardList()).getAllByRole('listitem');
    expect(tiles).toHaveLength(3);
    expect(tiles[0]).toHaveAttribute('aria-busy', 'true');
    expect(within(boardList()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('filters the boards by name, says when none match, and pauses reordering meanwhile', async () => {
    const { user, store } = renderDashboard(withBoards(threeBoards));

    const filter = screen.getByRole('searchbox', { name: 'Filter boards by name' });
    await user.type(filter, 'GAR');
    expect(tileTitles()).toEqual(['Garden']);
    expect(store.getState().boards.filter).toBe('GAR');
    const handle = screen.getByRole('button', { name: 'Move Garden' });
    expect(handle).toHaveAttribute('aria-disabled', 'true');
    expect(handle).toHaveAttribute('title', 'Clear the filter to reorder boards');

    await user.clear(filter);
    await user.type(filter, 'zebra');
    expect(screen.getByText('No boards match “zebra”.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your boards' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(tileTitles()).toEqual(['Taxes', 'Groceries', 'Garden']);
    expect(screen.getByRole('button', { name: 'Move Garden' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says when the boards could not be loaded, and tries again on request', async () => {
    const loadFailed = {
      code: 'unavailable',
      text: 'You seem to be offline, so we could not reach your data. Try again once you are back online.',
    };
    const state = signedInState();
    const { user, store } = renderDashboard({
      ...state,
      user: { ...state.user, status: 'error', error: loadFailed },
    });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(loadFailed.text);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(store.getState().user.error).toBeNull();
  });

  it('says when the board titles could not be loaded, and asks for them again', async () => {
    const loadFailed = { code: 'permission-denied', text: 'We could not load your boards.' };
    const state = withBoards(threeBoards);
    const { user, requests } = renderDashboardRecording({
      ...state,
      boards: { ...state.boards, status: 'error', error: loadFailed },
    });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(loadFailed.text);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(requests(boardSummariesRetryRequested.type)).toHaveLength(1);
  });

  it('says quietly that the boards are loading while the record is on its way', () => {
    const state = signedInState();
    renderDashboard({ ...state, user: { ...state.user, record: null, status: 'loading' } });

    expect(screen.getByText('Loading your boards…')).toBeInTheDocument();
    expect(screen.queryByText('You have no boards yet.')).not.toBeInTheDocument();
  });

  it('says the account is not set up when the record is missing', () => {
    const state = signedInState();
    renderDashboard({ ...state, user: { ...state.user, record: null, status: 'missing' } });

    expect(screen.getByRole('alert')).toHaveTextContent('Your account is not set up yet.');
  });

  it('sends a signed-out visitor to the landing page', () => {
    renderDashboard(signedOutState);

    expect(screen.getByText('Landing')).toBeInTheDocument();
    expect(screen.queryByRole('heading', dashboardHeading)).not.toBeInTheDocument();
  });

  it('shows only a loading state while it is not yet known whether anyone is signed in', () => {
    renderDashboard({ ...signedOutState, auth: { ...signedOutState.auth, status: 'unknown' } });

    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', dashboardHeading)).not.toBeInTheDocument();
    expect(screen.queryByText('Landing')).not.toBeInTheDocument();
  });

  it('shows names and board titles that look like HTML as plain text', () => {
    const markup = '<img src=x onerror=alert(1)>';
    renderDashboard(
      withBoards(
        [{ id: 'b1', title: markup }],
        signedInState({ ...ada, displayName: markup }, ['b1']),
      ),
    );

    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: `Account: ${markup}` }),
    ).toBeInTheDocument();
    expect(within(boardList()).getByRole('link')).toHaveTextContent(markup);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('Create board dialog', () => {
  async function openCreate() {
    const view = renderDashboardRecording(withBoards(threeBoards));
    await view.user.click(screen.getByRole('button', { name: 'Create board' }));
    const dialog = screen.getByRole('dialog', { name: 'Create board' });
    const name = within(dialog).getByRole('textbox', { name: 'Board name' });
    return { ...view, dialog, name };
  }

  it('opens with the name field ready to type in and a colour chosen', async () => {
    const { dialog, name } = await openCreate();

    expect(name).toHaveFocus();
    const colours = within(within(dialog).getByRole('group', { name: 'Colour' })).getAllByRole(
      'radio',
    );
    expect(colours.length).toBeGreaterThan(3);
    expect(within(dialog).getByRole('radio', { name: 'Blue' })).toBeChecked();
  });

  it('refuses a name of only spaces, says why, and keeps what was typed', async () => {
    const { user, dialog, name, requests } = await openCreate();

    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const problem = within(dialog).getByRole('alert');
    expect(problem).toHaveTextContent('A board name can’t be empty or only spaces.');
    expect(name).toHaveValue('   ');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('A board name can’t be empty or only spaces.');
    expect(requests(boardCreateRequested.type)).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Create board' })).toBeInTheDocument();
  });

  it('refuses a name of 101 characters, says why, and keeps all of it', async () => {
    const { user, dialog, name, requests } = await openCreate();
    const tooLong = 'x'.repeat(101);

    await user.click(name);
    await user.paste(tooLong);
    await user.keyboard('{Enter}');

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A board name can be at most 100 characters (this one has 101).',
    );
    expect(name).toHaveValue(tooLong);
    expect(requests(boardCreateRequested.type)).toEqual([]);
  });

  it('asks for the board with the trimmed name and the chosen colour, and closes', async () => {
    const { user, dialog, name, store, requests } = await openCreate();

    await user.type(name, '  Launch plan  ');
    await user.click(within(dialog).getByRole('radio', { name: 'Green' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(requests(boardCreateRequested.type)).toEqual([
      boardCreateRequested({ title: 'Launch plan', color: 'green' }),
    ]);
    expect(store.getState().modal.open).toBeNull();
  });

  it('creates with Enter from the name field', async () => {
    const { user, name, requests } = await openCreate();

    await user.type(name, 'Reading{Enter}');

    expect(requests(boardCreateRequested.type)).toEqual([
      boardCreateRequested({ title: 'Reading', color: 'blue' }),
    ]);
  });
});

describe('Rename board dialog', () => {
  async function openRename(title: string) {
    const view = renderDashboardRecording(withBoards(threeBoards));
    await view.user.click(screen.getByRole('button', { name: `Rename ${title}` }));
    const dialog = screen.getByRole('dialog', { name: 'Rename board' });
    const name = within(dialog).getByRole('textbox', { name: 'Board name' });
    return { ...view, dialog, name };
  }

  it('starts from the board’s name and colour', async () => {
    const { dialog, name } = await openRename('Garden');

    expect(name).toHaveValue('Garden');
    expect(within(dialog).getByRole('radio', { name: 'Lime' })).toBeChecked();
  });

  it('asks for a new name only when only the name changed', async () => {
    const { user, dialog, name, store, requests } = await openRename('Garden');

    await user.clear(name);
    await user.type(name, 'Allotment');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(requests(boardRenameRequested.type)).toEqual([
      boardRenameRequested({ boardId: 'garden', title: 'Allotment' }),
    ]);
    expect(requests(boardColorChangeRequested.type)).toEqual([]);
    expect(store.getState().modal.open).toBeNull();
  });

  it('asks for a new colour only when only the colour changed', async () => {
    const { user, dialog, requests } = await openRename('Garden');

    await user.click(within(dialog).getByRole('radio', { name: 'Orange' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(requests(boardColorChangeRequested.type)).toEqual([
      boardColorChangeRequested({ boardId: 'garden', color: 'orange' }),
    ]);
    expect(requests(boardRenameRequested.type)).toEqual([]);
  });

  it('refuses an empty name and keeps the dialog open', async () => {
    const { user, dialog, name, requests } = await openRename('Garden');

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('can’t be empty');
    expect(requests(boardRenameRequested.type)).toEqual([]);
  });
});

describe('Delete board dialog', () => {
  it('names the board and deletes it only when confirmed', async () => {
    const { user, store, requests } = renderDashboardRecording(withBoards(threeBoards));

    await user.click(screen.getByRole('button', { name: 'Delete Groceries' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete board?' });
    expect(dialog).toHaveTextContent(
      '“Groceries” and all its lists and cards will be deleted. This can’t be undone.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Delete board' }));

    expect(requests(boardDeleteRequested.type)).toEqual([
      boardDeleteRequested({ boardId: 'groceries' }),
    ]);
    expect(store.getState().modal.open).toBeNull();
  });

  it('does nothing on Cancel', async () => {
    const { user, store, requests } = renderDashboardRecording(withBoards(threeBoards));

    await user.click(screen.getByRole('button', { name: 'Delete Taxes' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete board?' });
    expect(dialog).toHaveTextContent('“Taxes”');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(requests(boardDeleteRequested.type)).toEqual([]);
    expect(store.getState().modal.open).toBeNull();
  });
});

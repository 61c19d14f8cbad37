import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import type { RootState } from '../../../src/app/rootReducer';
import { makeStore } from '../../../src/app/store';
import { paths } from '../../../src/config/routes';
import { BoardPage } from '../../../src/features/boardPage/BoardPage';
import {
  boardLoadSlow,
  boardRetryRequested,
  boardSnapshotReceived,
  cardsSnapshotReceived,
  cardsRemoved,
  listsSnapshotReceived,
} from '../../../src/features/board/openBoardSlice';
import {
  cardAddRequested,
  cardRenameRequested,
  cardUpdateRequested,
} from '../../../src/features/cards/cardRequests';
import { listArchiveRequested } from '../../../src/features/lists/listRequests';
import { DRAG_INSTRUCTIONS } from '../../../src/features/boardPage/dragAnnouncements';
import { i18n } from '../../../src/i18n';
import { modalOpened } from '../../../src/features/modal';
import { BOARD_ID, boardScene, dashboardState } from '../boardFixtures';

/** The board page at /boards/:boardId with the app's store (sagas off), noting every action. */
function renderBoard(preloadedState: RootState, boardId = BOARD_ID) {
  const user = userEvent.setup();
  const store = makeStore(preloadedState, { runSagas: false });
  const actions: UnknownAction[] = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation((action) => {
    actions.push(action as UnknownAction);
    return dispatch(action);
  });
  const router = createMemoryRouter(
    [
      { path: paths.board, element: <BoardPage /> },
      { path: paths.dashboard, element: <h1>Dashboard</h1> },
    ],
    { initialEntries: [`/boards/${boardId}`] },
  );
  const { unmount } = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user, store, actions, unmount };
}

/** The controls inside an element, which a button must not hold (axe: nested-interactive). */
const controlsIn = (element: HTMLElement) =>
  element.querySelectorAll('a[href], button, input, select, textarea, [tabindex]');

const cardTitles = (list: HTMLElement) =>
  [...list.querySelectorAll('[data-card-id]')].map(
    (card) => card.querySelector('[data-card-title]')?.textContent,
  );

describe('Board page', () => {
  it('shows the open lists as columns and their cards in order, without archived ones', () => {
    renderBoard(boardScene().state);

    expect(screen.getByTestId('board')).toHaveAttribute('data-status', 'ready');
    expect(screen.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeInTheDocument();
    const columns = screen.getAllByRole('region').filter((el) => el.hasAttribute('data-list-id'));
    expect(columns.map((column) => column.getAttribute('aria-label'))).toEqual([
      'To do',
      'Doing',
      'Done',
    ]);
    const todo = screen.getByRole('region', { name: 'To do' });
    expect(cardTitles(todo)).toEqual(['Alpha one', 'Beta two', 'Alpha three']);
    expect(
      within(todo).getByRole('button', { name: 'Beta two' }).closest('[data-card-id]'),
    ).toHaveAttribute('data-card-id', 'c2');
    expect(cardTitles(screen.getByRole('region', { name: 'Doing' }))).toEqual(['Alpha four']);
    expect(screen.queryByText('Archived')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Old' })).not.toBeInTheDocument();
  });

  it('does not reset a board that is already open for this address', () => {
    const { actions } = renderBoard(boardScene().state);
    expect(actions.map((action) => action.type)).not.toContain('board/boardOpened');
  });

  it('shows only the cards that pass the filter', () => {
    const { state } = boardScene();
    renderBoard({
      ...state,
      board: { ...state.board, filter: { ...state.board.filter, text: 'alpha' } },
    });
    expect(cardTitles(screen.getByRole('region', { name: 'To do' }))).toEqual([
      'Alpha one',
      'Alpha three',
    ]);
    expect(screen.getByRole('button', { name: 'Clear filter' })).toBeInTheDocument();
  });

  it('quick add: Enter adds the card and keeps the composer open and empty for the next', async () => {
    const { user, actions } = renderBoard(boardScene().state);
    const doing = screen.getByRole('region', { name: 'Doing' });

    await user.click(within(doing).getByRole('button', { name: 'Add a card' }));
    const field = within(doing).getByRole('textbox', { name: 'Card title' });
    await user.type(field, '  Ship it  {Enter}');

    expect(actions).toContainEqual(cardAddRequested({ listId: 'l2', title: 'Ship it' }));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();

    await user.type(field, 'Next one{Enter}');
    expect(actions).toContainEqual(cardAddRequested({ listId: 'l2', title: 'Next one' }));

    await user.keyboard('{Escape}');
    expect(within(doing).queryByRole('textbox', { name: 'Card title' })).not.toBeInTheDocument();
    expect(within(doing).getByRole('button', { name: 'Add a card' })).toBeInTheDocument();
  });

  it('quick add refuses a blank title with a message and keeps what was typed', async () => {
    const { user, actions } = renderBoard(boardScene().state);
    const done = screen.getByRole('region', { name: 'Done' });

    await user.click(within(done).getByRole('button', { name: 'Add a card' }));
    const field = within(done).getByRole('textbox', { name: 'Card title' });
    await user.type(field, '   {Enter}');

    expect(within(done).getByRole('alert')).toHaveTextContent('can’t be empty');
    expect(field).toHaveValue('   ');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(actions.map((action) => action.type)).not.toContain(cardAddRequested.type);
  });

  it('says "Board not found" with a way back, for a missing board or someone else’s', async () => {
    const state = dashboardState();
    const { user } = renderBoard(
      {
        ...state,
        board: { ...state.board, boardId: 'gone', status: 'notFound' },
      },
      'gone',
    );

    expect(screen.getByTestId('board')).toHaveAttribute('data-status', 'notFound');
    expect(screen.getByRole('heading', { level: 1, name: 'Board not found' })).toBeInTheDocument();
    expect(screen.getByText('This board doesn’t exist, or it isn’t yours.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to your boards' }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('says the board was deleted, with a way back, when its owner deleted it while open', async () => {
    const state = dashboardState();
    const { user } = renderBoard(
      { ...state, board: { ...state.board, boardId: 'gone', status: 'deleted' } },
      'gone',
    );

    expect(screen.getByTestId('board')).toHaveAttribute('data-status', 'deleted');
    expect(
      screen.getByRole('heading', { level: 1, name: 'This board was deleted.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Board not found' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to your boards' }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('offers "Try again" when the board failed to load', async () => {
    const state = dashboardState();
    const error = { code: 'unavailable', text: 'We could not reach the server.' };
    const { user, store } = renderBoard({
      ...state,
      board: { ...state.board, boardId: BOARD_ID, status: 'error', error },
    });

    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(store.getState().board.status).toBe('loading');
  });

  it('says when the board takes too long to load, offers "Try again", and goes once it is ready', async () => {
    const { board, lists, cards } = boardScene();
    const state = dashboardState();
    const { user, store, actions } = renderBoard({
      ...state,
      board: { ...state.board, boardId: BOARD_ID, status: 'loading', slow: true },
    });

    expect(screen.getByRole('status')).toHaveTextContent(
      'This board is taking longer than usual to load.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(actions.map((action) => action.type)).toContain(boardRetryRequested.type);
    expect(store.getState().board).toMatchObject({ status: 'loading', slow: false });
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByText('Loading board…')).toBeInTheDocument();

    // Slow again, then everything arrives: the board replaces the message.
    act(() => {
      store.dispatch(boardLoadSlow());
    });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    act(() => {
      store.dispatch(boardSnapshotReceived({ board, pending: false, fromCache: false }));
      store.dispatch(
        listsSnapshotReceived({
          changes: lists.map((doc) => ({ type: 'upsert', doc, pending: false })),
          fromCache: false,
        }),
      );
      store.dispatch(
        cardsSnapshotReceived({
          changes: cards.map((doc) => ({ type: 'upsert', doc, pending: false })),
          fromCache: false,
        }),
      );
    });
    expect(store.getState().board).toMatchObject({ status: 'ready', slow: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeInTheDocument();
    expect(
      screen.queryByText('This board is taking longer than usual to load.'),
    ).not.toBeInTheDocument();
  });

  it('archived view: lists archived lists and cards, and restores them', async () => {
    const { user, actions } = renderBoard(boardScene().state);

    await user.click(screen.getByRole('button', { name: 'Board menu' }));
    const toggle = screen.getByRole('menuitemcheckbox', { name: 'Archived items' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Board menu' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Archived items' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.keyboard('{Escape}');

    const lists = screen.getByRole('list', { name: 'Archived lists' });
    expect(within(lists).getByText('Old')).toBeInTheDocument();
    await user.click(within(lists).getByRole('button', { name: 'Restore list Old' }));
    expect(actions).toContainEqual(listArchiveRequested({ listId: 'lA', archived: false }));

    const cards = screen.getByRole('list', { name: 'Archived cards' });
    expect(within(cards).getByText('Archived')).toBeInTheDocument();
    await user.click(within(cards).getByRole('button', { name: 'Restore card Archived' }));
    expect(actions).toContainEqual(
      cardUpdateRequested({ cardId: 'cA', patch: { archived: false } }),
    );

    await user.click(screen.getByRole('button', { name: 'Back to the lists' }));
    expect(screen.queryByRole('list', { name: 'Archived cards' })).not.toBeInTheDocument();
  });

  it('archived view says so when nothing is archived', async () => {
    const { board, lists, cards } = boardScene();
    const { state } = boardScene();
    const open = {
      ...state,
      board: {
        ...state.board,
        board,
        lists: Object.fromEntries(lists.filter((l) => !l.archived).map((l) => [l.id, l])),
        cards: Object.fromEntries(cards.filter((c) => !c.archived).map((c) => [c.id, c])),
      },
    };
    const { user } = renderBoard(open);
    await user.click(screen.getByRole('button', { name: 'Board menu' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Archived items' }));
    expect(screen.getByText(/Nothing is archived/)).toBeInTheDocument();
  });

  it('opens a card’s details on click and on Enter', async () => {
    const { user, actions } = renderBoard(boardScene().state);

    screen.getByRole('button', { name: 'Alpha one' }).focus();
    await user.keyboard('{Enter}');
    expect(actions).toContainEqual(modalOpened('cardDetails', 'c1'));

    await user.click(screen.getByRole('button', { name: 'Alpha four' }));
    expect(actions).toContainEqual(modalOpened('cardDetails', 'c4'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('closes a card’s details on Escape, giving focus back to its tile', async () => {
    const { user, store } = renderBoard(boardScene().state);
    // A dialog of the test before hands focus back a tick after it goes: let it, first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const tile = screen.getByRole('button', { name: 'Alpha one' });
    tile.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Alpha one' })).toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(store.getState().modal).toEqual({ open: null, subject: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(tile).toHaveFocus());
  });

  it('closes a card’s details when the card is deleted, and when the page goes away', async () => {
    const { user, store, unmount } = renderBoard(boardScene().state);
    await user.click(screen.getByRole('button', { name: 'Alpha one' }));
    expect(await screen.findByRole('dialog', { name: 'Alpha one' })).toBeInTheDocument();

    act(() => {
      store.dispatch(cardsRemoved(['c1']));
    });
    expect(store.getState().modal).toEqual({ open: null, subject: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Alpha four' }));
    expect(await screen.findByRole('dialog', { name: 'Alpha four' })).toBeInTheDocument();
    unmount();
    expect(store.getState().modal).toEqual({ open: null, subject: null });
  });

  it('renames a card in place: Enter saves, a blank title is refused and kept', async () => {
    const { user, actions } = renderBoard(boardScene().state);

    await user.click(screen.getByRole('button', { name: 'Rename card Beta two' }));
    const field = screen.getByRole('textbox', { name: 'Edit card title' });
    expect(field).toHaveValue('Beta two');
    await user.clear(field);
    await user.type(field, '  {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('can’t be empty');
    expect(field).toHaveValue('  ');

    await user.clear(field);
    await user.type(field, 'Beta 2{Enter}');
    expect(actions).toContainEqual(cardRenameRequested({ cardId: 'c2', title: 'Beta 2' }));
    expect(screen.queryByRole('textbox', { name: 'Edit card title' })).not.toBeInTheDocument();
    expect(actions.map((action) => action.type)).not.toContain(modalOpened.type);
  });

  it('asks before deleting a list, naming it and counting its cards', async () => {
    const { user } = renderBoard(boardScene().state);

    await user.click(screen.getByRole('button', { name: 'List actions for To do' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete list?' });
    expect(dialog).toHaveTextContent('“To do”');
    expect(dialog).toHaveTextContent('Its 4 cards go with it.');
  });

  it('puts a long list’s first 40 cards in the page, and more on request', async () => {
    const { state } = boardScene();
    const cards = { ...state.board.cards };
    for (let i = 0; i < 70; i++) {
      const id = `many-${String(i).padStart(2, '0')}`;
      cards[id] = {
        id,
        listId: 'l2',
        rank: `b${String(i).padStart(2, '0')}`,
        title: `Card ${i}`,
        description: '',
        labelIds: [],
        assigneeIds: [],
        due: null,
        dueComplete: false,
        checklist: [],
        archived: false,
        watcherIds: [],
      };
    }
    const { user } = renderBoard({ ...state, board: { ...state.board, cards } });
    const doing = screen.getByRole('region', { name: 'Doing' });
    expect(doing.querySelectorAll('[data-card-id]')).toHaveLength(40);
    await user.click(within(doing).getByRole('button', { name: /Showing 40 of 71 cards/ }));
    expect(doing.querySelectorAll('[data-card-id]')).toHaveLength(71);
    expect(within(doing).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('says a list is still loading its cards on a big board, and why a filter or count may be short', async () => {
    const { state } = boardScene();
    const { user } = renderBoard({
      ...state,
      board: {
        ...state.board,
        loaded: { board: true, lists: true, firstCards: true, cards: false },
        partialListIds: ['l1'],
      },
    });
    const toDo = screen.getByRole('region', { name: 'To do' });
    expect(toDo).toHaveTextContent('Loading more cards…');
    expect(screen.getByRole('region', { name: 'Doing' })).not.toHaveTextContent('Loading');

    await user.type(screen.getByRole('searchbox', { name: 'Filter cards' }), 'alpha');
    expect(screen.getByRole('search')).toHaveTextContent(
      'Still loading cards: these are the matches so far.',
    );

    await user.click(screen.getByRole('button', { name: 'List actions for To do' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete list?' });
    expect(dialog).toHaveTextContent('All its cards go with it.');
  });

  describe('drag handles hold no other control, and every control is reached by keyboard', () => {
    it('a card is one button (its drag handle, with the moving instructions), its rename beside it', async () => {
      const { user, actions } = renderBoard(boardScene().state);
      const todo = screen.getByRole('region', { name: 'To do' });

      const card = within(todo).getByRole('button', { name: 'Alpha one' });
      expect(card).toHaveAccessibleDescription(i18n._(DRAG_INSTRUCTIONS));
      expect(controlsIn(card)).toHaveLength(0);

      // Tab goes from the card to its rename button and its actions, then to the next card.
      card.focus();
      await user.tab();
      expect(within(todo).getByRole('button', { name: 'Rename card Alpha one' })).toHaveFocus();
      await user.tab();
      expect(
        within(todo).getByRole('button', { name: 'Card actions for Alpha one' }),
      ).toHaveFocus();
      await user.tab();
      expect(within(todo).getByRole('button', { name: 'Beta two' })).toHaveFocus();

      // Renaming by keyboard, and the focus is back on the card when the field goes.
      await user.keyboard('{Shift>}{Tab}{Tab}{/Shift}{Enter}');
      const field = within(todo).getByRole('textbox', { name: 'Edit card title' });
      expect(field).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(within(todo).queryByRole('textbox')).not.toBeInTheDocument();
      await waitFor(() =>
        expect(within(todo).getByRole('button', { name: 'Alpha one' })).toHaveFocus(),
      );
      expect(actions.map((action) => action.type)).not.toContain(modalOpened.type);
    });

    it('a list header: a "Move list" button holding no control, then the title (rename) and its actions', async () => {
      const { user } = renderBoard(boardScene().state);
      const doing = screen.getByRole('region', { name: 'Doing' });

      const handle = within(doing).getByRole('button', { name: 'Move list Doing' });
      expect(handle).toHaveAccessibleDescription(i18n._(DRAG_INSTRUCTIONS));
      expect(controlsIn(handle)).toHaveLength(0);

      handle.focus();
      await user.tab();
      const title = within(doing).getByRole('button', { name: 'Doing' });
      expect(title).toHaveFocus();
      await user.tab();
      expect(within(doing).getByRole('button', { name: 'List actions for Doing' })).toHaveFocus();

      await user.click(title);
      expect(within(doing).getByRole('textbox', { name: 'Edit list name' })).toHaveFocus();
    });
  });
});

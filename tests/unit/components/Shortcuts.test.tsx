// The board page's single-key shortcuts, by role: `?` lists them, `n` opens a list's quick add,
// `f` focuses the filter, and with a card open `w` watches it and `e` edits its title; none of
// them fires while typing or with a modifier held.
import type { UnknownAction } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import type { RootState } from '../../../src/app/rootReducer';
import { makeStore } from '../../../src/app/store';
import { paths } from '../../../src/config/routes';
import { BoardPage } from '../../../src/features/boardPage/BoardPage';
import { cardWatchToggled } from '../../../src/features/cards/watchingSaga';
import { BOARD_ID, boardScene } from '../boardFixtures';
import { ada } from '../fixtures';

function renderBoard({ openCard = false, viewer = false } = {}) {
  const scene = boardScene(
    viewer
      ? {
          ownerId: 'grace-uid',
          members: [{ uid: ada.uid, role: 'viewer', name: 'Ada', email: 'ada@example.com' }],
        }
      : {},
  );
  const state: RootState = {
    ...scene.state,
    modal: openCard ? { open: 'cardDetails', subject: 'c1' } : { open: null, subject: null },
  };
  const store = makeStore(state, { runSagas: false });
  const dispatched: UnknownAction[] = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation((action) => {
    dispatched.push(action as UnknownAction);
    return dispatch(action);
  });
  const router = createMemoryRouter([{ path: paths.board, element: <BoardPage /> }], {
    initialEntries: [`/boards/${BOARD_ID}`],
  });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), store, dispatched };
}

const list = (name: string) => screen.getByRole('region', { name });

describe('keyboard shortcuts on the board page', () => {
  it('? opens a dialog listing them, and Escape closes it', async () => {
    const { user } = renderBoard();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const [key, words] of [
      ['N', /Add a card/],
      ['F', /Filter cards/],
      ['/', /Search/],
      ['W', /Watch/],
      ['E', /Edit the open card/],
      ['Esc', /Close/],
    ] as const) {
      const row = within(dialog).getByRole('rowheader', { name: key }).closest('tr');
      expect(row).toHaveTextContent(words);
    }
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull(),
    );
  });

  it('n opens the quick add of the first list, empty, with the field focused', async () => {
    const { user } = renderBoard();
    await user.keyboard('n');
    const field = within(list('To do')).getByRole('textbox', { name: 'Card title' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');
    expect(within(list('Doing')).queryByRole('textbox', { name: 'Card title' })).toBeNull();
  });

  it('n opens the quick add of the list holding focus', async () => {
    const { user } = renderBoard();
    within(list('Doing')).getByRole('button', { name: 'Doing' }).focus();
    await user.keyboard('n');
    expect(within(list('Doing')).getByRole('textbox', { name: 'Card title' })).toHaveFocus();
    expect(within(list('To do')).queryByRole('textbox', { name: 'Card title' })).toBeNull();
  });

  it('never fires while typing, nor with a modifier held', async () => {
    const { user } = renderBoard();
    const filter = screen.getByRole('searchbox', { name: 'Filter cards' });
    await user.click(filter);
    await user.keyboard('n?');
    expect(filter).toHaveValue('n?');
    expect(screen.queryByRole('textbox', { name: 'Card title' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    filter.blur();
    await user.keyboard('{Control>}n{/Control}{Alt>}n{/Alt}{Shift>}N{/Shift}');
    expect(screen.queryByRole('textbox', { name: 'Card title' })).toBeNull();
  });

  it('f focuses the filter', async () => {
    const { user } = renderBoard();
    await user.keyboard('f');
    expect(screen.getByRole('searchbox', { name: 'Filter cards' })).toHaveFocus();
    expect(screen.getByRole('searchbox', { name: 'Filter cards' })).toHaveValue('');
  });

  it('with a card open, w watches it and e edits its title', async () => {
    const { user, dispatched } = renderBoard({ openCard: true });
    const dialog = await screen.findByRole('dialog', { name: 'Alpha one' });
    await user.keyboard('w');
    expect(dispatched).toContainEqual(cardWatchToggled({ cardId: 'c1', watching: true }));
    await user.keyboard('e');
    const title = within(dialog).getByRole('textbox', { name: 'Card title' });
    expect(title).toHaveFocus();
    expect(title).toHaveValue('Alpha one');
  });

  it('a viewer gets no quick add from n', async () => {
    const { user } = renderBoard({ viewer: true });
    await user.keyboard('n');
    expect(screen.queryByRole('textbox', { name: 'Card title' })).toBeNull();
  });
});

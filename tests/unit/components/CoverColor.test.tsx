// A card's colour cover, by role: the card details offer the palette's colours as pressed
// toggles, choosing one asks for the edit, and the tile shows the colour on top.
import type { UnknownAction } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import type { RootState } from '../../../src/app/rootReducer';
import { makeStore } from '../../../src/app/store';
import { paths } from '../../../src/config/routes';
import { BoardPage } from '../../../src/features/boardPage/BoardPage';
import { cardCoverColorRequested } from '../../../src/features/cards';
import { BOARD_ID, boardScene } from '../boardFixtures';

function renderBoard(openCard: boolean) {
  const { state } = boardScene();
  const c1 = state.board.cards.c1!;
  const preloaded: RootState = {
    ...state,
    board: {
      ...state.board,
      cards: { ...state.board.cards, c1: { ...c1, cover: { color: 'red' } } },
    },
    modal: openCard ? { open: 'cardDetails', subject: 'c1' } : { open: null, subject: null },
  };
  const store = makeStore(preloaded, { runSagas: false });
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
  return { user: userEvent.setup(), dispatched };
}

describe('a colour cover', () => {
  it('shows on the tile, in its colour', () => {
    renderBoard(false);
    const tile = document.querySelector('[data-card-id="c1"]')!;
    expect(tile.querySelector('[data-cover-color="red"]')).not.toBeNull();
    expect(document.querySelector('[data-card-id="c2"] .cover')).toBeNull();
  });

  it('is chosen in the card details: the current one pressed, another asked for', async () => {
    const { user, dispatched } = renderBoard(true);
    const dialog = await screen.findByRole('dialog', { name: 'Alpha one' });
    const cover = within(dialog).getByRole('group', { name: 'Cover' });
    expect(within(cover).getByRole('button', { name: 'Red cover' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(cover).getByRole('button', { name: 'No cover' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(within(cover).getByRole('button', { name: 'Green cover' }));
    expect(dispatched).toContainEqual(cardCoverColorRequested({ cardId: 'c1', color: 'green' }));
    await user.click(within(cover).getByRole('button', { name: 'No cover' }));
    expect(dispatched).toContainEqual(cardCoverColorRequested({ cardId: 'c1', color: null }));
  });
});

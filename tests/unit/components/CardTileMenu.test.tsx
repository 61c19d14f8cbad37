// A card tile's actions menu, by role: Open, Move…, Copy…, Copy link and Archive for an editor
// (Open and Copy link for a viewer), reachable from the keyboard.
import type { UnknownAction } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import { makeStore } from '../../../src/app/store';
import { CardTileMenu } from '../../../src/features/cards/CardTileMenu';
import { cardUpdateRequested } from '../../../src/features/cards/cardRequests';
import { modalOpened } from '../../../src/features/modal';
import { BOARD_ID } from '../boardFixtures';

function renderMenu(canEdit: boolean) {
  const store = makeStore(undefined, { runSagas: false });
  const dispatched: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    dispatched.push(action);
    return dispatch(action);
  }) as typeof store.dispatch;
  const ui = <CardTileMenu boardId={BOARD_ID} cardId="c1" title="Ship it" canEdit={canEdit} />;
  const router = createMemoryRouter([{ path: '/', element: ui }]);
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, dispatched, user: userEvent.setup() };
}

const trigger = () => screen.getByRole('button', { name: 'Card actions for Ship it' });
const items = () =>
  within(screen.getByRole('menu', { name: 'Actions for Ship it' }))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('the card tile’s menu', () => {
  it('offers an editor Open, Move…, Copy…, Copy link and Archive', async () => {
    const { user } = renderMenu(true);
    await user.click(trigger());
    expect(items()).toEqual(['Open', 'Move…', 'Copy…', 'Copy link', 'Archive']);
  });

  it('offers a viewer only Open and Copy link', async () => {
    const { user } = renderMenu(false);
    await user.click(trigger());
    expect(items()).toEqual(['Open', 'Copy link']);
  });

  it('is reached and used from the keyboard: Move… opens the Move dialog for the card', async () => {
    const { dispatched, user } = renderMenu(true);
    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Open' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Move…' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dispatched.filter(modalOpened.match).map((action) => action.payload)).toEqual([
      { id: 'moveCard', subject: 'c1' },
    ]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Copy… opens the Copy dialog, Archive archives, Escape closes and gives focus back', async () => {
    const { dispatched, user } = renderMenu(true);
    await user.click(trigger());
    await user.click(screen.getByRole('menuitem', { name: 'Copy…' }));
    await user.click(trigger());
    await user.click(screen.getByRole('menuitem', { name: 'Archive' }));
    expect(dispatched.filter(modalOpened.match).map((action) => action.payload)).toEqual([
      { id: 'copyCard', subject: 'c1' },
    ]);
    expect(dispatched.filter(cardUpdateRequested.match).map((action) => action.payload)).toEqual([
      { cardId: 'c1', patch: { archived: true } },
    ]);
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('Copy link copies the card’s address and says so', async () => {
    const { store, user } = renderMenu(true);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(trigger());
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/boards\/board-1\?card=c1$/));
    await waitFor(() =>
      expect(store.getState().notices.items.map((notice) => notice.text)).toEqual(['Link copied.']),
    );
  });
});

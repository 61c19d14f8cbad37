import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import { makeStore } from '../../../src/app/store';
import { CardDetailsDialog } from '../../../src/features/cardDetails/CardDetailsDialog';
import {
  BOARD_ID,
  dashboardState,
  makeBoard,
  makeCard,
  makeList,
  withOpenBoard,
} from '../boardFixtures';

function renderCard(role: 'owner' | 'viewer') {
  const board = makeBoard();
  const state = withOpenBoard(
    dashboardState(),
    role === 'owner'
      ? board
      : { ...board, members: board.members.map((member) => ({ ...member, role })) },
    [makeList('l1', 'a0', { title: 'To do' })],
    [makeCard('c 1', 'l1', 'a0', { title: 'Ship it' })],
  );
  const store = makeStore(
    { ...state, modal: { open: 'cardDetails', subject: 'c 1' } },
    {
      runSagas: false,
    },
  );
  const router = createMemoryRouter([{ path: '/', element: <CardDetailsDialog /> }]);
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('Copy link in the card details', () => {
  it('shows the address that opens this card, and copies it', async () => {
    const user = userEvent.setup();
    renderCard('owner');
    const expected = `${window.location.origin}/boards/${BOARD_ID}?card=c%201`;
    const link = screen.getByRole('link', { name: expected });
    expect(link).toHaveAttribute('href', `/boards/${BOARD_ID}?card=c%201`);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(expected);
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it('is offered to a viewer too', () => {
    renderCard('viewer');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\?card=c%201$/ })).toBeInTheDocument();
  });
});

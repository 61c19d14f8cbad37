import type { UnknownAction } from '@reduxjs/toolkit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import { rootReducer } from '../../../src/app/rootReducer';
import { makeStore } from '../../../src/app/store';
import { CardDetailsDialog } from '../../../src/features/cardDetails/CardDetailsDialog';
import {
  cardCopyRequested,
  cardMoveToPlaceRequested,
} from '../../../src/features/cards/cardRequests';
import {
  moveTargetLoaded,
  moveTargetRequested,
  moveTargetSlice,
} from '../../../src/features/cards/moveTargetSlice';
import {
  BOARD_ID,
  dashboardState,
  makeBoard,
  makeCard,
  makeList,
  summaryOf,
  withOpenBoard,
} from '../boardFixtures';

rootReducer.inject(moveTargetSlice);

function renderDetails() {
  const state = withOpenBoard(
    dashboardState({
      order: [BOARD_ID, 'b2'],
      summaries: [summaryOf(BOARD_ID, 'Roadmap'), summaryOf('b2', 'Work')],
    }),
    makeBoard({ cardCount: 3 }),
    [makeList('l1', 'a0', { title: 'To do' }), makeList('l2', 'a1', { title: 'Doing' })],
    [
      makeCard('c1', 'l1', 'a0', { title: 'Ship it' }),
      makeCard('c2', 'l2', 'a0'),
      makeCard('c3', 'l2', 'a1'),
    ],
  );
  const store = makeStore(
    { ...state, modal: { open: 'cardDetails', subject: 'c1' } },
    { runSagas: false },
  );
  const dispatched: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    dispatched.push(action);
    return dispatch(action);
  }) as typeof store.dispatch;
  const router = createMemoryRouter([{ path: '/', element: <CardDetailsDialog /> }]);
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, dispatched, user: userEvent.setup() };
}

describe('Move and Copy from the card details', () => {
  it('moves the card to another list of the board, at the place chosen', async () => {
    const { dispatched, user } = renderDetails();
    await user.click(screen.getByRole('button', { name: 'Move…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move card' });
    await user.selectOptions(within(dialog).getByLabelText('List'), 'Doing');
    await user.selectOptions(within(dialog).getByLabelText('Position'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(dispatched.filter(cardMoveToPlaceRequested.match).map((a) => a.payload)).toEqual([
      { cardId: 'c1', toBoardId: BOARD_ID, toListId: 'l2', toIndex: 1 },
    ]);
    // Back to the card.
    expect(await screen.findByRole('dialog', { name: 'Ship it' })).toBeInTheDocument();
  });

  it('copies the card to another board once its lists are read, with the title and choices given', async () => {
    const { store, dispatched, user } = renderDetails();
    await user.click(screen.getByRole('button', { name: 'Copy…' }));
    const dialog = screen.getByRole('dialog', { name: 'Copy card' });
    await user.selectOptions(within(dialog).getByLabelText('Board'), 'Work');
    expect(dispatched.filter(moveTargetRequested.match).map((a) => a.payload)).toEqual([
      { boardId: 'b2' },
    ]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Reading that board’s lists');
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeDisabled();
    act(() => {
      store.dispatch(
        moveTargetLoaded({
          boardId: 'b2',
          board: makeBoard({ id: 'b2', title: 'Work' }),
          lists: [makeList('w1', 'a0', { title: 'Inbox' })],
        }),
      );
    });
    expect(await within(dialog).findByRole('option', { name: 'Inbox' })).toBeInTheDocument();
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Ship it again');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Labels' }));
    await user.selectOptions(within(dialog).getByLabelText('Position'), 'Bottom');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(dispatched.filter(cardCopyRequested.match).map((a) => a.payload)).toEqual([
      {
        cardId: 'c1',
        toBoardId: 'b2',
        toListId: 'w1',
        toIndex: 1,
        title: 'Ship it again',
        labels: false,
        checklist: true,
      },
    ]);
  });
});

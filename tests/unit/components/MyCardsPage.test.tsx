// My cards by role: a region per group named for it, each card a link to its card on its
// board naming board and list; the done cards folded away; the page says it is open (its
// listeners run) only while it is shown; and the account menu leads to it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rootReducer } from '../../../src/app/rootReducer';
import { localDay } from '../../../src/domain/due';
import type { AssignedCard } from '../../../src/domain/myCards';
import { AccountMenu } from '../../../src/features/account';
import { MyCardsPage } from '../../../src/features/myCards/MyCardsPage';
import { initialMyCardsState, myCardsSlice } from '../../../src/features/myCards/myCardsSlice';
import { renderWithStore } from '../renderWithStore';
import { dashboardState, summaryOf } from '../boardFixtures';

rootReducer.inject(myCardsSlice);

const today = localDay(new Date());
const card = (
  boardId: string,
  cardId: string,
  title: string,
  extra: Partial<AssignedCard> = {},
) => ({
  boardId,
  cardId,
  listId: 'l1',
  title,
  due: null,
  dueTime: null,
  dueAt: null,
  dueComplete: false,
  archived: false,
  ...extra,
});

function renderPage() {
  const base = dashboardState({
    order: ['b1', 'b2'],
    summaries: [summaryOf('b1', 'Home'), summaryOf('b2', 'Work')],
  });
  return renderWithStore(<MyCardsPage />, {
    route: '/my-cards',
    preloadedState: {
      ...base,
      myCards: {
        ...initialMyCardsState,
        boards: {
          b1: {
            cards: [card('b1', 'c1', 'Water plants', { due: today })],
            listTitles: { l1: 'Doing' },
            fromCache: true,
          },
          b2: {
            cards: [
              card('b2', 'c2', 'Plan offsite'),
              card('b2', 'c3', 'Filed taxes', { due: '2026-01-05', dueComplete: true }),
            ],
            listTitles: { l1: 'Next' },
            fromCache: false,
          },
        },
      },
    },
    routes: [{ path: '/boards/:boardId', element: <p>A board</p> }],
  });
}

describe('My cards', () => {
  it('lists the cards by group, each naming its board and list, and opens one on its board', async () => {
    const user = userEvent.setup();
    const { router, store } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My cards' })).toBeInTheDocument();
    expect(store.getState().myCards?.open).toBe(true);

    const todayGroup = screen.getByRole('region', { name: 'Today (1)' });
    expect(within(todayGroup).getByText(/Home · Doing/)).toBeInTheDocument();
    const noDate = screen.getByRole('region', { name: 'No date (1)' });
    expect(within(noDate).getByText(/Work · Next/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Overdue/ })).not.toBeInTheDocument();
    // Done cards are folded away, under their own summary.
    expect(screen.getByText('Done (1)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Filed taxes', hidden: true })).not.toBeVisible();

    await user.click(within(todayGroup).getByRole('link', { name: 'Water plants' }));
    expect(router.state.location.pathname).toBe('/boards/b1');
    expect(router.state.location.search).toBe('?card=c1');
    expect(store.getState().myCards?.open).toBe(false);
  });

  it('is one item of the account menu, which every header holds', async () => {
    const user = userEvent.setup();
    const { router } = renderWithStore(<AccountMenu />, {
      preloadedState: dashboardState(),
      routes: [{ path: '/my-cards', element: <p>My cards here</p> }],
    });
    await user.click(screen.getByRole('button', { name: /Account/ }));
    await user.click(screen.getByRole('menuitem', { name: 'My cards' }));
    expect(router.state.location.pathname).toBe('/my-cards');
  });
});

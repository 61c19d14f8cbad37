// The board's views and the table view by role (issue 33 §1): the Board / Table / Calendar tabs
// and the address, the grid's rows (the filter applied, archived cards left out), sorting by a
// column, moving by keyboard, editing a cell in place (the board's own card requests), and
// rendering only the rows in view on a 5,000-card board, and the later ones once scrolled.
import type { UnknownAction } from '@reduxjs/toolkit';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import type { RootState } from '../../../src/app/rootReducer';
import { makeStore } from '../../../src/app/store';
import { paths } from '../../../src/config/routes';
import type { CustomField } from '../../../src/domain/customFields';
import type { Card } from '../../../src/domain/types';
import { BoardPage } from '../../../src/features/boardPage/BoardPage';
import { cardMoveRequested, cardRenameRequested } from '../../../src/features/cards';
import { BOARD_ID, boardScene, makeCard } from '../boardFixtures';

const ESTIMATE: CustomField = {
  id: 'estimate',
  name: 'Estimate',
  type: 'number',
  showOnTile: false,
  options: {},
  rank: 'a0',
};

function renderBoard(view: string | null, extraCards: Card[] = []) {
  const { state } = boardScene({ customFields: [ESTIMATE] });
  const c2 = state.board.cards.c2!;
  const preloaded: RootState = {
    ...state,
    board: {
      ...state.board,
      cards: {
        ...state.board.cards,
        c2: { ...c2, fieldValues: { estimate: 3 } },
        ...Object.fromEntries(extraCards.map((card) => [card.id, card])),
      },
    },
  };
  const store = makeStore(preloaded, { runSagas: false });
  const dispatched: UnknownAction[] = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation((action) => {
    dispatched.push(action as UnknownAction);
    return dispatch(action);
  });
  const address = `/boards/${BOARD_ID}${view ? `?view=${view}` : ''}`;
  const router = createMemoryRouter([{ path: paths.board, element: <BoardPage /> }], {
    initialEntries: [address],
  });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), dispatched, router };
}

/** The table, once its code has loaded (slow on a busy machine the first time). */
const findGrid = () => screen.findByRole('grid', { name: 'Cards' }, { timeout: 20_000 });

/** The titles of the grid's rows, top to bottom. */
const titles = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[0]!.textContent);

jest.setTimeout(40_000);

describe('the board’s views', () => {
  it('shows the tab the address names, and a tab changes the address', async () => {
    const { user, router } = renderBoard('table');
    const tabs = screen.getByRole('tablist', { name: 'Views of the board' });
    expect(within(tabs).getByRole('tab', { name: 'Table' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await findGrid()).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Board' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();

    // Arrow keys move between the tabs and choose as they go.
    within(tabs).getByRole('tab', { name: 'Board' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(router.state.location.search).toBe('?view=calendar');
    expect(within(tabs).getByRole('tab', { name: 'Calendar' })).toHaveFocus();
  });
});

describe('the table view', () => {
  it('lists the shown cards in board order, with their list and custom fields', async () => {
    renderBoard('table');
    const grid = await findGrid();
    expect(grid).toHaveAttribute('aria-rowcount', '5');
    expect(titles(grid)).toEqual(['Alpha one', 'Beta two', 'Alpha three', 'Alpha four']);
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Title',
      'List',
      'Labels',
      'Assignees',
      'Start',
      'Due',
      'Estimate',
    ]);
    const beta = within(grid).getAllByRole('row')[2]!;
    expect(
      within(beta)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['Beta two', 'To do', '', '', '', '', '3']);
  });

  it('sorts by a column, ascending then descending, the sort kept in the address', async () => {
    const { user, router } = renderBoard('table');
    const grid = await findGrid();
    await user.click(within(grid).getByRole('button', { name: 'Title' }));
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'ascending');
    expect(titles(grid)).toEqual(['Alpha four', 'Alpha one', 'Alpha three', 'Beta two']);
    expect(router.state.location.search).toBe('?view=table&sort=title&dir=asc');
    await user.click(within(grid).getByRole('button', { name: /Title/ }));
    expect(router.state.location.search).toBe('?view=table&sort=title&dir=desc');
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'descending');
    expect(titles(grid)).toEqual(['Beta two', 'Alpha three', 'Alpha one', 'Alpha four']);
  });

  it('opens sorted as a link says', async () => {
    renderBoard('table&sort=title&dir=desc');
    const grid = await findGrid();
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'descending');
    expect(titles(grid)).toEqual(['Beta two', 'Alpha three', 'Alpha one', 'Alpha four']);
  });

  it('moves by arrow keys and renames a card in its cell; Escape cancels', async () => {
    const { user, dispatched } = renderBoard('table');
    const grid = await findGrid();
    within(grid).getByRole('button', { name: 'Title' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(grid).getAllByRole('gridcell', { name: 'Beta two' })[0]).toHaveFocus();

    await user.keyboard('{Enter}');
    const editor = within(grid).getByRole('textbox', { name: 'Title of Beta two' });
    await user.clear(editor);
    await user.type(editor, 'Gamma{Escape}');
    expect(dispatched.filter(cardRenameRequested.match)).toEqual([]);
    expect(within(grid).getAllByRole('gridcell', { name: 'Beta two' })[0]).toHaveFocus();

    await user.keyboard('{Enter}');
    const again = within(grid).getByRole('textbox', { name: 'Title of Beta two' });
    await user.clear(again);
    await user.type(again, 'Gamma{Enter}');
    expect(dispatched.filter(cardRenameRequested.match).map((action) => action.payload)).toEqual([
      { cardId: 'c2', title: 'Gamma' },
    ]);
  });

  it('moves a card to another list from its List cell, to that list’s end', async () => {
    const { user, dispatched } = renderBoard('table');
    const grid = await findGrid();
    await user.dblClick(within(grid).getAllByRole('gridcell', { name: 'To do' })[0]!);
    await user.selectOptions(
      within(grid).getByRole('combobox', { name: 'List of Alpha one' }),
      'Doing',
    );
    await user.keyboard('{Enter}');
    expect(dispatched.filter(cardMoveRequested.match).map((action) => action.payload)).toEqual([
      { cardId: 'c1', toListId: 'l2', toIndex: 1 },
    ]);
  });

  it('renders only the rows in view of a 5,000-card board', async () => {
    const many = Array.from({ length: 5000 }, (_, index) =>
      makeCard(`m${index}`, 'l3', `b${String(index).padStart(5, '0')}`),
    );
    renderBoard('table', many);
    const grid = await findGrid();
    expect(grid).toHaveAttribute('aria-rowcount', '5005');
    expect(within(grid).getAllByRole('row').length).toBeLessThan(60);
  });

  it('renders the later rows once scrolled to them, and only a window of those', async () => {
    const many = Array.from({ length: 5000 }, (_, index) =>
      makeCard(`m${index}`, 'l3', `b${String(index).padStart(5, '0')}`),
    );
    renderBoard('table', many);
    const grid = await findGrid();
    const rowIndexes = () =>
      within(grid)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(Math.max(...rowIndexes())).toBeLessThan(60);

    // jsdom has no layout: the scroll position is stated, then the scroll event sent.
    Object.defineProperty(grid, 'scrollTop', { configurable: true, value: 3000 * 40 });
    fireEvent.scroll(grid);
    const shown = rowIndexes();
    // Row 3,000 (aria-rowindex counts the header as 1) is at the top of the view.
    expect(shown).toContain(3002);
    expect(Math.min(...shown)).toBeGreaterThan(2950);
    expect(shown.length).toBeLessThan(60);
    expect(within(grid).queryByRole('gridcell', { name: 'Card m0' })).not.toBeInTheDocument();
  });
});

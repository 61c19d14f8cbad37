// Search by role: the headers' Search button and its shortcut (Ctrl+K anywhere, `/` outside a
// text field) open the dialog named Search, whose box (a combobox) controls a listbox of the
// cards found; arrows move, Enter opens the board with the card's details.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { initialModalState } from '../../../src/features/modal';
import { SearchButton } from '../../../src/features/search';
import { initialSearchState, searchSlice } from '../../../src/features/search/searchSlice';
import type { SearchHit } from '../../../src/domain/search';
import { renderWithStore } from '../renderWithStore';
import { dashboardState } from '../boardFixtures';

rootReducer.inject(searchSlice);

const hit = (boardId: string, cardId: string, title: string, extra: Partial<SearchHit> = {}) => ({
  boardId,
  cardId,
  title,
  boardTitle: `Board ${boardId}`,
  listTitle: 'To do',
  matchedIn: ['title' as const],
  ...extra,
});

function Page() {
  return (
    <>
      <SearchButton />
      <input aria-label="Notes" />
    </>
  );
}

function renderSearch(state: Partial<RootState> = {}) {
  return renderWithStore(<Page />, {
    preloadedState: { ...dashboardState(), ...state },
    routes: [{ path: '/boards/:boardId', element: <p>A board</p> }],
  });
}

describe('Search', () => {
  it('opens from its button, named Search, and from Ctrl+K, with the box focused', async () => {
    const user = userEvent.setup();
    const { store } = renderSearch();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();

    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
    expect(dialog).toContainElement(screen.getByRole('listbox', { name: 'Cards found' }));

    await user.keyboard('{Escape}');
    expect(store.getState().modal.open).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(store.getState().modal.open).toBe('search');
  });

  it('opens with `/` outside a text field only', async () => {
    const user = userEvent.setup();
    const { store } = renderSearch();
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('/');
    expect(store.getState().modal.open).toBeNull();

    act(() => screen.getByRole('textbox', { name: 'Notes' }).blur());
    await user.keyboard('/');
    expect(store.getState().modal.open).toBe('search');
  });

  it('does not take the place of another open dialog', async () => {
    const user = userEvent.setup();
    const { store } = renderSearch({ modal: { open: 'cardDetails', subject: 'c1' } });
    await user.keyboard('{Control>}k{/Control}');
    expect(store.getState().modal).toEqual({ open: 'cardDetails', subject: 'c1' });
  });

  it('shows the cards found with their board and list; arrows move, Enter opens the card', async () => {
    const user = userEvent.setup();
    const { store, router } = renderSearch({
      modal: { ...initialModalState, open: 'search' },
      search: {
        ...initialSearchState,
        query: 'plan',
        answered: 'plan',
        hits: [
          hit('b1', 'c1', 'Plan the garden'),
          hit('b2', 'c2', 'Launch', { matchedIn: ['description'] }),
        ],
      },
    });
    const box = await screen.findByRole('combobox');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Plan the gardenBoard b1 › To do',
      'LaunchBoard b2 › To do · in description',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 cards found.');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);

    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/boards/b2');
    expect(router.state.location.search).toBe('?card=c2');
    expect(store.getState().modal.open).toBeNull();
  });

  it('keeps what is typed in the store, for the saga to search', async () => {
    const user = userEvent.setup();
    const { store } = renderSearch({ modal: { ...initialModalState, open: 'search' } });
    await user.type(await screen.findByRole('combobox'), 'quin');
    expect(store.getState().search?.query).toBe('quin');
  });
});

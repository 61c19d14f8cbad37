// Template cards, by role: the card details' Template toggle asks for the mark, a template's
// tile carries its badge and stays shown whatever the filter, and a list's "From template"
// opens a dialog that asks for a copy of the chosen template under the title typed.
import type { UnknownAction } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import type { RootState } from '../../../src/app/rootReducer';
import { makeStore } from '../../../src/app/store';
import { paths } from '../../../src/config/routes';
import { BoardPage } from '../../../src/features/boardPage/BoardPage';
import { cardFromTemplateRequested, cardTemplateToggled } from '../../../src/features/cards';
import { BOARD_ID, boardScene } from '../boardFixtures';

function renderBoard(openCard: string | null, filterText = '') {
  const { state } = boardScene();
  const c2 = state.board.cards.c2!;
  const preloaded: RootState = {
    ...state,
    board: {
      ...state.board,
      cards: { ...state.board.cards, c2: { ...c2, title: 'Bug report', template: true } },
      filter: { ...state.board.filter, text: filterText },
    },
    modal: openCard ? { open: 'cardDetails', subject: openCard } : { open: null, subject: null },
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

describe('template cards', () => {
  it('show a Template badge, and stay in place when the filter matches other cards', () => {
    renderBoard(null, 'Alpha');
    const tile = document.querySelector<HTMLElement>('[data-card-id="c2"]')!;
    expect(tile).toHaveAttribute('data-template', 'true');
    expect(within(tile).getByText('Template')).toBeInTheDocument();
    expect(document.querySelector('[data-card-id="c1"] .template-badge')).toBeNull();
  });

  it('are marked in the card details by the Make template toggle', async () => {
    const { user, dispatched } = renderBoard('c1');
    const dialog = await screen.findByRole('dialog', { name: 'Alpha one' }, { timeout: 10_000 });
    const toggle = within(dialog).getByRole('button', { name: 'Make template' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(dispatched).toContainEqual(cardTemplateToggled({ cardId: 'c1', template: true }));
  });

  it('are copied from a list’s From template, under the title typed', async () => {
    const { user, dispatched } = renderBoard(null);
    const list = document.querySelector<HTMLElement>('[data-list-id="l2"]')!;
    await user.click(within(list).getByRole('button', { name: 'From template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card from a template' });
    expect(within(dialog).getByRole('combobox', { name: 'Template' })).toHaveValue('c2');
    const title = within(dialog).getByRole('textbox', { name: 'Card title' });
    expect(title).toHaveValue('Bug report');
    await user.clear(title);
    await user.type(title, 'Login fails');
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(dispatched).toContainEqual(
      cardFromTemplateRequested({ listId: 'l2', templateId: 'c2', title: 'Login fails' }),
    );
  });
});

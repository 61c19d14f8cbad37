// Custom fields by role (issue 32 §1): the Custom fields dialog (add, rename, show on tiles,
// delete after saying how many cards hold a value), the card details' section, and the chips
// on the tiles.
import type { UnknownAction } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import type { RootState } from '../../../src/app/rootReducer';
import { makeStore } from '../../../src/app/store';
import { paths } from '../../../src/config/routes';
import type { CustomField } from '../../../src/domain/customFields';
import { BoardPage } from '../../../src/features/boardPage/BoardPage';
import { cardFieldValueRequested, customFieldsChangeRequested } from '../../../src/features/cards';
import type { ModalId } from '../../../src/features/modal/modalSlice';
import { BOARD_ID, boardScene } from '../boardFixtures';

const PRIORITY: CustomField = {
  id: 'priority',
  name: 'Priority',
  type: 'dropdown',
  showOnTile: true,
  options: {
    high: { name: 'High', color: 'red', rank: 'a0' },
    low: { name: 'Low', color: 'green', rank: 'a1' },
  },
  rank: 'a0',
};
const NOTES: CustomField = {
  id: 'notes',
  name: 'Notes',
  type: 'text',
  showOnTile: false,
  options: {},
  rank: 'a1',
};

function renderBoard(modal: { open: ModalId; subject: string } | null) {
  const { state } = boardScene({ customFields: [PRIORITY, NOTES] });
  const c1 = state.board.cards.c1!;
  const preloaded: RootState = {
    ...state,
    board: {
      ...state.board,
      cards: { ...state.board.cards, c1: { ...c1, fieldValues: { priority: 'high' } } },
    },
    modal: modal ?? { open: null, subject: null },
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

const fieldsAsked = (dispatched: UnknownAction[]) =>
  dispatched.filter(customFieldsChangeRequested.match).map((action) => action.payload.fields);

describe('the Custom fields dialog', () => {
  it('adds a field by name and type', async () => {
    const { user, dispatched } = renderBoard({ open: 'customFields', subject: BOARD_ID });
    const dialog = await screen.findByRole('dialog', { name: 'Custom fields' });
    await user.type(within(dialog).getByRole('textbox', { name: 'New field’s name' }), 'Size');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'New field’s type' }),
      'Number',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    const [fields] = fieldsAsked(dispatched);
    expect(fields?.map((field) => [field.name, field.type])).toEqual([
      ['Priority', 'dropdown'],
      ['Notes', 'text'],
      ['Size', 'number'],
    ]);
  });

  it('shows a field on tiles, and asks before deleting, with the cards holding a value', async () => {
    const { user, dispatched } = renderBoard({ open: 'customFields', subject: BOARD_ID });
    const dialog = await screen.findByRole('dialog', { name: 'Custom fields' });
    const notes = within(dialog).getByRole('listitem', { name: 'Notes' });
    await user.click(within(notes).getByRole('checkbox', { name: 'Show on card front' }));
    expect(fieldsAsked(dispatched)[0]?.[1]).toEqual({ ...NOTES, showOnTile: true });

    const priority = within(dialog).getByRole('listitem', { name: 'Priority' });
    await user.click(within(priority).getByRole('button', { name: 'Delete' }));
    const confirm = within(priority).getByRole('group', { name: 'Delete Priority?' });
    expect(confirm).toHaveTextContent('1 card holds a value of it');
    await user.click(within(confirm).getByRole('button', { name: 'Delete field' }));
    expect(fieldsAsked(dispatched)[1]).toEqual([NOTES]);
  });

  it('adds an option to a dropdown', async () => {
    const { user, dispatched } = renderBoard({ open: 'customFields', subject: BOARD_ID });
    const dialog = await screen.findByRole('dialog', { name: 'Custom fields' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'New option of Priority' }),
      'Medium',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    const options = Object.values(fieldsAsked(dispatched)[0]?.[0]?.options ?? {});
    expect(options.map((option) => option.name)).toEqual(['High', 'Low', 'Medium']);
  });
});

describe('custom fields on a card', () => {
  it('the tile shows the fields shown on tiles as chips', () => {
    renderBoard(null);
    const tile = document.querySelector('[data-card-id="c1"]')!;
    expect(tile).toHaveTextContent('Priority: High');
    expect(document.querySelector('[data-card-id="c2"] .field-chip')).toBeNull();
  });

  it('card details set a dropdown and a text field', async () => {
    const { user, dispatched } = renderBoard({ open: 'cardDetails', subject: 'c1' });
    const dialog = await screen.findByRole('dialog', { name: 'Alpha one' }, { timeout: 10_000 });
    const section = within(dialog).getByRole('region', { name: 'Custom fields' });
    const priority = within(section).getByRole('combobox', { name: 'Priority' });
    expect(priority).toHaveValue('high');
    await user.selectOptions(priority, 'Low');
    await user.type(within(section).getByRole('textbox', { name: 'Notes' }), 'Ask Bob{Enter}');
    expect(dispatched.filter(cardFieldValueRequested.match).map((a) => a.payload)).toEqual([
      { cardId: 'c1', fieldId: 'priority', value: 'low' },
      { cardId: 'c1', fieldId: 'notes', value: 'Ask Bob' },
    ]);
  });
});

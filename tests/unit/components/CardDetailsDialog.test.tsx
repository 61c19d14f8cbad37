import type { UnknownAction } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import type { RootState } from '../../../src/app/rootReducer';
import { makeStore } from '../../../src/app/store';
import { localDay } from '../../../src/domain/due';
import { LIMITS } from '../../../src/domain/limits';
import type { Card, Label } from '../../../src/domain/types';
import {
  boardPatched,
  cardsRemoved,
  cardUpserted,
  descriptionChosen,
} from '../../../src/features/board/openBoardSlice';
import {
  boardLabelsChangeRequested,
  cardDeleteRequested,
  cardRenameRequested,
  cardUpdateRequested,
} from '../../../src/features/cards/cardRequests';
import { CardDetailsDialog } from '../../../src/features/cardDetails/CardDetailsDialog';
import { dashboardState, makeBoard, makeCard, makeList, withOpenBoard } from '../boardFixtures';

const HOSTILE_TITLE = '<img src=x onerror=alert(1)>';
const CLOSED = { open: null, subject: null };

const labels: Label[] = [
  { id: 'bug', name: 'Bug', color: 'red' },
  { id: 'green', name: '', color: 'green' },
  { id: 'ux', name: 'UX', color: 'purple' },
];

function scene(cardOverrides: Partial<Card> = {}): RootState {
  const card = makeCard('c1', 'l1', 'a0', {
    title: HOSTILE_TITLE,
    description: 'First line\nSecond line <b>not bold</b>',
    // "gone" was a label of the board once: it must not show.
    labelIds: ['bug', 'gone'],
    checklist: [
      { id: 'i1', text: 'Buy milk', done: true },
      { id: 'i2', text: 'Call Bob', done: false },
      { id: 'i3', text: 'Write report', done: false },
    ],
    ...cardOverrides,
  });
  const state = withOpenBoard(
    dashboardState(),
    makeBoard({ labels, cardCount: 1 }),
    [makeList('l1', 'a0', { title: 'To do' })],
    [card],
  );
  return { ...state, modal: { open: 'cardDetails', subject: 'c1' } };
}

/**
 * Renders the dialog with the app's store (sagas off) and records what it dispatches. Request
 * actions are also applied the way the sagas apply them at once, so the screen follows.
 */
function renderDialog(preloadedState: RootState = scene()) {
  const user = userEvent.setup();
  const store = makeStore(preloadedState, { runSagas: false });
  const dispatched: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    dispatched.push(action);
    const result = dispatch(action);
    const cards = store.getState().board.cards;
    if (cardUpdateRequested.match(action)) {
      const card = cards[action.payload.cardId];
      if (card) dispatch(cardUpserted({ ...card, ...action.payload.patch }));
    } else if (cardRenameRequested.match(action)) {
      const card = cards[action.payload.cardId];
      if (card) dispatch(cardUpserted({ ...card, title: action.payload.title }));
    } else if (boardLabelsChangeRequested.match(action)) {
      dispatch(boardPatched({ labels: action.payload.labels }));
    } else if (cardDeleteRequested.match(action)) {
      dispatch(cardsRemoved([action.payload.cardId]));
    }
    return result;
  }) as typeof store.dispatch;
  const router = createMemoryRouter([{ path: '/', element: <CardDetailsDialog /> }]);
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const requests = (type: string) =>
    dispatched.filter((action) => action.type === type) as (UnknownAction & {
      payload: unknown;
    })[];
  const dialog = () => screen.getByRole('dialog');
  return { user, store, dispatched, requests, dialog };
}

describe('CardDetailsDialog', () => {
  it('is closed while no card is open', () => {
    const state = scene();
    renderDialog({ ...state, modal: CLOSED });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the title and description as text, never as HTML', () => {
    const { dialog } = renderDialog();

    expect(screen.getByRole('dialog', { name: HOSTILE_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: HOSTILE_TITLE })).toHaveTextContent(HOSTILE_TITLE);
    expect(dialog().querySelector('img, b')).toBeNull();
    expect(within(dialog()).getByText('in list To do')).toBeInTheDocument();
    const description = within(dialog()).getByText(/First line/);
    expect(description.textContent).toBe('First line\nSecond line <b>not bold</b>');
    expect(getComputedStyle(description).whiteSpace).toBe('pre-wrap');
  });

  it('invites a description when there is none', () => {
    renderDialog(scene({ description: '' }));

    expect(screen.getByText('Add a more detailed description…')).toBeInTheDocument();
  });

  it('closes itself when the card disappears (deleted in another tab)', async () => {
    const { store } = renderDialog();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    act(() => {
      store.dispatch(cardsRemoved(['c1']));
    });

    expect(store.getState().modal).toEqual(CLOSED);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when its subject names no card', () => {
    const state = scene();
    const { store } = renderDialog({ ...state, modal: { open: 'cardDetails', subject: 'nope' } });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().modal).toEqual(CLOSED);
  });

  it('closes with the Close button', async () => {
    const { user, store } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(store.getState().modal).toEqual(CLOSED);
  });

  describe('title', () => {
    it('renames on Enter, and refuses a blank title keeping the text', async () => {
      const { user, requests } = renderDialog();

      await user.click(screen.getByRole('button', { name: 'Edit title' }));
      const field = screen.getByRole('textbox', { name: 'Card title' });
      await user.clear(field);
      await user.type(field, '   {Enter}');

      expect(screen.getByRole('alert')).toHaveTextContent('A card title can’t be empty');
      expect(field).toHaveValue('   ');
      expect(requests(cardRenameRequested.type)).toHaveLength(0);

      await user.type(field, 'Plan the trip{Enter}');

      expect(requests(cardRenameRequested.type).map((action) => action.payload)).toEqual([
        { cardId: 'c1', title: 'Plan the trip' },
      ]);
      expect(screen.getByRole('dialog', { name: 'Plan the trip' })).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Card title' })).not.toBeInTheDocument();
    });

    it('reverts on Escape without closing the dialog', async () => {
      const { user, requests, store } = renderDialog();

      await user.click(screen.getByRole('button', { name: 'Edit title' }));
      await user.type(screen.getByRole('textbox', { name: 'Card title' }), ' changed{Escape}');

      expect(requests(cardRenameRequested.type)).toHaveLength(0);
      expect(store.getState().modal).toEqual({ open: 'cardDetails', subject: 'c1' });
      expect(screen.getByRole('button', { name: 'Edit title' })).toHaveFocus();
    });
  });

  describe('description', () => {
    it('refuses a description over the limit with a message and keeps the text', async () => {
      const { user, requests } = renderDialog(scene({ description: '' }));

      await user.click(screen.getByRole('button', { name: 'Edit description' }));
      const field = screen.getByRole('textbox', { name: 'Description' });
      const tooLong = 'x'.repeat(LIMITS.description + 1);
      await user.click(field);
      await user.paste(tooLong);

      expect(screen.getByText('10,001 / 10,000')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(screen.getByRole('alert')).toHaveTextContent(
        'A description can be at most 10,000 characters (this one has 10,001).',
      );
      expect(field).toHaveValue(tooLong);
      expect(requests(cardUpdateRequested.type)).toHaveLength(0);

      await user.type(field, '{Backspace}');
      expect(screen.getByText('10,000 / 10,000')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(requests(cardUpdateRequested.type).map((action) => action.payload)).toEqual([
        {
          cardId: 'c1',
          patch: { description: 'x'.repeat(LIMITS.description) },
          descriptionBase: '',
        },
      ]);
      expect(screen.queryByRole('textbox', { name: 'Description' })).not.toBeInTheDocument();
    });

    it('leaves the editor on Escape without closing the dialog', async () => {
      const { user, store } = renderDialog();

      await user.click(screen.getByRole('button', { name: 'Edit description' }));
      await user.keyboard('{Escape}');

      expect(screen.queryByRole('textbox', { name: 'Description' })).not.toBeInTheDocument();
      expect(store.getState().modal).toEqual({ open: 'cardDetails', subject: 'c1' });
    });

    it('shows no counter far from the limit, and Cancel keeps the old text', async () => {
      const { user, requests } = renderDialog();

      await user.click(screen.getByRole('button', { name: 'Edit description' }));
      await user.type(screen.getByRole('textbox', { name: 'Description' }), ' more');

      expect(screen.queryByText(/\/ 10,000/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));

      expect(requests(cardUpdateRequested.type)).toHaveLength(0);
      expect(screen.getByText(/First line/).textContent).toBe(
        'First line\nSecond line <b>not bold</b>',
      );
    });
  });

  describe('a description changed elsewhere while it was edited', () => {
    it('saves with the text the editor opened with, whatever arrived meanwhile', async () => {
      const { user, store, requests } = renderDialog(scene({ description: 'Draft' }));

      await user.click(screen.getByRole('button', { name: 'Edit description' }));
      const card = store.getState().board.cards.c1!;
      act(() => void store.dispatch(cardUpserted({ ...card, description: 'Theirs' })));
      const field = screen.getByRole('textbox', { name: 'Description' });
      await user.clear(field);
      await user.type(field, 'Mine');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(requests(cardUpdateRequested.type).map((action) => action.payload)).toEqual([
        { cardId: 'c1', patch: { description: 'Mine' }, descriptionBase: 'Draft' },
      ]);
    });

    it('shows both versions and lets the person keep either', async () => {
      const state = scene({ description: 'Theirs' });
      const conflict = { cardId: 'c1', mine: 'Mine', theirs: 'Theirs' };
      const { user, requests } = renderDialog({
        ...state,
        board: { ...state.board, descriptionConflict: conflict },
      });

      const choice = screen.getByRole('group', { name: /changed this description/ });
      expect(within(choice).getByRole('figure', { name: 'Your version' })).toHaveTextContent(
        'Mine',
      );
      expect(within(choice).getByRole('figure', { name: 'The other version' })).toHaveTextContent(
        'Theirs',
      );
      expect(screen.queryByRole('button', { name: 'Edit description' })).not.toBeInTheDocument();

      await user.click(within(choice).getByRole('button', { name: 'Keep my version' }));

      expect(requests(descriptionChosen.type).map((action) => action.payload)).toEqual([
        { cardId: 'c1', text: 'Mine' },
      ]);
      expect(screen.queryByRole('group', { name: /changed/ })).not.toBeInTheDocument();
    });
  });

  describe('labels', () => {
    it('toggles the board’s labels on the card, ignoring ids the board no longer has', async () => {
      const { user, requests } = renderDialog();

      expect(screen.getByRole('button', { name: 'Bug' })).toHaveAttribute('aria-pressed', 'true');
      // A label without a name goes by its colour.
      const green = screen.getByRole('button', { name: 'green label' });
      expect(green).toHaveAttribute('aria-pressed', 'false');
      const toggles = within(screen.getByRole('region', { name: 'Labels' }))
        .getAllByRole('button')
        .filter((button) => button.hasAttribute('aria-pressed'));
      expect(toggles.map((button) => button.getAttribute('aria-label'))).toEqual([
        'Bug',
        'green label',
        'UX',
      ]);

      await user.click(green);

      expect(requests(cardUpdateRequested.type).map((action) => action.payload)).toEqual([
        { cardId: 'c1', patch: { labelIds: ['bug', 'green'] } },
      ]);
      expect(green).toHaveAttribute('aria-pressed', 'true');

      await user.click(screen.getByRole('button', { name: 'Bug' }));

      expect(requests(cardUpdateRequested.type)[1]?.payload).toEqual({
        cardId: 'c1',
        patch: { labelIds: ['green'] },
      });
    });

    it('adds, renames and deletes the board’s labels', async () => {
      const { user, requests } = renderDialog();

      await user.click(screen.getByRole('button', { name: 'Edit labels' }));
      await user.type(screen.getByRole('textbox', { name: 'New label name' }), 'Urgent');
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'New label colour' }),
        'Orange',
      );
      await user.click(screen.getByRole('button', { name: 'Add label' }));

      const added = requests(boardLabelsChangeRequested.type)[0]?.payload as { labels: Label[] };
      expect(added.labels.slice(0, 3)).toEqual(labels);
      expect(added.labels[3]).toEqual({ id: expect.any(String), name: 'Urgent', color: 'orange' });
      expect(screen.getByRole('button', { name: 'Urgent' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'New label name' })).toHaveValue('');

      const greenName = screen.getByRole('textbox', { name: 'Label 2 name' });
      await user.type(greenName, 'Done{Enter}');
      expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Delete label Bug' }));
      await user.click(screen.getByRole('button', { name: 'Delete Bug' }));

      expect(screen.queryByRole('button', { name: 'Bug' })).not.toBeInTheDocument();
      const last = requests(boardLabelsChangeRequested.type).at(-1)?.payload as {
        labels: Label[];
      };
      expect(last.labels.map((label) => label.name)).toEqual(['Done', 'UX', 'Urgent']);
    });

    it('refuses a label name over 40 characters and keeps it', async () => {
      const { user, requests } = renderDialog();

      await user.click(screen.getByRole('button', { name: 'Edit labels' }));
      const field = screen.getByRole('textbox', { name: 'New label name' });
      await user.type(field, 'n'.repeat(41));
      await user.click(screen.getByRole('button', { name: 'Add label' }));

      expect(screen.getByRole('alert')).toHaveTextContent('at most 40 characters');
      expect(field).toHaveValue('n'.repeat(41));
      expect(requests(boardLabelsChangeRequested.type)).toHaveLength(0);
    });
  });

  describe('due date', () => {
    it('sets, shows as overdue, and removes the due date', async () => {
      const { user, requests } = renderDialog();
      const field = screen.getByLabelText('Due date', { selector: 'input' });
      expect(field).toHaveValue('');

      fireEvent.change(field, { target: { value: '2001-02-03' } });

      expect(requests(cardUpdateRequested.type).map((action) => action.payload)).toEqual([
        { cardId: 'c1', patch: { due: '2001-02-03' } },
      ]);
      expect(screen.getByText('Overdue')).toBeInTheDocument();
      expect(screen.getByText('Due Feb 3, 2001')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Remove due date' }));

      expect(requests(cardUpdateRequested.type)[1]?.payload).toEqual({
        cardId: 'c1',
        patch: { due: null },
      });
      expect(field).toHaveValue('');
      expect(screen.getByText('No due date')).toBeInTheDocument();
    });

    it('has no Done box until the card has a due date', () => {
      renderDialog();

      expect(screen.queryByRole('checkbox', { name: 'Done' })).not.toBeInTheDocument();
    });

    it('marks the due date done: never overdue, shown complete; and not done again', async () => {
      const { user, requests } = renderDialog(scene({ due: '2001-02-03' }));
      const section = screen.getByRole('region', { name: 'Due date' });
      const done = within(section).getByRole('checkbox', { name: 'Done' });
      expect(done).not.toBeChecked();
      expect(within(section).getByText('Overdue')).toBeInTheDocument();

      await user.click(done);

      expect(requests(cardUpdateRequested.type).map((action) => action.payload)).toEqual([
        { cardId: 'c1', patch: { dueComplete: true } },
      ]);
      expect(done).toBeChecked();
      expect(within(section).getByText('Complete')).toBeInTheDocument();
      expect(within(section).queryByText('Overdue')).not.toBeInTheDocument();

      await user.click(done);

      expect(requests(cardUpdateRequested.type)[1]?.payload).toEqual({
        cardId: 'c1',
        patch: { dueComplete: false },
      });
      expect(done).not.toBeChecked();
      expect(within(section).getByText('Overdue')).toBeInTheDocument();
    });

    it('removing a done due date clears its Done too, in the same change', async () => {
      const { user, requests } = renderDialog(scene({ due: '2001-02-03', dueComplete: true }));

      await user.click(screen.getByRole('button', { name: 'Remove due date' }));

      expect(requests(cardUpdateRequested.type).map((action) => action.payload)).toEqual([
        { cardId: 'c1', patch: { due: null, dueComplete: false } },
      ]);
      expect(screen.queryByRole('checkbox', { name: 'Done' })).not.toBeInTheDocument();
      expect(screen.getByText('No due date')).toBeInTheDocument();
    });

    it('a viewer reads whether the due date is done, with nothing to change', () => {
      const state = scene({ due: '2001-02-03', dueComplete: true });
      const board = state.board.board!;
      renderDialog({
        ...state,
        board: {
          ...state.board,
          board: {
            ...board,
            ownerId: 'someone-else',
            members: [
              { uid: 'someone-else', role: 'owner', name: 'Sam', email: 'sam@example.com' },
              { uid: board.ownerId, role: 'viewer', name: 'Ada', email: 'ada@example.com' },
            ],
          },
        },
      });

      const due = screen.getByRole('region', { name: 'Due date' });
      expect(due).toHaveTextContent('Feb 3, 2001 (done)');
      expect(screen.queryByRole('checkbox', { name: 'Done' })).not.toBeInTheDocument();
    });

    it('says a card due today is due soon', () => {
      renderDialog(scene({ due: localDay(new Date()) }));

      expect(screen.getByText('Due soon')).toBeInTheDocument();
      expect(screen.getByLabelText('Due date', { selector: 'input' })).toHaveValue(
        localDay(new Date()),
      );
    });
  });

  describe('checklist', () => {
    it('shows progress and ticks an item off', async () => {
      const { user, requests } = renderDialog();

      expect(screen.getByText('1 of 3')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Checklist progress' })).toHaveAttribute(
        'aria-valuenow',
        '1',
      );

      await user.click(screen.getByRole('checkbox', { name: 'Call Bob' }));

      expect(requests(cardUpdateRequested.type).map((action) => action.payload)).toEqual([
        {
          cardId: 'c1',
          patch: {
            checklist: [
              { id: 'i1', text: 'Buy milk', done: true },
              { id: 'i2', text: 'Call Bob', done: true },
              { id: 'i3', text: 'Write report', done: false },
            ],
          },
        },
      ]);
      expect(screen.getByRole('checkbox', { name: 'Call Bob' })).toBeChecked();
      expect(screen.getByText('2 of 3')).toBeInTheDocument();
    });

    it('adds items with Enter and keeps the field open, refusing a blank one', async () => {
      const { user, requests } = renderDialog();
      const field = screen.getByRole('textbox', { name: 'Add an item' });

      await user.type(field, 'Pack bags{Enter}');
      await user.type(field, 'Book hotel{Enter}');

      expect(field).toHaveValue('');
      expect(field).toHaveFocus();
      const sent = requests(cardUpdateRequested.type).at(-1)?.payload as {
        patch: { checklist: Card['checklist'] };
      };
      expect(sent.patch.checklist.map((item) => item.text)).toEqual([
        'Buy milk',
        'Call Bob',
        'Write report',
        'Pack bags',
        'Book hotel',
      ]);
      expect(new Set(sent.patch.checklist.map((item) => item.id)).size).toBe(5);
      expect(screen.getByText('1 of 5')).toBeInTheDocument();

      await user.type(field, '   {Enter}');
      expect(screen.getByRole('alert')).toHaveTextContent('A checklist item can’t be empty.');
      expect(requests(cardUpdateRequested.type)).toHaveLength(2);
    });

    it('deletes and edits an item', async () => {
      const { user } = renderDialog();

      await user.click(screen.getByRole('button', { name: 'Delete item Buy milk' }));
      expect(screen.queryByRole('checkbox', { name: 'Buy milk' })).not.toBeInTheDocument();
      expect(screen.getByText('0 of 2')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Edit item Call Bob' }));
      const field = screen.getByRole('textbox', { name: 'Item text' });
      await user.clear(field);
      await user.type(field, 'Call Alice{Enter}');

      expect(screen.getByRole('checkbox', { name: 'Call Alice' })).toBeInTheDocument();
    });
  });

  describe('actions', () => {
    it('archives and restores the card', async () => {
      const { user, requests } = renderDialog();

      await user.click(screen.getByRole('button', { name: 'Archive' }));
      expect(screen.getByText('This card is archived.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Restore' }));

      expect(requests(cardUpdateRequested.type).map((action) => action.payload)).toEqual([
        { cardId: 'c1', patch: { archived: true } },
        { cardId: 'c1', patch: { archived: false } },
      ]);
    });

    it('deletes the card only after a confirmation in the dialog', async () => {
      const { user, requests, store } = renderDialog();

      await user.click(screen.getByRole('button', { name: 'Delete card' }));
      const confirm = screen.getByRole('group', {
        name: 'Delete this card? Undo brings it back until you leave the board.',
      });
      expect(requests(cardDeleteRequested.type)).toHaveLength(0);
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();

      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(confirm).not.toBeInTheDocument();
      expect(requests(cardDeleteRequested.type)).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Delete card' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));

      expect(requests(cardDeleteRequested.type).map((action) => action.payload)).toEqual([
        { cardId: 'c1' },
      ]);
      expect(store.getState().modal).toEqual(CLOSED);
    });
  });
});

// Mentions and watching in the card details and the board header, by role: the @ picker in
// the comment box and the description editor offers the board's members only; Watch, Watch
// board and Mute board are toggle buttons whose pressed state is the signed-in person's.
import type { UnknownAction } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import type { RootState } from '../../../src/app/rootReducer';
import { makeStore } from '../../../src/app/store';
import type { Board, Card } from '../../../src/domain/types';
import { boardPatched, cardPatched } from '../../../src/features/board/openBoardSlice';
import { boardWatchToggled, cardWatchToggled } from '../../../src/features/cards/watchingSaga';
import { withId as withUid } from '../../../src/domain/personalEdit';
import { BoardWatchButtons } from '../../../src/features/boardPage/BoardWatchButtons';
import { CardDetailsDialog } from '../../../src/features/cardDetails/CardDetailsDialog';
import { dashboardState, makeBoard, makeCard, makeList, withOpenBoard } from '../boardFixtures';
import { ada } from '../fixtures';

const MEMBERS: Board['members'] = [
  { uid: ada.uid, role: 'owner', name: 'Ada Owner', email: 'ada@example.com' },
  { uid: 'bob-uid', role: 'editor', name: 'Bob Editor', email: 'bob@example.com' },
  { uid: 'vi-uid', role: 'viewer', name: 'Vi Viewer', email: 'vi@example.com' },
];

function scene(card: Partial<Card> = {}, board: Partial<Board> = {}): RootState {
  const state = withOpenBoard(
    dashboardState(),
    makeBoard({ members: MEMBERS, cardCount: 1, ...board }),
    [makeList('l1', 'a0', { title: 'To do' })],
    [makeCard('c1', 'l1', 'a0', { title: 'Ship it', ...card })],
  );
  return { ...state, modal: { open: 'cardDetails', subject: 'c1' } };
}

/** The app's store (sagas off), recording requests; a watch toggle is applied as the saga would. */
function renderWith(element: React.ReactElement, preloaded: RootState) {
  const store = makeStore(preloaded, { runSagas: false });
  const dispatched: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    dispatched.push(action);
    const result = dispatch(action);
    const { board, cards } = store.getState().board;
    if (cardWatchToggled.match(action)) {
      const { cardId, watching } = action.payload;
      const watcherIds = withUid(cards[cardId]!.watcherIds, ada.uid, watching);
      dispatch(cardPatched({ id: cardId, patch: { watcherIds } }));
    }
    if (boardWatchToggled.match(action)) {
      const { field, on } = action.payload;
      dispatch(boardPatched({ [field]: withUid(board![field], ada.uid, on) }));
    }
    return result;
  }) as typeof store.dispatch;
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), store, dispatched };
}

describe('the @ picker in card details', () => {
  it('in a comment: @bo offers Bob Editor; ArrowDown and Enter insert his token', async () => {
    const { user, dispatched } = renderWith(<CardDetailsDialog />, scene());
    const field = screen.getByRole('textbox', { name: 'Write a comment' }) as HTMLTextAreaElement;
    await user.type(field, 'Thanks @bo');
    const listbox = screen.getByRole('listbox', { name: 'Mention someone' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bob Editor']);
    expect(screen.getByRole('combobox', { name: 'Write a comment' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    // The box shows his name; what is sent keeps the token.
    expect(field.value).toBe('Thanks @Bob Editor ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');
    const sent = dispatched.find((action) => action.type === 'comments/commentAddRequested') as
      { payload: { text: string } } | undefined;
    expect(sent?.payload.text).toBe('Thanks @[Bob Editor](bob-uid)');
  });

  it('Escape closes the picker only: the text stays and the dialog stays open', async () => {
    const { user } = renderWith(<CardDetailsDialog />, scene());
    const field = screen.getByRole('textbox', { name: 'Write a comment' }) as HTMLTextAreaElement;
    await user.type(field, 'Ping @vi');
    expect(screen.getByRole('option', { name: 'Vi Viewer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field.value).toBe('Ping @vi');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers members only: someone who is not a member is never offered', async () => {
    const { user } = renderWith(<CardDetailsDialog />, scene());
    const field = screen.getByRole('textbox', { name: 'Write a comment' });
    await user.type(field, '@');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Ada Owner',
      'Bob Editor',
      'Vi Viewer',
    ]);
    await user.type(field, 'mallory');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('in the description editor, a click on an option inserts the mention', async () => {
    const { user } = renderWith(<CardDetailsDialog />, scene({ description: '' }));
    await user.click(screen.getByRole('button', { name: 'Edit description' }));
    const field = screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
    await user.type(field, 'Owner: @ad');
    await user.click(screen.getByRole('option', { name: 'Ada Owner' }));
    expect(field.value).toBe('Owner: @Ada Owner ');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveFocus();
  });
});

describe('the Watch toggles', () => {
  it('Watch on card details is pressed while the signed-in person watches the card', async () => {
    const { user, dispatched } = renderWith(<CardDetailsDialog />, scene());
    const watch = screen.getByRole('button', { name: 'Watch' });
    expect(watch).toHaveAttribute('aria-pressed', 'false');
    await user.click(watch);
    expect(dispatched).toContainEqual(cardWatchToggled({ cardId: 'c1', watching: true }));
    // Said in words too: "Watching" (the tick beside it is not read out).
    const watching = screen.getByRole('button', { name: 'Watching' });
    expect(watching).toHaveAttribute('aria-pressed', 'true');
    expect(watching).toHaveTextContent('✓Watching');
    await user.click(watching);
    expect(dispatched).toContainEqual(cardWatchToggled({ cardId: 'c1', watching: false }));
    expect(screen.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a card someone else watches as not watched by me', () => {
    renderWith(<CardDetailsDialog />, scene({ watcherIds: ['bob-uid'] }));
    expect(screen.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('Watch board and Mute board toggle the board’s lists for me', async () => {
    const state = scene({}, { mutedBy: [ada.uid] });
    const board = state.board.board!;
    const close = jest.fn();
    const { user, dispatched } = renderWith(
      <ul role="menu">
        <BoardWatchButtons board={board} close={close} />
      </ul>,
      state,
    );
    const watch = screen.getByRole('menuitemcheckbox', { name: 'Watch board' });
    const mute = screen.getByRole('menuitemcheckbox', { name: 'Mute board' });
    expect(watch).toHaveAttribute('aria-checked', 'false');
    expect(mute).toHaveAttribute('aria-checked', 'true');
    await user.click(watch);
    await user.click(mute);
    expect(dispatched).toEqual([
      boardWatchToggled({ field: 'watcherIds', on: true }),
      boardWatchToggled({ field: 'mutedBy', on: false }),
    ]);
    expect(close).toHaveBeenCalledTimes(2);
  });
});

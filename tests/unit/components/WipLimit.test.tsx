// A list's limit on screen (issue 32 §4): its header counts "3 / 5", and a list over its limit
// says so in words as well as colour; the list's menu opens the limit's dialog, which sets it.
import { DndContext } from '@dnd-kit/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import type { BoardList } from '../../../src/domain/types';
import { ListColumn, WipLimitDialog, listWipLimitRequested } from '../../../src/features/lists';
import { boardScene } from '../boardFixtures';
import { renderWithStore } from '../renderWithStore';

const scene = (l1: Partial<BoardList>): RootState => {
  const state = rootReducer(boardScene().state, { type: '@@test/init' });
  const lists = { ...state.board.lists, l1: { ...state.board.lists.l1!, ...l1 } };
  return { ...state, board: { ...state.board, lists } };
};

const column = (state: RootState) =>
  renderWithStore(
    <DndContext>
      <ListColumn listId="l1" />
      <WipLimitDialog />
    </DndContext>,
    { preloadedState: state },
  );

describe('a list’s limit in its header', () => {
  it('shows the open cards against the limit, in words for screen readers too', () => {
    column(scene({ wipLimit: 5 }));
    const list = screen.getByRole('region', { name: 'To do' });
    expect(within(list).getByText('3 / 5')).toBeInTheDocument();
    expect(within(list).getByText('3 of at most 5 cards')).toBeInTheDocument();
    expect(list).not.toHaveAttribute('data-over-limit');
  });

  it('marks a list over its limit, in colour and in words', () => {
    column(scene({ wipLimit: 2 }));
    const list = screen.getByRole('region', { name: 'To do' });
    expect(within(list).getByText('3 / 2')).toBeInTheDocument();
    expect(within(list).getByText('3 cards, over the limit of 2')).toBeInTheDocument();
    expect(list).toHaveAttribute('data-over-limit', 'true');
  });

  it('shows no count on a list without a limit', () => {
    column(scene({}));
    const list = screen.getByRole('region', { name: 'To do' });
    expect(within(list).queryByText(/\d+ \/ \d+/)).toBeNull();
  });

  it('is set from the list’s menu: a number and strict, checked before it is sent', async () => {
    const user = userEvent.setup();
    const { store } = column(scene({}));
    const dispatched: unknown[] = [];
    const dispatch = store.dispatch;
    store.dispatch = ((action: unknown) => {
      dispatched.push(action);
      return dispatch(action as never);
    }) as typeof store.dispatch;
    await user.click(screen.getByRole('button', { name: 'List actions for To do' }));
    await user.click(screen.getByRole('menuitem', { name: 'Set limit…' }));
    const dialog = await screen.findByRole('dialog', { name: 'List limit' });
    const field = within(dialog).getByRole('spinbutton');
    await user.type(field, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(/whole number from 1 to 999/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '2');
    await user.click(within(dialog).getByRole('checkbox', { name: /Strict/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(dispatched).toContainEqual(
      listWipLimitRequested({ listId: 'l1', limit: 2, strict: true }),
    );
  });
});

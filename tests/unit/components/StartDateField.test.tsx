// The card's start date beside its due (issue 33 §2): set and removed by its labelled field, and
// a start after the due refused in words, with nothing asked of the saga.
import { fireEvent, render, screen } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../src/app/App';
import { rootReducer } from '../../../src/app/rootReducer';
import { makeStore } from '../../../src/app/store';
import type { Card } from '../../../src/domain/types';
import { DueDateSection } from '../../../src/features/cardDetails/DueDateSection';
import { cardUpdateRequested } from '../../../src/features/cards';
import { boardScene } from '../boardFixtures';

function renderSection(card: Partial<Card>) {
  const state = rootReducer(boardScene().state, { type: '@@test/init' });
  const store = makeStore(state, { runSagas: false });
  const dispatched: UnknownAction[] = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation((action) => {
    dispatched.push(action as UnknownAction);
    return dispatch(action);
  });
  render(
    <AppProviders store={store}>
      <DueDateSection card={{ ...state.board.cards.c1!, ...card }} />
    </AppProviders>,
  );
  return dispatched;
}

const updates = (dispatched: UnknownAction[]) =>
  dispatched.filter((action) => action.type === cardUpdateRequested.type);

describe('a card’s start date', () => {
  it('is set by its labelled field', () => {
    const dispatched = renderSection({ due: '2026-12-07', start: null });
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-12-03' } });
    expect(updates(dispatched)).toEqual([
      cardUpdateRequested({ cardId: 'c1', patch: { start: '2026-12-03' } }),
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after the due is refused in words, and nothing is asked', () => {
    const dispatched = renderSection({ due: '2026-12-07', start: null });
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-12-09' } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The start date can’t be after the due date.',
    );
    expect(updates(dispatched)).toEqual([]);
  });

  it('is removed by its button', async () => {
    const user = userEvent.setup();
    const dispatched = renderSection({ due: '2026-12-07', start: '2026-12-03' });
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-12-03');
    await user.click(screen.getByRole('button', { name: 'Remove start date' }));
    expect(updates(dispatched)).toEqual([
      cardUpdateRequested({ cardId: 'c1', patch: { start: null } }),
    ]);
  });
});

// The card's repeat beside its due date (issue 32 §3): offered only once the card has a due
// date; choosing one, or Never, asks for the edit.
import { render, screen } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../src/app/App';
import { rootReducer } from '../../../src/app/rootReducer';
import { makeStore } from '../../../src/app/store';
import type { Card } from '../../../src/domain/types';
import { DueDateSection } from '../../../src/features/cardDetails/DueDateSection';
import { cardRepeatRequested } from '../../../src/features/cards';
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

describe('a card’s repeat', () => {
  it('is not offered without a due date', () => {
    renderSection({ due: null });
    expect(screen.queryByRole('combobox', { name: 'Repeat' })).toBeNull();
  });

  it('is chosen beside the due date, and ended with Never', async () => {
    const user = userEvent.setup();
    const dispatched = renderSection({ due: '2026-03-10', repeat: 'daily' });
    const select = screen.getByRole('combobox', { name: 'Repeat' });
    expect(select).toHaveValue('daily');
    await user.selectOptions(select, 'Every weekday');
    expect(dispatched).toContainEqual(cardRepeatRequested({ cardId: 'c1', repeat: 'weekdays' }));
    await user.selectOptions(select, 'Never');
    expect(dispatched).toContainEqual(cardRepeatRequested({ cardId: 'c1', repeat: null }));
  });
});

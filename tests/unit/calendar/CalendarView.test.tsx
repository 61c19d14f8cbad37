import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localDay } from '../../../src/domain/due';
import type { Card } from '../../../src/domain/types';
import { cardFilterChanged } from '../../../src/features/board';
import { CalendarView } from '../../../src/features/calendar';
import { addDays, monthTitle, shortDay } from '../../../src/features/calendar/calendarDays';
import { boardScene, makeCard, withOpenBoard } from '../boardFixtures';
import { renderWithStore } from '../renderWithStore';

const today = localDay(new Date());

function renderCalendar(extra: Card[] = []) {
  const { board, lists, cards, state } = boardScene();
  const preloadedState = withOpenBoard(state, board, lists, [
    ...cards.map((card) => (card.id === 'c1' ? { ...card, due: today } : card)),
    makeCard('cX', 'lA', 'a0', { title: 'In an archived list', due: today }),
    ...extra,
  ]);
  return renderWithStore(<CalendarView />, { preloadedState });
}

describe('the calendar view', () => {
  it("puts each card on its due day and lists the undated ones, the archived' neither", () => {
    renderCalendar();
    const calendar = screen.getByRole('table', { name: monthTitle(today) });
    const todayCell = within(calendar)
      .getAllByRole('cell')
      .find((cell) => cell.getAttribute('aria-current') === 'date')!;
    expect(within(todayCell).getByRole('button', { name: 'Alpha one' })).toBeInTheDocument();
    const undated = screen.getByRole('region', { name: 'No date' });
    expect(
      within(undated)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Alpha four', 'Alpha three', 'Beta two']);
    expect(screen.queryByRole('button', { name: 'Archived' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'In an archived list' })).not.toBeInTheDocument();
  });

  it('opens a card with a click, and switches between month and week', async () => {
    const user = userEvent.setup();
    const { store } = renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Alpha one' }));
    expect(store.getState().modal).toMatchObject({ open: 'cardDetails', subject: 'c1' });

    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('row')).toHaveLength(2); // The weekdays' row and one week.
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    const later = screen.getAllByRole('cell').map((cell) => cell.dataset.day);
    expect(later).toContain(addDays(today, 7));
    expect(screen.queryByRole('button', { name: 'Alpha one' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('button', { name: 'Alpha one' })).toBeInTheDocument();
  });
});

describe('the calendar’s bars and filter', () => {
  it('shows a card with a start and a due as a bar named with its days', () => {
    const start = addDays(today, -1);
    const due = addDays(today, 1);
    renderCalendar([makeCard('cB', 'l1', 'a9', { title: 'Launch', start, due })]);
    const bars = screen.getAllByRole('button', { name: /^Launch, / });
    expect(bars.length).toBeGreaterThanOrEqual(1);
    expect(bars[0]).toHaveAccessibleName(`Launch, ${shortDay(start)} to ${shortDay(due)}`);
    expect(screen.queryByRole('button', { name: 'Launch' })).not.toBeInTheDocument();
  });

  it('shows only the cards the board’s filter keeps, the undated ones too', () => {
    const { store } = renderCalendar();
    act(() => {
      store.dispatch(cardFilterChanged({ text: 'three' }));
    });
    const undated = screen.getByRole('region', { name: 'No date' });
    expect(
      within(undated)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Alpha three']);
    expect(screen.queryByRole('button', { name: 'Alpha one' })).not.toBeInTheDocument();
  });
});

describe('the calendar’s period in the address', () => {
  it('opens the week a link names, and keeps the period it moves to in the address', async () => {
    const user = userEvent.setup();
    const { board, lists, cards, state } = boardScene();
    const preloadedState = withOpenBoard(state, board, lists, cards);
    const { router } = renderWithStore(<CalendarView />, {
      preloadedState,
      route: '/b',
      routes: [],
    });
    await act(() => router.navigate('/b?view=calendar&mode=week&date=2026-12-07'));
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('cell').map((cell) => cell.dataset.day)).toEqual(
      Array.from({ length: 7 }, (_, at) => addDays('2026-12-07', at)),
    );
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(router.state.location.search).toBe('?view=calendar&mode=week&date=2026-12-14');
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(router.state.location.search).toBe('?view=calendar&date=2026-12-01');
    expect(screen.getByRole('table', { name: monthTitle('2026-12-01') })).toBeInTheDocument();
  });
});

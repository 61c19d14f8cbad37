// A card tile's due badge: done, overdue, due soon or just the day.
import { render, screen } from '@testing-library/react';
import { localDay } from '../../../src/domain/due';
import { CardBadges } from '../../../src/features/boards/boardPage/CardBadges';
import { makeCard } from '../boardFixtures';

const badge = (overrides: Parameters<typeof makeCard>[3]) => {
  render(<CardBadges card={makeCard('c1', 'l1', 'a0', overrides)} />);
  return screen.getByLabelText(/^Due /);
};

describe('the due badge', () => {
  it('shows a done due date as done, not overdue, however long ago it was', () => {
    const due = badge({ due: '2001-02-03', dueComplete: true });
    expect(due).toHaveAccessibleName('Due Feb 3, 2001, done');
    expect(due).toHaveClass('due-complete');
    expect(due).not.toHaveTextContent('Overdue');
  });

  it('shows the same day not done as overdue', () => {
    const due = badge({ due: '2001-02-03' });
    expect(due).toHaveAccessibleName('Due Feb 3, 2001, overdue');
    expect(due).toHaveClass('due-overdue');
    expect(due).toHaveTextContent('Overdue');
  });

  it('shows a done card due today as done, not due soon', () => {
    const due = badge({ due: localDay(new Date()), dueComplete: true });
    expect(due).toHaveAccessibleName(/, done$/);
    expect(due).not.toHaveTextContent('Due soon');
  });
});

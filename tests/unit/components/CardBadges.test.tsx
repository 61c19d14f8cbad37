// A card tile's due badge: done, overdue, due soon or just the day; and the marker of a card
// someone else changed since the person's last visit.
import { render, screen } from '@testing-library/react';
import { rootReducer } from '../../../src/app/rootReducer';
import { localDay } from '../../../src/domain/due';
import { activitySlice, initialActivityState } from '../../../src/features/activity';
import { CardBadges, CardLabels } from '../../../src/features/cards/CardBadges';
import { BOARD_ID, makeCard } from '../boardFixtures';
import { signedInState } from '../fixtures';
import { renderWithStore } from '../renderWithStore';

rootReducer.inject(activitySlice);

const renderBadges = (overrides: Parameters<typeof makeCard>[3], sinceLastVisit: string[] = []) =>
  renderWithStore(<CardBadges card={makeCard('c1', 'l1', 'a0', overrides)} />, {
    preloadedState: {
      ...signedInState(),
      activity: { ...initialActivityState, boardId: BOARD_ID, sinceLastVisit },
    },
  });

const badge = (overrides: Parameters<typeof makeCard>[3]) => {
  renderBadges(overrides);
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

describe('the since-your-last-visit marker', () => {
  it('marks a card someone else changed since the last visit', () => {
    renderBadges({}, ['c9', 'c1']);
    expect(screen.getByRole('img', { name: 'Changed since your last visit' })).toBeInTheDocument();
  });

  it('leaves the other cards unmarked', () => {
    renderBadges({}, ['c9']);
    expect(screen.queryByRole('img', { name: /since your last visit/ })).not.toBeInTheDocument();
  });
});

describe('the label chips', () => {
  it('name an unnamed label by its colour for screen readers, with a hint on hover', () => {
    render(
      <CardLabels
        card={makeCard('c1', 'l1', 'a0', { labelIds: ['g', 'b'] })}
        labels={[
          { id: 'g', name: '', color: 'green' },
          { id: 'b', name: 'Bug', color: 'red' },
        ]}
      />,
    );
    const unnamed = screen.getByRole('img', { name: 'green label' });
    expect(unnamed).toHaveAttribute('title', expect.stringContaining('green label (no name'));
    expect(screen.getByRole('img', { name: 'Label: Bug' })).toHaveAttribute('title', 'Bug');
  });
});

describe('the comment count', () => {
  const withComments = (cardId: string, status: 'ready' | 'loading', count: number) =>
    renderWithStore(<CardBadges card={makeCard('c1', 'l1', 'a0')} />, {
      preloadedState: {
        ...signedInState(),
        activity: { ...initialActivityState, boardId: BOARD_ID, sinceLastVisit: [] },
        comments: {
          cardId,
          status,
          error: null,
          byId: Object.fromEntries(
            Array.from({ length: count }, (_, index) => [
              `m${index}`,
              { id: `m${index}`, authorId: 'a', authorName: 'A', text: 'hi', createdAt: 0 },
            ]),
          ) as never,
        },
      },
    });

  it('shows on the card whose comments are known', () => {
    withComments('c1', 'ready', 3);
    expect(screen.getByRole('img', { name: '3 comments' })).toHaveTextContent('3');
  });

  it('says nothing while they load, or for another card', () => {
    withComments('c1', 'loading', 2);
    expect(screen.queryByRole('img', { name: /comment/ })).toBeNull();
  });

  it('says nothing for a card whose comments are not followed', () => {
    withComments('c2', 'ready', 2);
    expect(screen.queryByRole('img', { name: /comment/ })).toBeNull();
  });
});

describe('the counts the card keeps (issue 31 §3)', () => {
  const withCounts = (counts: { commentCount?: number; attachmentCount?: number }) =>
    renderWithStore(<CardBadges card={{ ...makeCard('c1', 'l1', 'a0'), ...counts }} />, {
      preloadedState: {
        ...signedInState(),
        activity: { ...initialActivityState, boardId: BOARD_ID, sinceLastVisit: [] },
      },
    });

  it('shows on every tile, by role and name', () => {
    withCounts({ commentCount: 3, attachmentCount: 1 });
    expect(screen.getByRole('img', { name: '3 comments' })).toHaveTextContent('💬 3');
    expect(screen.getByRole('img', { name: '1 attachment' })).toHaveTextContent('📎 1');
  });

  it('is hidden at 0, and on cards that keep none', () => {
    withCounts({ commentCount: 0 });
    expect(screen.queryByRole('img', { name: /comment|attachment/ })).toBeNull();
  });
});

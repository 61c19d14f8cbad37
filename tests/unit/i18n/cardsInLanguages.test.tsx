// Cards and the calendar in German and Arabic: the tile's badges in the catalogs' words, and the
// calendar's day and month names in the app's language (not the browser's), Monday first.
import { screen } from '@testing-library/react';
import { rootReducer } from '../../../src/app/rootReducer';
import { activitySlice, initialActivityState } from '../../../src/features/activity';
import { monthTitle, spokenDay, weekdayName } from '../../../src/features/calendar/calendarDays';
import { CardBadges } from '../../../src/features/cards/CardBadges';
import { activateLocale } from '../../../src/i18n';
import { BOARD_ID, makeCard } from '../boardFixtures';
import { signedInState } from '../fixtures';
import { renderWithStore } from '../renderWithStore';

rootReducer.inject(activitySlice);

const renderBadges = (overrides: Parameters<typeof makeCard>[3]) =>
  renderWithStore(<CardBadges card={makeCard('c1', 'l1', 'a0', overrides)} />, {
    preloadedState: {
      ...signedInState(),
      activity: { ...initialActivityState, boardId: BOARD_ID, sinceLastVisit: [] },
    },
  });

const checklist = [
  { id: 'i1', text: 'one', done: true },
  { id: 'i2', text: 'two', done: false },
];

afterEach(async () => {
  await activateLocale('en', true);
});

describe('a card tile in German', () => {
  it('names an overdue due date and the checklist in German', async () => {
    await activateLocale('de', true);
    renderBadges({ due: '2001-02-03', checklist });
    const due = screen.getByLabelText(/^Fällig /);
    expect(due).toHaveAccessibleName(/, überfällig$/);
    expect(due).toHaveTextContent('Überfällig');
    expect(screen.getByLabelText('Checkliste: 1 von 2 erledigt')).toBeInTheDocument();
  });
});

describe('a card tile in Arabic', () => {
  it('names the checklist in Arabic', async () => {
    await activateLocale('ar', true);
    renderBadges({ checklist });
    expect(screen.getByLabelText(/^قائمة المهام: أُنجز/)).toBeInTheDocument();
  });
});

describe("the calendar's days in the app's language", () => {
  it('says days and months in German', async () => {
    await activateLocale('de', true);
    expect(spokenDay('2026-12-03')).toBe('Donnerstag, 3. Dezember');
    expect(monthTitle('2026-12-01')).toBe('Dezember 2026');
    expect(weekdayName('2026-11-30')).toMatch(/^Mo/);
  });

  it('says days and months in Arabic, and English again after a switch back', async () => {
    await activateLocale('ar', true);
    expect(monthTitle('2026-12-01')).toContain('ديسمبر');
    expect(spokenDay('2026-12-03')).toContain('الخميس');
    await activateLocale('en', true);
    expect(monthTitle('2026-12-01')).toBe('December 2026');
  });
});

// The feed, the undo labels and the notifications in German and Arabic (issue 34 §1): entries
// and notifications store kinds and values, so the same entry reads in the reader's language,
// with its plurals, numbers and days through Intl.
import { render, screen } from '@testing-library/react';
import { AppProviders } from '../../../src/app/App';
import { makeStore } from '../../../src/app/store';
import type { AppNotification } from '../../../src/domain/notification';
import { describeActivity } from '../../../src/features/activity';
import { ActivityEntryItem } from '../../../src/features/activity/ActivityEntryItem';
import { stepLabel } from '../../../src/features/edits/history/recordEdit';
import { notificationsLabel } from '../../../src/features/notifications/NotificationsButton';
import { describeNotification } from '../../../src/features/notifications/words';
import { activateLocale } from '../../../src/i18n';
import { formatCommentTime, formatDueWhen } from '../../../src/messages/times';
import { makeEntry } from './activityFixtures';

const NOW = new Date(2026, 5, 1);
const move = makeEntry({
  kind: 'cardMove',
  subject: 'alpha',
  words: { fromList: 'To do', toList: 'Done' },
});
const listDelete = (count: string) =>
  describeActivity(makeEntry({ kind: 'listDelete', subject: 'Old', words: { count } }), NOW);
const reminder: AppNotification = {
  id: 'n1',
  kind: 'due',
  what: 'overdue',
  actorId: '',
  actorName: '',
  boardId: 'b1',
  boardTitle: 'Launch',
  cardId: 'c1',
  cardTitle: 'Ship it',
  excerpt: '2030-03-05 14:30',
  entryId: null,
  at: 1,
  read: false,
};

afterEach(async () => {
  await activateLocale('en');
});

describe('in German', () => {
  beforeEach(async () => {
    await activateLocale('de', true);
  });

  it('words an entry, its plurals and its numbers', () => {
    expect(describeActivity(move, NOW)).toBe('hat „alpha“ von To do nach Done verschoben');
    expect(listDelete('1')).toBe('hat die Liste „Old“ und ihre 1 Karte gelöscht');
    expect(listDelete('1200')).toBe('hat die Liste „Old“ und ihre 1.200 Karten gelöscht');
  });

  it('says days, times and how long ago in German', () => {
    expect(formatDueWhen('2026-03-05', NOW)).toBe('5. März');
    expect(formatDueWhen('2027-03-05 14:30', NOW)).toBe('5. März 2027, 14:30');
    expect(formatCommentTime(NOW.getTime() - 5 * 60_000, NOW.getTime())).toBe('vor 5 Minuten');
    expect(describeNotification(reminder)).toBe(
      '„Ship it“ ist überfällig (fällig: 5. März 2030, 14:30)',
    );
  });

  it('labels undo steps and the inbox button', () => {
    expect(stepLabel('cardMove', 'alpha')).toBe('Verschieben von ‚alpha‘');
    expect(notificationsLabel(2)).toBe('Benachrichtigungen, 2 ungelesen');
  });

  it('shows an entry with its Revert button in German', () => {
    const { unmount } = render(
      <AppProviders store={makeStore()}>
        <ul>
          <ActivityEntryItem entry={{ ...move, changes: [] }} now={NOW.getTime()} canRevert />
        </ul>
      </AppProviders>,
    );
    expect(
      screen.getByRole('button', {
        name: 'Zurücksetzen: hat „alpha“ von To do nach Done verschoben',
      }),
    ).toHaveTextContent('Zurücksetzen');
    unmount();
  });
});

describe('in Arabic', () => {
  beforeEach(async () => {
    await activateLocale('ar', true);
  });

  it('words an entry with Arabic plural forms', () => {
    expect(describeActivity(move, NOW)).toBe('نقل «alpha» من To do إلى Done');
    expect(listDelete('1')).toBe('حذف القائمة «Old» مع بطاقة واحدة');
    expect(listDelete('2')).toBe('حذف القائمة «Old» مع بطاقتين');
    expect(listDelete('3')).toMatch(/^حذف القائمة «Old» مع \S+ بطاقات$/);
  });

  it('says a due day in Arabic', () => {
    expect(formatDueWhen('2026-03-05', NOW)).toMatch(/مارس/);
    expect(describeNotification(reminder)).toMatch(/^«Ship it» متأخرة \(تاريخ الاستحقاق .*مارس/);
  });
});

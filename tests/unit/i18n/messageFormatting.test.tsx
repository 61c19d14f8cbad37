// Messages in the three languages (issue 34 §1): plurals take each language's forms (Arabic's
// six), sentences keep their variables, and dates and numbers come from Intl in the current
// locale. Each test switches language and back, as the app does.
import { msg, plural } from '@lingui/core/macro';
import { cleanup, screen } from '@testing-library/react';
import { NotFoundPage } from '../../../src/features/notFound/NotFoundPage';
import { activateLocale, currentLocale, i18n, type Locale } from '../../../src/i18n';
import { describeLoadError, describeWriteError } from '../../../src/messages/errors';
import { renderWithStore } from '../renderWithStore';

/** The sync badge's plural (features/board/SyncIndicator.tsx), as its catalogs hold it. */
const offlineWaiting = (waiting: number) =>
  i18n._(
    msg`${plural(waiting, {
      one: 'Offline · # change waiting',
      other: 'Offline · # changes waiting',
    })}`,
  );

const dayOf = (at: Date) =>
  new Intl.DateTimeFormat(currentLocale(), {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(at);

async function inLocale<T>(locale: Locale, read: () => T): Promise<T> {
  await activateLocale(locale, true);
  try {
    return read();
  } finally {
    await activateLocale('en');
  }
}

describe('message formatting', () => {
  afterEach(() => activateLocale('en'));

  it('plurals in English, German and Arabic', async () => {
    expect([1, 2].map(offlineWaiting)).toEqual([
      'Offline · 1 change waiting',
      'Offline · 2 changes waiting',
    ]);
    expect(await inLocale('de', () => [1, 2].map(offlineWaiting))).toEqual([
      'Offline · 1 Änderung wartet',
      'Offline · 2 Änderungen warten',
    ]);
    // Arabic: one, two, few (3–10), many (11–99), other (100…), with Arabic-Indic digits.
    const arabic = await inLocale('ar', () => [1, 2, 3, 11, 100].map(offlineWaiting));
    expect(arabic[0]).toBe('غير متصل · تغيير واحد بالانتظار');
    expect(arabic[1]).toBe('غير متصل · تغييران بالانتظار');
    expect(arabic[2]).toMatch(/^غير متصل · (3|٣) تغييرات بالانتظار$/);
    expect(arabic[3]).toMatch(/^غير متصل · (11|١١) تغييرًا بالانتظار$/);
    expect(arabic[4]).toMatch(/^غير متصل · (100|١٠٠) تغيير بالانتظار$/);
  });

  it('keeps the variables of a sentence in each language', async () => {
    const offline = { code: 'unavailable', message: '' };
    expect(describeLoadError(offline, 'board').text).toBe(
      'We could not load this board (you seem to be offline). Try again.',
    );
    expect(await inLocale('de', () => describeLoadError(offline, 'board').text)).toBe(
      'Wir konnten dieses Board nicht laden (du scheinst offline zu sein). Versuch es noch einmal.',
    );
    expect(await inLocale('ar', () => describeWriteError(offline, 'نقل البطاقة'))).toBe(
      'تعذّر نقل البطاقة (تعذّر الوصول إلى الخادم). تم التراجع عن التغيير.',
    );
  });

  it('dates through Intl in the current locale', async () => {
    const day = new Date(Date.UTC(2026, 2, 5));
    expect(dayOf(day)).toBe('March 5');
    expect(await inLocale('de', () => dayOf(day))).toBe('5. März');
    expect(await inLocale('ar', () => dayOf(day))).toMatch(/مارس/);
  });

  it('renders a page in German', async () => {
    await activateLocale('de', true);
    renderWithStore(<NotFoundPage />, { route: '/no/such/page' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    cleanup(); // Before the switch back to English.
  });
});

// The card details, its comments and files in German and Arabic: the words come from the
// catalogs, numbers and sizes from Intl in the reader's locale.
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import { makeStore } from '../../../src/app/store';
import { fileSize } from '../../../src/features/attachments/fileWords';
import { CardDetailsDialog } from '../../../src/features/cardDetails/CardDetailsDialog';
import { checkComment } from '../../../src/features/comments/commentWords';
import { activateLocale } from '../../../src/i18n';
import { dashboardState, makeBoard, makeCard, makeList, withOpenBoard } from '../boardFixtures';

function renderCard() {
  const state = withOpenBoard(
    dashboardState(),
    makeBoard(),
    [makeList('l1', 'a0', { title: 'To do' })],
    [
      makeCard('c1', 'l1', 'a0', {
        title: 'Ship it',
        checklist: [
          { id: 'i1', text: 'Write', done: true },
          { id: 'i2', text: 'Test', done: false },
        ],
      }),
    ],
  );
  const store = makeStore(
    { ...state, modal: { open: 'cardDetails', subject: 'c1' } },
    { runSagas: false },
  );
  const router = createMemoryRouter([{ path: '/', element: <CardDetailsDialog /> }]);
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return screen.getByRole('dialog', { name: 'Ship it' });
}

afterEach(async () => {
  await activateLocale('en', true);
});

describe('the card details in other languages', () => {
  it('speaks German', async () => {
    await activateLocale('de', true);
    const dialog = renderCard();
    expect(within(dialog).getByRole('region', { name: 'Fälligkeitsdatum' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Kommentare' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Karte löschen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Datei anhängen' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('progressbar', { name: 'Fortschritt der Checkliste' }),
    ).toHaveAttribute('aria-valuetext', '1 von 2 erledigt');
    expect(within(dialog).getByText('in Liste To do')).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    await activateLocale('ar', true);
    const dialog = renderCard();
    expect(within(dialog).getByRole('region', { name: 'تاريخ الاستحقاق' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'حذف البطاقة' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'نسخ الرابط' })).toBeInTheDocument();
  });
});

describe('sizes and limits in the reader’s locale', () => {
  it('writes a file’s size with the locale’s digits and separators', async () => {
    expect(fileSize(12_700)).toBe('12.4 KB');
    expect(fileSize(1)).toBe('1 byte');
    await activateLocale('de', true);
    expect(fileSize(12_700)).toBe('12,4 KB');
    expect(fileSize(3 * 1024 * 1024)).toBe('3 MB');
    expect(fileSize(512)).toBe('512 Bytes');
    await activateLocale('ar', true);
    const arabic = new Intl.NumberFormat('ar', { maximumFractionDigits: 1 });
    expect(fileSize(12_700)).toBe(`${arabic.format(12.4)} ك.ب`);
  });

  it('says why a comment is too long, its numbers grouped as the locale does', async () => {
    await activateLocale('de', true);
    const checked = checkComment('x'.repeat(5_001));
    expect(checked).toEqual({
      ok: false,
      message: 'Ein Kommentar darf höchstens 5.000 Zeichen lang sein (dieser hat 5.001).',
    });
    expect(checkComment('  ')).toEqual({
      ok: false,
      message: 'Ein Kommentar darf nicht leer sein.',
    });
  });
});

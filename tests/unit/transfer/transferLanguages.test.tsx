// The import's and the account menu's words in German and Arabic (issue 34 §1): counts through
// ICU plurals (Arabic's dual and "few" forms), numbers through Intl, settings by their role.
import { act, render, screen } from '@testing-library/react';
import { activateLocale } from '../../../src/i18n';
import { ThemeSetting } from '../../../src/features/theme';
import { ImportSummaryView } from '../../../src/features/transfer/ImportSummaryView';
import type { ImportSummary } from '../../../src/features/transfer/transferSlice';
import { importNameOf } from '../../../src/features/transfer/importName';
import { signedInState } from '../fixtures';
import { renderWithStore } from '../renderWithStore';

const summary: ImportSummary = {
  title: 'Launch',
  source: 'trello',
  counts: { lists: 2, cards: 1234, archivedCards: 3, labels: 1, checklistItems: 5, comments: 0 },
  notices: [],
};

// Compiling a language's catalogs takes a while the first time jest meets them.
beforeAll(async () => {
  await activateLocale('de', true);
  await activateLocale('ar', true);
  await activateLocale('en', true);
}, 120_000);

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('the import and account words in other languages', () => {
  it('counts what a file holds in German, with German plurals and numbers', async () => {
    await act(() => activateLocale('de', true));
    render(<ImportSummaryView summary={summary} />);
    const counts = screen.getByRole('list', { name: 'Was importiert wird' });
    expect(counts).toHaveTextContent('2 Listen');
    expect(counts).toHaveTextContent('1.234 Karten (3 archiviert)');
    expect(counts).toHaveTextContent('1 Label');
    expect(screen.getByText(/aus einem Trello-Export/)).toBeInTheDocument();
  });

  it('uses Arabic plural forms: the dual, and "few" with the number', async () => {
    await act(() => activateLocale('ar', true));
    render(<ImportSummaryView summary={summary} />);
    const counts = screen.getByRole('list', { name: 'ما سيُستورد' });
    expect(counts).toHaveTextContent('قائمتان');
    expect(counts).toHaveTextContent('تسمية واحدة');
    expect(counts).toHaveTextContent('5 عناصر في قائمة المهام');
  });

  it('offers the Theme setting in German by role', async () => {
    await act(() => activateLocale('de', true));
    renderWithStore(
      <ul role="menu" aria-label="Konto">
        <ThemeSetting />
      </ul>,
      { preloadedState: signedInState() },
    );
    expect(screen.getByRole('group', { name: 'Design' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Dunkel' })).toBeInTheDocument();
  });

  it('dates a second import of a name in the person’s language', async () => {
    await act(() => activateLocale('de', true));
    const taken = { a: { id: 'a', title: 'Launch', deleting: false } } as never;
    const now = Date.UTC(2026, 10, 27, 12);
    expect(importNameOf('Launch', taken, now)).toBe('Launch (importiert am 27. Nov.)');
  });
});

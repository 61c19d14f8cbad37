// The import's "Good to know" notices are kinds with values in the store, worded when shown: in
// the language active then, with each language's plurals (issue 34 §1).
import { act, screen } from '@testing-library/react';
import { activateLocale } from '../../../src/i18n';
import { ImportSummaryView } from '../../../src/features/transfer/ImportSummaryView';
import type { ImportSummary } from '../../../src/features/transfer/transferSlice';
import { describeImportNotice } from '../../../src/features/transfer/noticeWords';
import { renderWithStore } from '../renderWithStore';

const summary: ImportSummary = {
  title: 'Launch',
  source: 'trello',
  counts: { lists: 1, cards: 3, archivedCards: 0, labels: 0, checklistItems: 0, comments: 0 },
  notices: [
    { kind: 'trelloAttachments', cards: 2, total: 5 },
    { kind: 'shortened', what: 'comment', count: 1, max: 5000 },
  ],
};

beforeAll(async () => {
  await activateLocale('de', true);
  await activateLocale('ar', true);
  await activateLocale('en', true);
}, 120_000);

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('import notices in the language shown', () => {
  it('keeps the English words', () => {
    expect(describeImportNotice({ kind: 'trelloAttachments', cards: 1, total: 1 })).toBe(
      '1 card had attachments (1 attachment); files are not brought over, their names and links are listed at the end of the card’s description.',
    );
    expect(
      describeImportNotice({ kind: 'trelloMembers', names: ['Ann', 'Bob', 'Cy'], more: 4 }),
    ).toBe(
      'Trello members are not brought over (only you become a member of the new board): Ann, Bob, Cy and 4 more.',
    );
  });

  it('words a notice in German, with German plurals and numbers', async () => {
    await act(() => activateLocale('de', true));
    renderWithStore(<ImportSummaryView summary={summary} />);
    const notices = screen.getByRole('list', { name: 'Gut zu wissen' });
    expect(notices).toHaveTextContent('2 Karten hatten Anhänge (5 Anhänge)');
    expect(notices).toHaveTextContent(
      '1 Kommentar hatte mehr als 5.000 Zeichen; er wurde gekürzt.',
    );
  });

  it('words a notice in Arabic, with the dual', async () => {
    await act(() => activateLocale('ar', true));
    renderWithStore(<ImportSummaryView summary={summary} />);
    expect(screen.getByText(/^بطاقتان فيها مرفقات \(5 مرفقات\)/)).toBeInTheDocument();
  });

  it('rewords the open summary when the language changes', async () => {
    renderWithStore(<ImportSummaryView summary={summary} />);
    expect(screen.getByText(/^2 cards had attachments/)).toBeInTheDocument();
    await act(() => activateLocale('de', true));
    expect(screen.getByText(/^2 Karten hatten Anhänge/)).toBeInTheDocument();
  });
});

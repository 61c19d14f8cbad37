// The shared Trello export generator (tests/fixtures/trelloBoard.ts) makes what it promises, and
// its board maps whole: the e2e import and the benchmark rely on both.
import { makeTrelloExport } from '../../fixtures/trelloBoard';
import { mapTrelloBoard } from '../../../src/features/transfer/trello/mapTrelloBoard';
import { allCards, expectPlan, NOW } from './fixtures/plans';

describe('makeTrelloExport', () => {
  it('makes a 1,000-card board that maps with every kind of content', () => {
    const json = makeTrelloExport({ lists: 10, cardsPerList: 100 });
    const { archive, counts, notices } = expectPlan(mapTrelloBoard(json, NOW));
    expect(counts).toMatchObject({ lists: 10, cards: 1_000, labels: 8 });
    expect(counts.archivedCards).toBeGreaterThan(100); // The closed list's 100, and closed cards.
    expect(counts.checklistItems).toBeGreaterThan(0);
    expect(counts.comments).toBe(500);
    const cards = allCards(archive);
    expect(cards.some((card) => card.description.includes('Attachments (from Trello):'))).toBe(
      true,
    );
    expect(cards.some((card) => card.checklist[0]?.text === '— Step 1 —')).toBe(true);
    expect(cards.some((card) => card.due !== null && card.dueComplete)).toBe(true);
    expect(archive.board.labels.map((label) => label.color)).toContain('grey');
    expect(notices.join('\n')).toMatch(/Trello members are not brought over/);
    expect(JSON.stringify(makeTrelloExport({ lists: 10, cardsPerList: 100 }))).toBe(
      JSON.stringify(json),
    );
  });

  it('keeps only the newest 1,000 actions of a busy board, as Trello does', () => {
    const json = makeTrelloExport({ lists: 50, cardsPerList: 100, commentsEvery: 2 });
    const { counts, notices } = expectPlan(mapTrelloBoard(json, NOW));
    expect(counts.cards).toBe(5_000);
    expect(counts.comments).toBe(1_000);
    expect(notices).toContain(
      '2,000 cards have more comments in Trello than the export holds (Trello exports at most 1,000 actions); 4,000 comments are missing.',
    );
  });
});

// Export → Import without loss: the file an export writes, read back by the import's reader,
// is the very archive the export built (issue 12: "export → import → export gives the same
// JSON apart from ids and timestamps"; here nothing differs at all, since no import wrote it).
import { planImportFromText } from '../../../src/features/transfer/planImport';
import { buildBoardArchive, exportFile } from '../../../src/features/transfer/export';
import { EXPORTED_AT, richBoard } from './exportFixtures';

describe('an exported board read back by Import', () => {
  it('is the same archive, with every kind of content counted', () => {
    const contents = richBoard();
    const archive = buildBoardArchive({ ...contents, now: EXPORTED_AT });
    const result = planImportFromText(exportFile(contents, 'json', EXPORTED_AT).text);
    if (!result.ok) throw new Error(result.message);
    expect(result.plan.archive).toEqual(archive);
    expect(result.plan.counts).toEqual({
      lists: 3,
      cards: 5,
      // The archived card, and the open card of the archived list.
      archivedCards: 2,
      labels: 3,
      checklistItems: 3,
      comments: 3,
    });
  });

  it('is the same archive after JSON.stringify of the archive itself', () => {
    const archive = buildBoardArchive({ ...richBoard(), now: EXPORTED_AT });
    const result = planImportFromText(JSON.stringify(archive));
    expect(result.ok && result.plan.archive).toEqual(archive);
  });

  it('keeps a card’s start day (issue 33 §2)', () => {
    const contents = richBoard();
    contents.cards = contents.cards.map((card) =>
      card.title === 'Write brief' ? { ...card, start: '2024-04-29' } : card,
    );
    const archive = buildBoardArchive({ ...contents, now: EXPORTED_AT });
    const result = planImportFromText(exportFile(contents, 'json', EXPORTED_AT).text);
    if (!result.ok) throw new Error(result.message);
    const starts = result.plan.archive.lists.flatMap((list) => list.cards.map((c) => c.start));
    expect(starts.filter(Boolean)).toEqual(['2024-04-29']);
    expect(result.plan.archive).toEqual(archive);
  });
});

import { generateNKeysBetween } from 'fractional-indexing';
import {
  IMPORT_LIMITS,
  importingTitle,
  planBatches,
  unassignedPeople,
  writesIn,
  type ImportWrite,
} from '../../../src/services/importBatches';
import { archiveCard, archiveList, makeArchive, sequentialIds } from '../transferFixtures';

const importer = { uid: 'ada-uid', name: 'Ada Lovelace', email: 'ada@example.com' };
const NOW = Date.parse('2025-06-01T12:00:00Z');
const plan = (archive = makeArchive()) => planBatches(archive, sequentialIds(), importer, NOW);
const kinds = (writes: ImportWrite[]) => writes.map((write) => write.kind);
const writesOf = (batch: { writes: ImportWrite[] }) =>
  batch.writes.reduce((sum, write) => sum + writesIn(write), 0);

const manyLabels = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `l${i}`, name: `Label ${i}`, color: 'red' as const }));

describe('planBatches', () => {
  it('writes the board first, then each list, then each card, one per batch', () => {
    const archive = makeArchive({
      lists: [
        archiveList('a', [archiveCard({ id: 'c1' }), archiveCard({ id: 'c2' })]),
        archiveList('b', [archiveCard({ id: 'c3' })]),
      ],
    });
    const { boardId, batches, cardsTotal, title } = plan(archive);
    expect(boardId).toBe('id-1');
    expect(title).toBe('Roadmap');
    expect(cardsTotal).toBe(3);
    expect(batches.map((batch) => kinds(batch.writes))).toEqual([
      ['board'],
      ['list'],
      ['list'],
      ['card'],
      ['card'],
      ['card'],
    ]);
    expect(batches.map((batch) => batch.cards)).toEqual([0, 0, 0, 1, 1, 1]);
  });

  it('titles the board "(importing…)" within 100 characters, and remembers the source', () => {
    const long = 'x'.repeat(100);
    const [first] = plan(makeArchive({ board: { ...makeArchive().board, title: long } })).batches;
    const board = first!.writes[0] as Extract<ImportWrite, { kind: 'board' }>;
    expect(board.title).toBe(importingTitle(long));
    expect(board.title).toHaveLength(100);
    expect(board.title.endsWith(' (importing…)')).toBe(true);
    expect(board.importedFrom).toBe('trello:5f1a00000000000000000001');
  });

  it('creates the board with at most 6 labels and adds the rest 6 per update, ranked in order', () => {
    const archive = makeArchive({ board: { ...makeArchive().board, labels: manyLabels(20) } });
    const { batches } = plan(archive);
    const board = batches[0]!.writes[0] as Extract<ImportWrite, { kind: 'board' }>;
    const more = batches
      .filter((batch) => batch.writes[0]!.kind === 'labels')
      .map((batch) => (batch.writes[0] as Extract<ImportWrite, { kind: 'labels' }>).labels);
    expect(Object.keys(board.labels)).toHaveLength(IMPORT_LIMITS.labelsPerWrite);
    expect(more.map((labels) => Object.keys(labels).length)).toEqual([6, 6, 2]);
    const all = [board.labels, ...more].flatMap((labels) => Object.values(labels));
    expect(all.map((label) => label.name)).toEqual(manyLabels(20).map((label) => label.name));
    expect(all.map((label) => label.rank)).toEqual(generateNKeysBetween(null, null, 20));
  });

  it('creates a card with at most 5 checklist items and 5 labels, the rest in follow-ups of 5', () => {
    const archive = makeArchive({
      board: { ...makeArchive().board, labels: manyLabels(12) },
      lists: [
        archiveList('a', [
          archiveCard({
            labelIds: manyLabels(12).map((label) => label.id),
            checklist: Array.from({ length: 13 }, (_, i) => ({
              text: `Item ${i}`,
              done: i % 2 === 0,
            })),
          }),
        ]),
      ],
    });
    const { batches } = plan(archive);
    const cardBatches = batches.slice(batches.findIndex((b) => b.writes[0]!.kind === 'card'));
    const card = cardBatches[0]!.writes[0] as Extract<ImportWrite, { kind: 'card' }>;
    const extras = cardBatches
      .slice(1)
      .map((batch) => batch.writes[0] as Extract<ImportWrite, { kind: 'cardExtras' }>);
    expect(card.fields.labelIds).toHaveLength(5);
    expect(Object.keys(card.fields.checklist)).toHaveLength(5);
    expect(extras.map((extra) => extra.labelIds.length)).toEqual([5, 2]);
    expect(extras.map((extra) => Object.keys(extra.checklist).length)).toEqual([5, 3]);
    expect(extras.every((extra) => extra.cardId === card.cardId)).toBe(true);
    const items = [card.fields.checklist, ...extras.map((extra) => extra.checklist)].flatMap(
      (checklist) => Object.values(checklist),
    );
    expect(items.map((item) => item.text)).toEqual(
      Array.from({ length: 13 }, (_, i) => `Item ${i}`),
    );
    expect(items.map((item) => item.done)).toEqual(
      Array.from({ length: 13 }, (_, i) => i % 2 === 0),
    );
    expect(items.map((item) => item.rank)).toEqual(generateNKeysBetween(null, null, 13));
    // Label ids name the board's new labels, not the file's.
    const board = batches[0]!.writes[0] as Extract<ImportWrite, { kind: 'board' }>;
    const newLabelIds = new Set([
      ...Object.keys(board.labels),
      ...batches.flatMap((b) =>
        b.writes[0]!.kind === 'labels' ? Object.keys(b.writes[0]!.labels) : [],
      ),
    ]);
    expect(
      [...card.fields.labelIds, ...extras.flatMap((e) => e.labelIds)].every((id) =>
        newLabelIds.has(id),
      ),
    ).toBe(true);
  });

  it('puts a card’s comments in a batch after it, by the importer under the original name and date', () => {
    const archive = makeArchive({
      lists: [
        archiveList('a', [
          archiveCard({
            comments: [
              { authorName: 'Grace Hopper', createdAt: '2024-03-01T10:00:00.000Z', text: 'First' },
              {
                authorName: 'Alan',
                createdAt: '2030-01-01T00:00:00.000Z',
                text: 'From the future',
              },
              { authorName: 'Blank', createdAt: '2024-03-02T10:00:00.000Z', text: '   ' },
            ],
          }),
        ]),
      ],
    });
    const { batches, comments } = plan(archive);
    const cardIndex = batches.findIndex((batch) => batch.writes[0]!.kind === 'card');
    const [cardBatch, commentBatch] = batches.slice(cardIndex);
    expect(kinds(cardBatch!.writes)).toEqual(['card']);
    expect(kinds(commentBatch!.writes)).toEqual(['comment', 'comment']);
    const card = cardBatch!.writes[0] as Extract<ImportWrite, { kind: 'card' }>;
    const [first, second] = commentBatch!.writes as [
      Extract<ImportWrite, { kind: 'comment' }>,
      Extract<ImportWrite, { kind: 'comment' }>,
    ];
    expect(first).toMatchObject({ cardId: card.cardId, authorName: 'Grace Hopper', text: 'First' });
    expect(first.importedAt).toBe(Date.parse('2024-03-01T10:00:00.000Z'));
    // Never later than now (the rules refuse a date after the server's time).
    expect(second.importedAt).toBeLessThanOrEqual(NOW);
    expect(comments).toEqual([
      { cardId: card.cardId, commentId: first.commentId },
      { cardId: card.cardId, commentId: second.commentId },
    ]);
  });

  it('spreads comments over batches of 50 (what the rules’ budget takes)', () => {
    const many = Array.from({ length: 1200 }, (_, i) => ({
      authorName: 'Grace',
      createdAt: '2024-03-01T10:00:00.000Z',
      text: `Comment ${i}`,
    }));
    const { batches, comments } = plan(
      makeArchive({ lists: [archiveList('a', [archiveCard({ comments: many })])] }),
    );
    const cardIndex = batches.findIndex((batch) => batch.writes[0]!.kind === 'card');
    const rest = batches.slice(cardIndex);
    expect(rest.map(writesOf)).toEqual([2, ...Array(24).fill(IMPORT_LIMITS.commentsPerBatch)]);
    expect(rest.map((batch) => batch.cards)).toEqual([1, ...Array(24).fill(0)]);
    expect(comments).toHaveLength(1200);
    expect(batches.every((batch) => writesOf(batch) <= IMPORT_LIMITS.writesPerBatch)).toBe(true);
  });

  it('keeps cards in list order with fresh ranks, and their fields as the file has them', () => {
    const archive = makeArchive({
      lists: [
        archiveList(
          'a',
          [
            archiveCard({ id: 'c1', title: 'One', due: '2025-02-30', archived: false }),
            archiveCard({
              id: 'c2',
              title: 'Two',
              due: '2025-03-01',
              dueComplete: true,
              archived: true,
            }),
          ],
          true,
        ),
      ],
    });
    const { batches } = plan(archive);
    const list = batches[1]!.writes[0] as Extract<ImportWrite, { kind: 'list' }>;
    expect(list).toMatchObject({ title: 'List a', archived: true });
    const cards = batches
      .filter((batch) => batch.writes[0]!.kind === 'card')
      .map((batch) => (batch.writes[0] as Extract<ImportWrite, { kind: 'card' }>).fields);
    expect(cards.map((card) => card.rank)).toEqual(generateNKeysBetween(null, null, 2));
    expect(cards.every((card) => card.listId === list.listId)).toBe(true);
    // An impossible day is dropped rather than refused by the rules.
    expect(cards[0]).toMatchObject({ title: 'One', due: null, archived: false });
    expect(cards[0]).not.toHaveProperty('dueComplete');
    expect(cards[1]).toMatchObject({
      title: 'Two',
      due: '2025-03-01',
      dueComplete: true,
      archived: true,
    });
  });

  it('assigns only the importer, matched by email; others are named, not assigned', () => {
    const archive = makeArchive({
      lists: [
        archiveList('a', [
          archiveCard({ assignees: [{ name: 'Ada', email: 'ADA@example.com' }] }),
          archiveCard({ assignees: [{ name: 'Grace Hopper', email: 'grace@example.com' }] }),
        ]),
      ],
    });
    const { batches } = plan(archive);
    const cardIds = batches
      .filter((batch) => batch.writes[0]!.kind === 'card')
      .map((batch) => (batch.writes[0] as Extract<ImportWrite, { kind: 'card' }>).cardId);
    const assigned = batches.flatMap((batch) => batch.writes.filter((w) => w.kind === 'assignee'));
    // In an update of its own, right after the card's create.
    expect(assigned).toEqual([{ kind: 'assignee', cardId: cardIds[0], uid: 'ada-uid' }]);
    const at = batches.findIndex((batch) => batch.writes[0]!.kind === 'assignee');
    expect(batches[at - 1]!.writes[0]).toMatchObject({ kind: 'card', cardId: cardIds[0] });
    expect(unassignedPeople(archive, importer)).toEqual(['Grace Hopper']);
  });
});

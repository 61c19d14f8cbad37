// Archives and plans for the import's tests: small boards with every kind of content.
import type { ArchiveCard, ArchiveList, BoardArchive } from '../../src/domain/boardArchive';
import type { ImportNotice, TransferPlan } from '../../src/features/transfer/importNotice';

export function archiveCard(overrides: Partial<ArchiveCard> = {}): ArchiveCard {
  return {
    id: 'c1',
    title: 'Card',
    description: '',
    labelIds: [],
    due: null,
    dueComplete: false,
    checklist: [],
    archived: false,
    assignees: [],
    comments: [],
    ...overrides,
  };
}

export function archiveList(id: string, cards: ArchiveCard[], archived = false): ArchiveList {
  return { id, title: `List ${id}`, archived, cards };
}

export function makeArchive(overrides: Partial<BoardArchive> = {}): BoardArchive {
  return {
    format: 'boards-export',
    version: 1,
    exportedAt: '2025-01-01T00:00:00.000Z',
    source: { system: 'trello', boardId: '5f1a00000000000000000001' },
    board: {
      title: 'Roadmap',
      color: 'green',
      labels: [
        { id: 'l1', name: 'Bug', color: 'red' },
        { id: 'l2', name: '', color: 'blue' },
      ],
      members: [],
    },
    lists: [archiveList('a', [archiveCard({ id: 'c1' }), archiveCard({ id: 'c2' })])],
    ...overrides,
  };
}

/** A plan as the worker would give it for `archive`, with counts worked out. */
export function planOf(archive: BoardArchive, notices: ImportNotice[] = []): TransferPlan {
  const cards = archive.lists.flatMap((list) => list.cards);
  return {
    archive,
    counts: {
      lists: archive.lists.length,
      cards: cards.length,
      archivedCards: cards.filter((card) => card.archived).length,
      labels: archive.board.labels.length,
      checklistItems: cards.reduce((sum, card) => sum + card.checklist.length, 0),
      comments: cards.reduce((sum, card) => sum + card.comments.length, 0),
    },
    notices,
  };
}

/** Ids 'id-1', 'id-2', … in the order they are asked for. */
export function sequentialIds() {
  let next = 0;
  return () => `id-${++next}`;
}

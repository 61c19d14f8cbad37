// What an import writes, batch by batch, as plain data: the rules' limits decide the shape
// (docs/data-model.md), firebase/importClient.ts turns each batch into a Firestore batch. Pure
// (no Firebase), so the plan is tested on its own.
//
// - The board first, titled "<title> (importing…)", with at most 6 labels (what the rules'
//   budget leaves room for), listed on the person's dashboard in the same batch; more labels
//   6 per update.
// - Lists one per batch (each counted on the counts document: listCount +1 naming it), all
//   before any card.
// - Cards one per batch (cardCount +1 naming it), each created with at most 5 checklist items
//   and 5 label ids, the rest in follow-up updates of at most 5 each; the importer as assignee
//   in an update of its own; its comments in batches of their own after it.
// The rename to the real title is not a batch here: it is sent once every batch has landed.
import { generateNKeysBetween } from 'fractional-indexing';
import { importedFromOf, type StoredLabel } from '../domain/board';
import type { ArchiveCard, ArchivePerson, BoardArchive } from '../domain/boardArchive';
import type { StoredChecklistItem } from '../domain/card';
import { isDay } from '../domain/due';
import { LIMITS } from '../domain/limits';
import type { ColorKey } from '../domain/palette';
import type { Person } from './types';

/** What one write may add to a keyed map or an id list, as the rules count it. */
export const IMPORT_LIMITS = {
  /**
   * Labels per write of the board: the rules' budget of 1,000 expressions per request runs out
   * with 8 (measured on the emulator, tests/rules/import.rules.test.ts), so as many as a new
   * board's default labels.
   */
  labelsPerWrite: 6,
  checklistItemsPerWrite: 5,
  labelIdsPerWrite: 5,
  /**
   * Comments per batch, in batches of their own: the rules' budget of 1,000 expressions is for
   * a whole request, and a card's create with its count fills most of it (measured: 50 fit).
   */
  commentsPerBatch: 50,
  /** Firestore's own bound on one batch. */
  writesPerBatch: 500,
} as const;

const IMPORTING_SUFFIX = ' (importing…)';

/** The board's title while it is being written: "<title> (importing…)", within the limit. */
export const importingTitle = (title: string) =>
  `${title.slice(0, LIMITS.boardTitle - IMPORTING_SUFFIX.length).trimEnd()}${IMPORTING_SUFFIX}`;

/** A card as created (firestore.rules isValidCard), besides its server timestamps. */
export interface ImportedCardFields {
  listId: string;
  rank: string;
  title: string;
  description: string;
  labelIds: string[];
  due: string | null;
  checklist: Record<string, StoredChecklistItem>;
  archived: boolean;
  /** Only when set: the field is optional on a card. */
  dueComplete?: true;
}

export type ImportWrite =
  | {
      kind: 'board';
      title: string;
      color: ColorKey;
      labels: Record<string, StoredLabel>;
      importedFrom: string;
    }
  | { kind: 'labels'; labels: Record<string, StoredLabel> }
  | { kind: 'list'; listId: string; title: string; rank: string; archived: boolean }
  | { kind: 'card'; cardId: string; fields: ImportedCardFields }
  | {
      kind: 'cardExtras';
      cardId: string;
      labelIds: string[];
      checklist: Record<string, StoredChecklistItem>;
    }
  /** The importer assigned (arrayUnion), in an update of its own: with 5 items and 5 labels
   *  in the create, the rules' budget has no room for an assignee's check. */
  | { kind: 'assignee'; cardId: string; uid: string }
  | {
      kind: 'comment';
      cardId: string;
      commentId: string;
      authorName: string;
      text: string;
      /** When the original was written, epoch ms (never later than the plan was made). */
      importedAt: number;
    };

/**
 * How many document writes one ImportWrite is: the counts document's side of a count included,
 * and a board's listing on the dashboard and its counts document.
 */
export const writesIn = (write: ImportWrite) =>
  write.kind === 'board' ? 3 : write.kind === 'list' || write.kind === 'card' ? 2 : 1;

export interface ImportBatch {
  writes: ImportWrite[];
  /** Cards this batch creates: what the progress counts. */
  cards: number;
}

export interface ImportBatchPlan {
  boardId: string;
  /** The board's real title, written last. */
  title: string;
  batches: ImportBatch[];
  cardsTotal: number;
  /** Every comment written, so a cancelled import can delete them (they are not counted). */
  comments: { cardId: string; commentId: string }[];
}

const chunks = <T>(items: T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
};

/** Text within `max` characters, or `fallback` when nothing but spaces is left. */
const fit = (value: string, max: number, fallback = '') =>
  value.trim().slice(0, max).trim() || fallback;

const isImporter = (person: ArchivePerson, importer: Person) =>
  person.email.trim().toLowerCase() === importer.email;

/**
 * The people the archive assigns to cards who are not the importer, by name: a new board has
 * only its owner as a member, and only members can be assigned.
 */
export function unassignedPeople(archive: BoardArchive, importer: Person): string[] {
  const names = new Set<string>();
  for (const list of archive.lists) {
    for (const card of list.cards) {
      for (const person of card.assignees) {
        if (!isImporter(person, importer)) names.add(person.name || person.email);
      }
    }
  }
  return [...names];
}

/** A comment's date, as the rules take it: a real time, not later than now. */
function pastTime(iso: string, now: number): number {
  const time = Date.parse(iso);
  // A minute of room for this device's clock running ahead of the server's.
  return Number.isFinite(time) ? Math.min(time, now - 60_000) : now - 60_000;
}

/**
 * Turns an archive into the batches that write it, with new ids from `newId` for the board,
 * its labels, lists, cards, checklist items and comments. `importer` becomes the owner, the
 * author of every comment (under the original author's name) and the only possible assignee.
 */
export function planBatches(
  archive: BoardArchive,
  newId: () => string,
  importer: Person,
  now: number = Date.now(),
): ImportBatchPlan {
  const boardId = newId();
  const batches: ImportBatch[] = [];
  const comments: ImportBatchPlan['comments'] = [];

  const labels = archive.board.labels.slice(0, LIMITS.labelsPerBoard);
  const labelRanks = generateNKeysBetween(null, null, labels.length);
  const labelIds = new Map<string, string>();
  const storedLabels = labels.map((label, i): [string, StoredLabel] => {
    const id = newId();
    labelIds.set(label.id, id);
    return [
      id,
      { name: fit(label.name, LIMITS.labelName), color: label.color, rank: labelRanks[i]! },
    ];
  });
  const [firstLabels = [], ...moreLabels] = chunks(storedLabels, IMPORT_LIMITS.labelsPerWrite);
  const title = fit(archive.board.title, LIMITS.boardTitle, 'Imported board');
  batches.push({
    cards: 0,
    writes: [
      {
        kind: 'board',
        title: importingTitle(title),
        color: archive.board.color,
        labels: Object.fromEntries(firstLabels),
        importedFrom: importedFromOf(archive.source.system, archive.source.boardId),
      },
    ],
  });
  for (const more of moreLabels) {
    batches.push({ cards: 0, writes: [{ kind: 'labels', labels: Object.fromEntries(more) }] });
  }

  const lists = archive.lists.slice(0, LIMITS.listsPerBoard);
  const listRanks = generateNKeysBetween(null, null, lists.length);
  const listIds = lists.map(() => newId());
  lists.forEach((list, i) => {
    batches.push({
      cards: 0,
      writes: [
        {
          kind: 'list',
          listId: listIds[i]!,
          title: fit(list.title, LIMITS.listTitle, 'Untitled list'),
          rank: listRanks[i]!,
          archived: list.archived,
        },
      ],
    });
  });

  let cardsTotal = 0;
  const planCard = (card: ArchiveCard, listId: string, rank: string) => {
    const cardId = newId();
    const ids = [
      ...new Set(card.labelIds.flatMap((id) => (labelIds.has(id) ? [labelIds.get(id)!] : []))),
    ].slice(0, LIMITS.labelsPerCard);
    const items = card.checklist
      .map((item) => ({ text: fit(item.text, LIMITS.checklistItemText), done: item.done }))
      .filter((item) => item.text !== '')
      .slice(0, LIMITS.checklistItems);
    const itemRanks = generateNKeysBetween(null, null, items.length);
    const storedItems = items.map((item, i): [string, StoredChecklistItem] => [
      newId(),
      { ...item, rank: itemRanks[i]! },
    ]);
    const assigned = card.assignees.some((person) => isImporter(person, importer));
    const labelChunks = chunks(ids, IMPORT_LIMITS.labelIdsPerWrite);
    const itemChunks = chunks(storedItems, IMPORT_LIMITS.checklistItemsPerWrite);
    const fields: ImportedCardFields = {
      listId,
      rank,
      title: fit(card.title, LIMITS.cardTitle, 'Untitled card'),
      description: card.description.slice(0, LIMITS.description),
      labelIds: labelChunks[0] ?? [],
      due: isDay(card.due) ? card.due : null,
      checklist: Object.fromEntries(itemChunks[0] ?? []),
      archived: card.archived,
      ...(card.dueComplete ? { dueComplete: true as const } : {}),
    };
    const cardComments: ImportWrite[] = card.comments.flatMap((comment) => {
      const text = comment.text.trim().slice(0, LIMITS.commentText);
      if (!text) return [];
      const commentId = newId();
      comments.push({ cardId, commentId });
      return [
        {
          kind: 'comment' as const,
          cardId,
          commentId,
          authorName: comment.authorName.slice(0, LIMITS.commentAuthorName),
          text,
          importedAt: pastTime(comment.createdAt, now),
        },
      ];
    });
    batches.push({ cards: 1, writes: [{ kind: 'card', cardId, fields }] });
    cardsTotal += 1;
    const extras = Math.max(labelChunks.length, itemChunks.length);
    for (let i = 1; i < extras; i++) {
      batches.push({
        cards: 0,
        writes: [
          {
            kind: 'cardExtras',
            cardId,
            labelIds: labelChunks[i] ?? [],
            checklist: Object.fromEntries(itemChunks[i] ?? []),
          },
        ],
      });
    }
    if (assigned) {
      batches.push({ cards: 0, writes: [{ kind: 'assignee', cardId, uid: importer.uid }] });
    }
    for (const some of chunks(cardComments, IMPORT_LIMITS.commentsPerBatch)) {
      batches.push({ cards: 0, writes: some });
    }
  };

  lists.forEach((list, i) => {
    const cardRanks = generateNKeysBetween(null, null, list.cards.length);
    list.cards.forEach((card, j) => planCard(card, listIds[i]!, cardRanks[j]!));
  });

  return { boardId, title, batches, cardsTotal, comments };
}

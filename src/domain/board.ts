// The boards/{id} document: name, colour, labels and card count, owned by one person.
import { fieldsOf, flag, millis, strings, text } from './fields';
import { readKeyed, type KeyedEdit } from './keyed';
import { LIMITS } from './limits';
import { parseMembers, type Member } from './members';
import { isColorKey, type ColorKey } from './palette';
import { checkLabelName } from './validation';
import type { Problem } from './problems';
import { parseCustomFields, type CustomField } from './customFields';

export interface Label {
  id: string;
  /** May be empty: a label can be just a colour, as in Trello. */
  name: string;
  color: ColorKey;
  /** Order key among the board's labels; absent while the board stores them as an old array. */
  rank?: string;
}

/** A label as stored, under its id in the board's `labels` map. */
export interface StoredLabel {
  name: string;
  color: ColorKey;
  rank: string;
}

export type LabelsEdit = KeyedEdit<StoredLabel>;

export const storedLabel = ({ name, color, rank }: Label & { rank: string }): StoredLabel => ({
  name,
  color,
  rank,
});

export interface Board {
  id: string;
  ownerId: string;
  /** Everyone who can open the board, the owner first (docs/data-model.md, members and roles). */
  members: Member[];
  title: string;
  color: ColorKey;
  labels: Label[];
  /** The board's custom fields in their order (optional: boards from before have none). */
  customFields?: CustomField[];
  /**
   * Number of card documents: the board document's stored count plus its counts document's
   * (boards/{id}/meta/counts, read on the open board only; see withCounts). On the dashboard's
   * boards, the stored count alone.
   */
  cardCount: number;
  /** Number of list documents (archived ones included); bounded by LIMITS.listsPerBoard. */
  listCount: number;
  /** A delete has started; the board is no longer usable. */
  deleting: boolean;
  /**
   * Where an imported board came from, `"<system>:<sourceBoardId>"` (e.g. `"trello:5f1a…"`):
   * set at create only, never changed; null for a board made here (and every older board).
   */
  importedFrom: string | null;
  createdAt: number | null;
  updatedAt: number | null;
  /** Who is told of cards added to the board (optional: none); each person only their own uid. */
  watcherIds: string[];
  /** Who hears nothing of this board (optional: none); each person only their own uid. */
  mutedBy: string[];
  /** Offered by Create board's "Start from" (issue 32 §2); set by the owner. Absent: not. */
  template?: boolean;
  /**
   * The read-only link's id while anyone with the link can view the board (domain/publicLink),
   * else null. Optional in state so boards made before it need no value.
   */
  publicLinkId?: string | null;
}

/** What the dashboard needs of a board (importedFrom: to offer the first copy of an import). */
/** What the dashboard shows of a board; ownerId decides which controls its tile offers. */
export type BoardSummary = Pick<
  Board,
  'id' | 'ownerId' | 'title' | 'color' | 'deleting' | 'importedFrom' | 'template'
>;

/** The fields a person sets on a board. */
export type BoardFields = Pick<Board, 'title' | 'color' | 'labels'>;

/** Stored labels: a map keyed by label id, or the old `{id, name, color}[]` form. */
export function parseLabels(value: unknown): Label[] {
  return readKeyed(value, (id, item) =>
    isColorKey(item.color) ? { id, name: text(item.name), color: item.color } : null,
  );
}

function customFieldsOf(value: unknown): { customFields?: Board['customFields'] } {
  const fields = parseCustomFields(value);
  return fields.length > 0 ? { customFields: fields } : {};
}

export function parseBoard(id: string, data: unknown): Board {
  const stored = fieldsOf(data);
  return {
    id,
    ownerId: text(stored.ownerId),
    members: parseMembers(stored.members, text(stored.ownerId)),
    title: text(stored.title),
    color: isColorKey(stored.color) ? stored.color : 'blue',
    labels: parseLabels(stored.labels),
    // Only when it has some, so a board without any reads as it always did.
    ...customFieldsOf(stored.customFields),
    cardCount: typeof stored.cardCount === 'number' ? stored.cardCount : 0,
    listCount: typeof stored.listCount === 'number' ? stored.listCount : 0,
    deleting: flag(stored.deleting),
    importedFrom: isImportedFrom(stored.importedFrom) ? stored.importedFrom : null,
    createdAt: millis(stored.createdAt),
    updatedAt: millis(stored.updatedAt),
    watcherIds: strings(stored.watcherIds),
    mutedBy: strings(stored.mutedBy),
    ...(stored.template === true ? { template: true } : {}),
    // Only when shared, so boards without a link parse as they did before it.
    ...(typeof stored.publicLinkId === 'string' ? { publicLinkId: stored.publicLinkId } : {}),
  };
}

/**
 * boards/{id}/meta/counts: what has been counted since the board stopped counting on its own
 * document (docs/data-model.md, "The counts are exact"). Missing reads as zeros.
 */
export interface BoardCounts {
  cardCount: number;
  listCount: number;
}

export const noCounts: BoardCounts = { cardCount: 0, listCount: 0 };

export function parseBoardCounts(data: unknown): BoardCounts {
  const stored = fieldsOf(data);
  return {
    cardCount: typeof stored.cardCount === 'number' ? stored.cardCount : 0,
    listCount: typeof stored.listCount === 'number' ? stored.listCount : 0,
  };
}

/** The board as its document stores it (`stored`) with the real counts: stored + counted. */
export const withCounts = (stored: Board, counts: BoardCounts): Board => ({
  ...stored,
  cardCount: Math.max(0, stored.cardCount + counts.cardCount),
  listCount: Math.max(0, stored.listCount + counts.listCount),
});

export const summaryOf = ({
  id,
  ownerId,
  title,
  color,
  deleting,
  importedFrom,
  template,
}: Board): BoardSummary => ({
  id,
  ownerId,
  title,
  color,
  deleting,
  importedFrom,
  ...(template ? { template } : {}),
});

/** The stored form of where a board was imported from: `"trello:5f1a…"`, `"boards:abc…"`. */
export const importedFromOf = (system: string, sourceBoardId: string) =>
  `${system}:${sourceBoardId}`;

/** A value boards/{id}.importedFrom may hold: 1 to 200 characters (firestore.rules checks the same). */
export const isImportedFrom = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= LIMITS.importedFrom;

/** The board's labels as a person edited them: names trimmed, or why they can't be saved. */
export function checkLabels(
  labels: Label[],
): { ok: true; labels: Label[] } | { ok: false; problem: Problem; keptText?: string } {
  if (labels.length > LIMITS.labelsPerBoard) {
    return { ok: false, problem: { code: 'labelsFull', max: LIMITS.labelsPerBoard } };
  }
  const trimmed = labels.map((label) => ({ ...label, name: label.name.trim() }));
  for (const label of trimmed) {
    const checked = checkLabelName(label.name);
    if (!checked.ok) return { ok: false, problem: checked.problem, keptText: label.name };
  }
  return { ok: true, labels: trimmed };
}

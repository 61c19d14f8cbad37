// What an edit of each kind may change, so that Revert (and undo, redo) writes only that. An
// activity entry's `changes` are written by its author's client and read back by whoever
// presses Revert: without this, an editor could store, under "renamed card ‘alpha’", a change
// of the board's title or `deleting`, and the owner's own Revert would write it.
//
// The shape, one entry per kind in SCOPES:
//   { target: 'card' | 'list' | 'board', allows: [rule, ...] }
// - target: whose id every change must carry: the entry's cardId (card kinds), its listId
//   (list kinds), or the board's own id (board and label kinds).
// - allows: the FieldChange docs the kind writes, each rule one doc:
//     { doc: 'card' | 'list' | 'board', fields: [...] }  those fields of that document only
//     { doc: 'cardIds', field: 'labelIds' | 'assigneeIds' }  ids of that array
//     { doc: 'item', field: 'checklist' | 'labels' | 'customFields' }  entries of that keyed list
//     { doc: 'fieldValue' }  one custom field's value on the target card
//     { doc: 'cardPresence' | 'listPresence' | 'listWithCards' }  the target whole, as it was
//     { doc: 'member' }  one member's role (never added, removed, renamed or re-mailed)
//     { doc: 'comment' }  one comment of the target card (its change's cardId), added, deleted,
//                         or its text edited
// A change is within scope when a rule of its doc accepts it (CHECKS, one per doc); an entry is
// when it holds at least one change and every one is. A new kind is one line in SCOPES; a new
// FieldChange doc is one rule shape and one function in CHECKS.
import type { ActivityKind } from './activity';
import type { EditKind, FieldChange } from './edit';
import {
  commentChange,
  isFieldValueSide,
  isRecord,
  ITEM_KEYS,
  keysWithin,
  listWithItsCards,
  memberRoleChange,
  sides,
  wholeCard,
  wholeList,
} from './editShapes';

type Doc = FieldChange['doc'];
type FieldsDoc = 'card' | 'list' | 'board';

export type ScopeRule =
  | { doc: FieldsDoc; fields: readonly string[] }
  | { doc: 'cardIds'; field: 'labelIds' | 'assigneeIds' }
  | { doc: 'item'; field: 'checklist' | 'labels' | 'customFields' }
  | {
      doc: 'cardPresence' | 'listPresence' | 'listWithCards' | 'comment' | 'member' | 'fieldValue';
    };

export interface KindScope {
  target: 'card' | 'list' | 'board';
  allows: readonly ScopeRule[];
}

/** What an entry says it is about (ActivityEntry's fields of the same names). */
export interface EntryTarget {
  kind: ActivityKind;
  cardId: string | null;
  listId: string | null;
}

const card = (...allows: ScopeRule[]): KindScope => ({ target: 'card', allows });
const list = (...allows: ScopeRule[]): KindScope => ({ target: 'list', allows });
const board = (...allows: ScopeRule[]): KindScope => ({ target: 'board', allows });
const fields = (doc: FieldsDoc, ...names: string[]): ScopeRule => ({ doc, fields: names });

// A checklist or the labels still stored as an old array are written whole once (keyed.ts).
const checklist = [{ doc: 'item', field: 'checklist' }, fields('card', 'checklist')] as const;
const labels = [{ doc: 'item', field: 'labels' }, fields('board', 'labels')] as const;

/** Each kind as its saga builds it (cards/, lists/, dashboard/boardsSaga.ts, attachments/). */
export const SCOPES: Record<EditKind, KindScope> = {
  cardAdd: card({ doc: 'cardPresence' }),
  cardDelete: card({ doc: 'cardPresence' }),
  cardRename: card(fields('card', 'title')),
  // A card's place is its list and its rank together (a move within its list keeps its list).
  cardMove: card(fields('card', 'listId', 'rank')),
  cardArchive: card(fields('card', 'archived')),
  cardRestore: card(fields('card', 'archived')),
  cardDescription: card(fields('card', 'description')),
  // A due date removed takes its Done and time with it, in one step; its instant goes with it.
  cardDue: card(fields('card', 'due', 'dueComplete', 'dueTime', 'dueAt')),
  cardStart: card(fields('card', 'start')),
  // A card's days moved together (a calendar bar dragged): one step, start and due alike.
  cardDates: card(fields('card', 'start', 'due', 'dueTime', 'dueAt')),
  cardDueDone: card(fields('card', 'dueComplete')),
  cardDueUndone: card(fields('card', 'dueComplete')),
  cardLabels: card({ doc: 'cardIds', field: 'labelIds' }),
  cardCover: card(fields('card', 'cover')),
  // The due rides along unchanged, so the write stamps the card's dueAt (the server's index of
  // when it is due) even on a card whose due was set before dueAt existed.
  cardRepeat: card(fields('card', 'repeat', 'due', 'dueTime', 'dueAt')),
  cardTemplate: card(fields('card', 'template')),
  cardAssign: card({ doc: 'cardIds', field: 'assigneeIds' }),
  cardUnassign: card({ doc: 'cardIds', field: 'assigneeIds' }),
  checklistAdd: card(...checklist),
  checklistRename: card(...checklist),
  checklistTick: card(...checklist),
  checklistUntick: card(...checklist),
  checklistMove: card(...checklist),
  checklistDelete: card(...checklist),
  listAdd: list({ doc: 'listPresence' }),
  listDelete: list({ doc: 'listWithCards' }),
  listRename: list(fields('list', 'title')),
  listMove: list(fields('list', 'rank')),
  listArchive: list(fields('list', 'archived')),
  listRestore: list(fields('list', 'archived')),
  listWipLimit: list(fields('list', 'wipLimit', 'wipStrict')),
  // A list copied (here or to another board), and a list moved between boards: its arrival
  // there and its departure here, each the list with its cards.
  listCopy: list({ doc: 'listWithCards' }),
  listMoveHere: list({ doc: 'listWithCards' }),
  listMoveAway: list({ doc: 'listWithCards' }),
  boardRename: board(fields('board', 'title')),
  boardRecolor: board(fields('board', 'color')),
  boardTemplate: board(fields('board', 'template')),
  // The read-only link on (a new id) or off (null); the rules let only the owner write it.
  boardLink: board(fields('board', 'publicLinkId')),
  labelAdd: board(...labels),
  labelChange: board(...labels),
  labelDelete: board(...labels),
  commentAdd: card({ doc: 'comment' }),
  commentEdit: card({ doc: 'comment' }),
  commentDelete: card({ doc: 'comment' }),
  // The rules let only the owner change a role; a removal or a leave is never inverted.
  memberRole: board({ doc: 'member' }),
  customFieldAdd: board({ doc: 'item', field: 'customFields' }),
  customFieldChange: board({ doc: 'item', field: 'customFields' }),
  customFieldDelete: board({ doc: 'item', field: 'customFields' }),
  cardFieldValue: card({ doc: 'fieldValue' }),
};

type Check = (change: FieldChange, rule: ScopeRule) => boolean;

/** Whether `rule` accepts `change` (its id already known to be the target's). */
const CHECKS: Record<Doc, Check> = {
  card: (change, rule) => fieldsRule(change, rule),
  list: (change, rule) => fieldsRule(change, rule),
  board: (change, rule) => fieldsRule(change, rule),
  cardIds: (change, rule) =>
    change.doc === 'cardIds' &&
    'field' in rule &&
    change.field === rule.field &&
    typeof change.item === 'string' &&
    typeof change.before === 'boolean' &&
    typeof change.after === 'boolean',
  item: (change, rule) =>
    change.doc === 'item' &&
    'field' in rule &&
    change.field === rule.field &&
    typeof change.item === 'string' &&
    sides(change).length > 0 &&
    sides(change).every((side) => keysWithin(side, ITEM_KEYS[change.field])),
  cardPresence: (change) =>
    sides(change).length === 1 && sides(change).every((side) => wholeCard(side, change.id)),
  listPresence: (change) =>
    sides(change).length === 1 && sides(change).every((side) => wholeList(side, change.id)),
  listWithCards: (change) =>
    sides(change).length === 1 && sides(change).every((side) => listWithItsCards(side, change.id)),
  comment: (change) => commentChange(change),
  member: (change) => memberRoleChange(change),
  // A file's add and delete are never inverted (its bytes go with the delete).
  attachment: () => false,
  fieldValue: (change) =>
    change.doc === 'fieldValue' &&
    typeof change.item === 'string' &&
    change.item.length > 0 &&
    isFieldValueSide(change.before) &&
    isFieldValueSide(change.after) &&
    change.before !== change.after,
};

/** A document's fields: each side sets only the rule's fields, and the edit sets one at least. */
function fieldsRule(change: FieldChange, rule: ScopeRule): boolean {
  if (!('fields' in rule)) return false;
  const { before, after } = change as { before: unknown; after: unknown };
  return (
    keysWithin(before, rule.fields) &&
    keysWithin(after, rule.fields) &&
    Object.values(after as Record<string, unknown>).some((value) => value !== undefined)
  );
}

/** The kind's scope; none for a kind this app doesn't revert (or a name like `constructor`). */
const scopeOf = (kind: string): KindScope | undefined =>
  Object.hasOwn(SCOPES, kind) ? SCOPES[kind as EditKind] : undefined;

/** The id every change of an entry must carry, or null when the entry names none. */
function targetId(scope: KindScope, entry: EntryTarget, boardId: string): string | null {
  if (scope.target === 'board') return boardId;
  return scope.target === 'card' ? entry.cardId : entry.listId;
}

/**
 * Whether `changes` stay within what an entry of its kind may change: each on the entry's own
 * card, list or board, in the documents and fields its kind writes, nothing else. An unknown
 * kind, or no changes, is not.
 */
export function changesWithinScope(
  entry: EntryTarget,
  boardId: string,
  changes: readonly FieldChange[],
): boolean {
  const scope = scopeOf(entry.kind);
  if (!scope || changes.length === 0) return false;
  const id = targetId(scope, entry, boardId);
  if (!id) return false;
  return changes.every(
    (change) =>
      isRecord(change) &&
      targetIdOf(change) === id &&
      scope.allows.some((rule) => rule.doc === change.doc && CHECKS[rule.doc](change, rule)),
  );
}

/** The target a change is about: a comment's is its card; any other's, its own id. */
const targetIdOf = (change: FieldChange) =>
  change.doc === 'comment' || change.doc === 'attachment' ? change.cardId : change.id;

/**
 * The target a step of this tab's history is about (it keeps no entry): its first change's id
 * for a card or list kind; the check then holds every other change to that same id.
 */
export function targetOfChanges(kind: ActivityKind, changes: readonly FieldChange[]): EntryTarget {
  const scope = scopeOf(kind);
  const first = changes[0] ? targetIdOf(changes[0]) : null;
  return {
    kind,
    cardId: scope?.target === 'card' ? first : null,
    listId: scope?.target === 'list' ? first : null,
  };
}

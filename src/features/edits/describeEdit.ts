// The activity entry an edit writes: who, what kind, which card or list, the one value it
// changed before and after, and the names the words need (lists, labels, people), taken from
// the board as this tab knows it at the moment of the edit.
import { boundedWords, type ActivityDraft, type ActivityValue } from '../../domain/activity';
import type { FieldChange } from '../../domain/edit';
import type { Board, BoardList, Card } from '../../domain/types';
import type { Edit } from './edit';

interface BoardView {
  board: Board | null;
  lists: Record<string, BoardList>;
  cards: Record<string, Card>;
}

const asValue = (value: unknown): ActivityValue =>
  value === undefined
    ? null
    : value === null || ['string', 'number', 'boolean'].includes(typeof value)
      ? (value as ActivityValue)
      : null;

/**
 * The kind of a comment's edit is what it does now: an undo of an add deletes the comment, so
 * it reads (and notifies) as a delete. Other edits keep theirs.
 */
export function kindOf(edit: Edit): Edit['kind'] {
  const comment = edit.changes.find((change) => change.doc === 'comment');
  if (comment?.doc !== 'comment') return edit.kind;
  return !comment.before ? 'commentAdd' : !comment.after ? 'commentDelete' : 'commentEdit';
}

/** The card an edit is about, if it is about one. */
function cardIdOf(changes: FieldChange[]): string | null {
  for (const change of changes) {
    if (change.doc === 'comment' || change.doc === 'attachment') return change.cardId;
    if (['card', 'cardPresence', 'cardIds', 'fieldValue'].includes(change.doc)) return change.id;
    if (change.doc === 'item' && change.field === 'checklist') return change.id;
  }
  return null;
}

function listIdOf(changes: FieldChange[], view: BoardView, cardId: string | null): string | null {
  const list = changes.find((change) =>
    ['list', 'listPresence', 'listWithCards'].includes(change.doc),
  );
  if (list) return list.id;
  if (!cardId) return null;
  for (const change of changes) {
    if (change.doc === 'cardPresence') return (change.after ?? change.before)?.listId ?? null;
  }
  return view.cards[cardId]?.listId ?? null;
}

/** A card's due as an entry keeps it: "2026-11-27", "2026-11-27 14:30", or null for none. */
const dueText = ({ due, dueTime }: Partial<Card>) =>
  due ? (dueTime ? `${due} ${dueTime}` : due) : null;

/** The one field a card, list or board change sets (a move is its list), with its values. */
function fieldOf(changes: FieldChange[]) {
  if (changes.length !== 1) return null;
  const [change] = changes as [FieldChange];
  // One id added to or taken from a card's labels or assignees: there or not.
  if (change.doc === 'cardIds') {
    return { field: change.field, before: change.before, after: change.after };
  }
  // One field of a checklist item or a label (its text, done, name or colour).
  if (change.doc === 'item') {
    if (!change.before || !change.after) return null;
    const keys = Object.keys(change.after).filter((key) => key !== 'rank');
    if (keys.length !== 1) return null;
    const [key] = keys as [string];
    return { field: key, before: asValue(change.before[key]), after: asValue(change.after[key]) };
  }
  // A member's role: from what to what (null: not a member, before joining or after leaving).
  if (change.doc === 'member') {
    return {
      field: 'role',
      before: change.before?.role ?? null,
      after: change.after?.role ?? null,
    };
  }
  if (change.doc !== 'card' && change.doc !== 'list' && change.doc !== 'board') return null;
  // A due change sets its day, time and instant (and may clear Done): told as its day and time.
  if (change.doc === 'card' && 'due' in change.after) {
    return { field: 'due', before: dueText(change.before), after: dueText(change.after) };
  }
  const keys = Object.keys(change.after);
  const field = keys.includes('listId') ? 'listId' : keys.length === 1 ? keys[0]! : null;
  if (!field) return null;
  const before = (change.before as Record<string, unknown>)[field];
  const after = (change.after as Record<string, unknown>)[field];
  return { field, before: asValue(before), after: asValue(after) };
}

/** Names of lists, labels, people and checklist items the words read. */
function wordsOf(edit: Edit, view: BoardView): Record<string, string> {
  const words: Record<string, string> = { ...edit.words };
  const listName = (id: unknown) => (typeof id === 'string' ? view.lists[id]?.title : undefined);
  for (const change of edit.changes) {
    if (change.doc === 'card' && 'listId' in change.after) {
      const from = listName(change.before.listId);
      const to = listName(change.after.listId);
      if (from) words.fromList = from;
      if (to) words.toList = to;
    }
    if (change.doc === 'card' && 'rank' in change.after && !('listId' in change.after)) {
      const card = view.cards[change.id];
      const within = listName(card?.listId);
      if (within) words.fromList = words.toList = within;
    }
    if (change.doc === 'cardIds' && change.field === 'labelIds') {
      const label = view.board?.labels.find((item) => item.id === change.item);
      // An unnamed label is described by its colour (activity/words.ts).
      if (label?.name) words.label = label.name;
      if (label) words.labelColor = label.color;
    }
    if (change.doc === 'cardIds' && change.field === 'assigneeIds') {
      const member = view.board?.members.find((item) => item.uid === change.item);
      if (member) words.person = member.name || member.email;
    }
    if (change.doc === 'member') {
      const member = change.before ?? change.after;
      // Whose entry (the rules check the entry against the batch by it) and their name.
      words.memberId = change.item;
      if (member) words.person = member.name || member.email;
    }
    if (change.doc === 'item' && change.field === 'checklist') {
      const item = view.cards[change.id]?.checklist.find((entry) => entry.id === change.item);
      const text = (change.after?.text ?? change.before?.text ?? item?.text) as string | undefined;
      if (text) words.item = text;
    }
    if (change.doc === 'comment') {
      // The words quote the start of the comment, never all of it.
      words.commentId = change.id;
      words.comment = (change.after ?? change.before)?.text.slice(0, 200) ?? '';
    }
    if (change.doc === 'attachment') {
      words.attachmentId = change.id;
      words.file = (change.after ?? change.before)?.name ?? '';
    }
    // Dates moved together: the entry's values are the due's, the words carry the new start.
    if (change.doc === 'card' && 'start' in change.after && 'due' in change.after) {
      words.start = change.after.start ?? '';
    }
    if (change.doc === 'cardPresence' || change.doc === 'card') {
      const card = view.cards[change.id];
      const name = listName(
        card?.listId ??
          (change.doc === 'cardPresence' ? (change.after ?? change.before)?.listId : undefined),
      );
      if (name && !words.list) words.list = name;
    }
  }
  return words;
}

/** The entry for `edit` by `author`, as the pipeline writes it with the change. */
export function describeEdit(
  edit: Edit,
  view: BoardView,
  author: { uid: string; name: string },
): ActivityDraft {
  const cardId = cardIdOf(edit.changes);
  const field = fieldOf(edit.changes);
  return {
    authorId: author.uid,
    authorName: author.name,
    kind: edit.kind,
    cardId,
    listId: listIdOf(edit.changes, view, cardId),
    subject: edit.subject,
    field: field?.field ?? null,
    before: field?.before ?? null,
    after: field?.after ?? null,
    words: boundedWords(wordsOf(edit, view)),
    changes: edit.revertible === false ? null : edit.changes,
    revertOf: edit.revertOf ?? null,
  };
}

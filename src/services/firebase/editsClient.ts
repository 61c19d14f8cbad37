// One edit of a board (src/domain/edit.ts) written as one batch with its activity entry, so the
// change and the words describing it land together or not at all, offline too. Every board edit
// the app makes comes through here (features/edits/applyEdit.ts).
import {
  arrayRemove,
  arrayUnion,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  serverTimestamp,
  writeBatch,
  type DocumentReference,
  type WriteBatch,
} from 'firebase/firestore';
import {
  parseActivityEntry,
  storedChanges,
  type ActivityDraft,
  type ActivityEntry,
  type ActivityWrite,
} from '../../domain/activity';
import type { Card } from '../../domain/card';
import type { FieldChange, ListWithCards } from '../../domain/edit';
import type { KeyedEdit } from '../../domain/keyed';
import type { BoardList } from '../../domain/types';
import { storedMember } from '../../domain/members';
import { countCards, countList } from './counts';
import { boardRef, cardsRef, firestore, listsRef, userRef } from './firestore';
import { keyedUpdates, variadic } from './keyedWrites';
import { storedFields, storedNewCard, storedNewList, type Fields } from './storedFields';
import { addNotifications } from './notificationsClient';
import { addAttachmentChange } from './attachmentsClient';
import { addCommentChange } from './commentsClient';

type ItemChange = Extract<FieldChange, { doc: 'item' }>;
type IdsChange = Extract<FieldChange, { doc: 'cardIds' }>;
type MemberChange = Extract<FieldChange, { doc: 'member' }>;
type ValueChange = Extract<FieldChange, { doc: 'fieldValue' }>;

const cardRef = (boardId: string, id: string) => doc(cardsRef(boardId), id);
const listRef = (boardId: string, id: string) => doc(listsRef(boardId), id);

/**
 * The read-only link's marker, publicLinks/{linkId} = {boardId}, in the batch that turns the
 * link on (created) or off (deleted): the link's page listens to it, so turning the link off
 * ends that listener at once (the lists' and cards' own listeners are not asked again until
 * something in them changes).
 */
function writePublicLink(
  batch: WriteBatch,
  boardId: string,
  change: { before: { publicLinkId?: string | null }; after: { publicLinkId?: string | null } },
) {
  const before = change.before.publicLinkId ?? null;
  const after = change.after.publicLinkId ?? null;
  if (before && before !== after) batch.delete(doc(firestore(), 'publicLinks', before));
  if (after && after !== before) batch.set(doc(firestore(), 'publicLinks', after), { boardId });
}

function update(batch: WriteBatch, ref: DocumentReference, pairs: [string | FieldPath, unknown][]) {
  pairs.push(['updatedAt', serverTimestamp()]);
  batch.update(ref, ...variadic(pairs));
}

/** A card created or deleted, counted in the board's counts document (counts.ts). */
function writeCardPresence(batch: WriteBatch, boardId: string, id: string, card: Card | null) {
  if (card) batch.set(cardRef(boardId, id), storedNewCard(card));
  else batch.delete(cardRef(boardId, id));
  countCards(batch, boardId, card ? 1 : -1, [id]);
}

function writeListPresence(batch: WriteBatch, boardId: string, id: string, list: BoardList | null) {
  if (list) batch.set(listRef(boardId, id), storedNewList(list));
  else batch.delete(listRef(boardId, id));
  countList(batch, boardId, list ? 1 : -1, id);
}

/**
 * The entries of one keyed list (a card's checklist, the board's labels) that an edit writes,
 * as one KeyedEdit: each entry its own field, so others' edits of other entries stay.
 */
function keyedEditOf(changes: ItemChange[]): KeyedEdit<Fields> {
  const edit: KeyedEdit<Fields> = { set: {}, patch: {}, remove: [] };
  for (const change of changes) {
    if (change.after === null) edit.remove.push(change.item);
    else if (change.before === null) edit.set[change.item] = change.after;
    else edit.patch[change.item] = change.after;
  }
  return edit;
}

const groupBy = <T>(items: T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
};

/** A card's labelIds or assigneeIds: ids added in one write, ids removed in another. */
function writeIds(batch: WriteBatch, boardId: string, changes: IdsChange[]) {
  const [{ id, field }] = changes as [IdsChange];
  const added = changes.filter((change) => change.after).map((change) => change.item);
  const removed = changes.filter((change) => !change.after).map((change) => change.item);
  // One transform per field per write: an add and a remove are two writes of the batch. The
  // person assigned watches the card from then on (the rules let an assignment add them).
  const watch: [string, unknown][] =
    field === 'assigneeIds' ? [['watcherIds', arrayUnion(...added)]] : [];
  if (added.length > 0)
    update(batch, cardRef(boardId, id), [[field, arrayUnion(...added)], ...watch]);
  if (removed.length > 0) update(batch, cardRef(boardId, id), [[field, arrayRemove(...removed)]]);
}

/**
 * One member's entry set (a role) or removed, its path a FieldPath so no uid is read as a
 * dotted path. A person removing themselves (leaving) also takes the board off their own
 * dashboard and stars in the same batch, as the rules for their record require.
 */
function writeMember(batch: WriteBatch, boardId: string, change: MemberChange, authorId?: string) {
  const entry = new FieldPath('members', change.item);
  update(batch, boardRef(boardId), [
    [entry, change.after ? storedMember(change.after) : deleteField()],
  ]);
  if (!change.after && change.item === authorId) {
    batch.update(userRef(change.item), {
      boards: arrayRemove(boardId),
      starred: arrayRemove(boardId),
    });
  }
}

/** One custom field's value of a card, its own field path (the field id read as one segment). */
function writeFieldValue(batch: WriteBatch, boardId: string, change: ValueChange) {
  update(batch, cardRef(boardId, change.id), [
    [new FieldPath('fieldValues', change.item), change.after ?? deleteField()],
    // Which value this write sets: the rules check that one (firestore.rules, hasValidFieldValues).
    ['valueFieldId', change.item],
  ]);
}

/** The writes of `changes` (their `after` side) added to `batch`. */
export function addChanges(
  batch: WriteBatch,
  boardId: string,
  changes: FieldChange[],
  authorId?: string,
) {
  const items: ItemChange[] = [];
  const ids: IdsChange[] = [];
  for (const change of changes) {
    switch (change.doc) {
      case 'card':
        update(batch, cardRef(boardId, change.id), storedFields(change.after));
        break;
      case 'list':
        update(batch, listRef(boardId, change.id), Object.entries(change.after));
        break;
      case 'board':
        update(batch, boardRef(boardId), storedFields(change.after));
        if ('publicLinkId' in change.after) writePublicLink(batch, boardId, change);
        break;
      case 'cardPresence':
        writeCardPresence(batch, boardId, change.id, change.after);
        break;
      case 'listPresence':
        writeListPresence(batch, boardId, change.id, change.after);
        break;
      case 'listWithCards':
        addListWithCards(batch, boardId, change.id, change.after);
        break;
      case 'cardIds':
        ids.push(change);
        break;
      case 'item':
        items.push(change);
        break;
      case 'comment':
        addCommentChange(batch, boardId, change);
        break;
      case 'attachment':
        addAttachmentChange(batch, boardId, change);
        break;
      case 'member':
        writeMember(batch, boardId, change, authorId);
        break;
      case 'fieldValue':
        writeFieldValue(batch, boardId, change);
        break;
    }
  }
  for (const group of groupBy(ids, (change) => `${change.id}/${change.field}`)) {
    writeIds(batch, boardId, group);
  }
  for (const group of groupBy(items, (change) => `${change.id}/${change.field}`)) {
    const [{ id, field }] = group as [ItemChange];
    const ref = field === 'checklist' ? cardRef(boardId, id) : boardRef(boardId);
    const pairs = keyedUpdates(field, keyedEditOf(group));
    // Which field this write changes: the rules check that one (hasValidCustomFields).
    if (field === 'customFields') pairs.push(['customFieldWritten', group[group.length - 1]!.item]);
    update(batch, ref, pairs);
  }
}

/**
 * A list deleted with its cards: this batch hides it (marked deleting); its cards and the list
 * itself go afterwards (features/lists/listsSaga.ts, resumable). Brought back: this
 * batch creates the list; its cards follow one counted create each (restoreCards).
 */
function addListWithCards(
  batch: WriteBatch,
  boardId: string,
  id: string,
  after: ListWithCards | null,
) {
  if (after) writeListPresence(batch, boardId, id, after.list);
  else update(batch, listRef(boardId, id), [['deleting', true]]);
}

/** The activity entry of the batch: the author and the server's time of the change. */
function addActivity(batch: WriteBatch, boardId: string, entryId: string, draft: ActivityDraft) {
  const ref = doc(boardRef(boardId), 'activity', entryId);
  batch.set(ref, { ...draft, changes: storedChanges(draft.changes), at: serverTimestamp() });
}

/** Writes an edit and its activity entry (if any, with its notifications) in one batch. */
export function commitEdit(
  boardId: string,
  changes: FieldChange[],
  activity: ActivityWrite | null,
): Promise<void> {
  const batch = writeBatch(firestore());
  addChanges(batch, boardId, changes, activity?.draft.authorId);
  if (activity) addActivity(batch, boardId, activity.id, activity.draft);
  addNotifications(batch, activity);
  return batch.commit();
}

/**
 * Cards brought back after their list (or a list copied or moved here), each its own counted
 * create (and its assignees after). All are sent at once, so offline they all wait in the queue;
 * one refused is sent again once the others have landed, alone: each create's rule reads the
 * counts the creates before it left, and the emulator was seen to judge two sent together
 * against the same counts (a list copy's e2e, under load).
 */
export async function restoreCards(boardId: string, cards: Card[]): Promise<void> {
  const create = (card: Card) => {
    const batch = writeBatch(firestore());
    writeCardPresence(batch, boardId, card.id, card);
    return batch.commit();
  };
  const sent = await Promise.allSettled(cards.map(create));
  for (const [i, outcome] of sent.entries()) {
    if (outcome.status === 'rejected') await create(cards[i]!);
  }
}

/**
 * People assigned to a card brought back: one arrayUnion each (the rules check one added
 * assignee per write, and a card is created with none).
 */
export function restoreAssignees(boardId: string, cardId: string, uids: string[]): Promise<void> {
  return Promise.all(
    uids.map((uid) => {
      const batch = writeBatch(firestore());
      update(batch, cardRef(boardId, cardId), [['assigneeIds', arrayUnion(uid)]]);
      return batch.commit();
    }),
  ).then(() => undefined);
}

/** One activity entry as stored (from the cache when offline), or null if there is none. */
export async function readActivityEntry(
  boardId: string,
  entryId: string,
): Promise<ActivityEntry | null> {
  const snapshot = await getDoc(doc(boardRef(boardId), 'activity', entryId));
  return snapshot.exists() ? parseActivityEntry(snapshot.id, snapshot.data()) : null;
}

// An in-memory stand-in for the services, for component tests that run the real sagas: it keeps
// one person's documents, answers the services' calls as Firestore would (writes change the
// documents and every live subscription hears of it), and can refuse a write. Tests replace the
// service modules with it at their boundary:
//   jest.mock('../../../src/services/boards', () => require('../fakeBackend').fakeBackend);
import type {
  Board,
  BoardList,
  BoardSummary,
  Card,
  ChecklistItem,
  DocChange,
  Label,
} from '../../src/domain/types';
import type { ActivityDraft, ActivityEntry } from '../../src/domain/activity';
import type { Comment } from '../../src/domain/comment';
import type { FieldChange } from '../../src/domain/edit';
import type { KeyedEdit } from '../../src/domain/keyed';
import type { Invitation } from '../../src/domain/members';
import { placeBoard, type UserRecord } from '../../src/domain/user';
import { withId, type PersonalChange } from '../../src/domain/personalEdit';
import { parseActivityEntry, storedChanges } from '../../src/domain/activity';
import type { AuthUser, BoardSummariesSnapshot } from '../../src/services/types';

type Listener = () => void;
type Refusal = { code: string; message: string };

const state = {
  user: null as AuthUser | null,
  record: null as UserRecord | null,
  boards: new Map<string, Board>(),
  lists: new Map<string, BoardList & { boardId: string }>(),
  cards: new Map<string, Card & { boardId: string }>(),
  comments: new Map<string, Comment & { boardId: string; cardId: string }>(),
  /** Each board's activity entries, in the order they were written. */
  activity: [] as (ActivityEntry & { boardId: string })[],
  /** The server's clock for comments' times: later writes, later times. */
  clock: 1_000_000,
  invitations: [] as Invitation[],
  /** Service function names whose next call is refused. */
  refuse: new Set<string>(),
  listeners: new Set<Listener>(),
  writes: [] as { fn: string; args: unknown[] }[],
};

const later = (run: () => void) => void setTimeout(run, 0);
const notify = () => later(() => state.listeners.forEach((listener) => listener()));

function listen(listener: Listener) {
  state.listeners.add(listener);
  later(listener);
  return () => void state.listeners.delete(listener);
}

/** A write as Firestore does it: refused if the test says so, else applied and heard by every listener. */
function write(fn: string, args: unknown[], apply: () => void): Promise<void> {
  state.writes.push({ fn, args });
  if (state.refuse.delete(fn)) {
    const refusal: Refusal = { code: 'permission-denied', message: 'Missing permissions.' };
    return Promise.reject(Object.assign(new Error(refusal.message), refusal));
  }
  apply();
  notify();
  return Promise.resolve();
}

/** A collection's changes since a listener last heard: upserts of what changed, removals of what went. */
function collectionListener<T extends { id: string }>(
  docs: () => T[],
  onChange: (snapshot: { changes: DocChange<T>[]; fromCache: boolean }) => void,
) {
  let seen = new Map<string, T>();
  return listen(() => {
    const now = new Map(docs().map((doc) => [doc.id, doc]));
    const changes: DocChange<T>[] = [];
    for (const [id, doc] of now) {
      if (JSON.stringify(seen.get(id)) !== JSON.stringify(doc))
        changes.push({ type: 'upsert', doc, pending: false });
    }
    for (const id of seen.keys()) if (!now.has(id)) changes.push({ type: 'remove', id });
    seen = now;
    onChange({ changes, fromCache: false });
  });
}

/** A stored document without the board it belongs to, as the services hand it out. */
function strip<T extends { boardId: string }>(stored: T): Omit<T, 'boardId'> {
  const doc: Partial<T> = { ...stored };
  delete doc.boardId;
  return doc as Omit<T, 'boardId'>;
}
const summaryOf = ({ id, ownerId, title, color, deleting, importedFrom }: Board): BoardSummary => ({
  id,
  ownerId,
  title,
  color,
  deleting,
  importedFrom,
});

/** A keyed-list edit applied as Firestore applies its field paths, read back in rank order. */
function applyKeyedEdit<T extends { id: string; rank?: string }>(
  items: T[],
  edit: KeyedEdit<Omit<T, 'id'>>,
): T[] {
  const byId = new Map<string, T>(
    edit.whole
      ? Object.entries(edit.whole).map(([id, item]) => [id, { ...item, id } as T])
      : items.map((item) => [item.id, item]),
  );
  for (const [id, item] of Object.entries(edit.set)) byId.set(id, { ...item, id } as T);
  for (const [id, patch] of Object.entries(edit.patch)) {
    byId.set(id, { ...byId.get(id)!, ...patch });
  }
  for (const id of edit.remove) byId.delete(id);
  return [...byId.values()].sort((a, b) => ((a.rank ?? '') < (b.rank ?? '') ? -1 : 1));
}

function dropInvitation(boardId: string, email: string) {
  state.invitations = state.invitations.filter(
    (each) => each.boardId !== boardId || each.email !== email,
  );
}

function forget(boardId: string) {
  const record = state.record!;
  state.record = {
    boards: record.boards.filter((id) => id !== boardId),
    starred: record.starred.filter((id) => id !== boardId),
  };
}

type Owner = { uid: string; name: string; email: string };
type NewBoard = { title: string; color: Board['color']; labels: Label[] };

/** A board, its owner its one member, listed on their dashboard (boardsClient's createBoard). */
function createBoardDoc(owner: Owner, id: string, fields: NewBoard, importedFrom?: string) {
  const { uid } = owner;
  state.boards.set(id, {
    id,
    ownerId: uid,
    members: [{ uid, role: 'owner', name: owner.name, email: owner.email }],
    ...fields,
    cardCount: 0,
    listCount: 0,
    deleting: false,
    importedFrom: importedFrom ?? null,
    createdAt: 1,
    updatedAt: 1,
    watcherIds: [],
    mutedBy: [],
  });
  state.record = { ...state.record!, boards: [...state.record!.boards, id] };
}

/** Step 1 of a delete (boardsClient's markBoardDeleting); purgeBoard does the rest. */
function markDeleting(id: string) {
  state.boards.set(id, { ...state.boards.get(id)!, deleting: true });
  state.record = {
    boards: state.record!.boards.filter((b) => b !== id),
    starred: state.record!.starred.filter((b) => b !== id),
  };
}

/** A personal edit's `after` side written, as personalEditsClient.ts writes it. */
function applyPersonalChange(uid: string, change: PersonalChange) {
  switch (change.doc) {
    case 'cardWatch': {
      const card = state.cards.get(change.id)!;
      state.cards.set(change.id, {
        ...card,
        watcherIds: withId(card.watcherIds, uid, change.after),
      });
      break;
    }
    case 'boardWatch': {
      const board = state.boards.get(change.id)!;
      const ids = withId(board[change.field], uid, change.after);
      state.boards.set(change.id, { ...board, [change.field]: ids });
      break;
    }
    case 'star':
      state.record = {
        ...state.record!,
        starred: withId(state.record!.starred, change.id, change.after),
      };
      break;
    case 'boardPlace':
      state.record = {
        ...state.record!,
        boards: placeBoard(state.record!.boards, change.id, change.place),
      };
      break;
    case 'invitation':
      dropInvitation(change.id, change.email);
      if (change.after) state.invitations.push({ ...change.after, createdAt: 1 });
      break;
    case 'boardCreate':
      createBoardDoc(change.owner, change.id, change.after);
      break;
    case 'boardDelete':
      markDeleting(change.id);
      break;
    case 'join': {
      const board = state.boards.get(change.id)!;
      state.boards.set(board.id, { ...board, members: [...board.members, change.after] });
      dropInvitation(change.id, change.before.email);
      state.record = { ...state.record!, boards: [...state.record!.boards, board.id] };
      break;
    }
  }
}

/** A write refused the way the rules or Firestore refuse it, before anything of it is applied. */
class Refused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function countOn(boardId: string, field: 'cardCount' | 'listCount', by: number) {
  const board = state.boards.get(boardId)!;
  state.boards.set(boardId, { ...board, [field]: board[field] + by });
}

/** A card as editsClient creates it: counted, with no assignees (they come one write each). */
function createCardDoc(boardId: string, card: Card) {
  state.cards.set(card.id, { ...card, assigneeIds: [], boardId });
  countOn(boardId, 'cardCount', 1);
}

function createListDoc(boardId: string, { id, title, rank, archived }: BoardList) {
  state.lists.set(id, { id, title, rank, archived, boardId });
  countOn(boardId, 'listCount', 1);
}

type ItemChange = Extract<FieldChange, { doc: 'item' }>;

/** What Firestore and the rules refuse in a batch: updating what is gone, creating what is there. */
function checkChange(boardId: string, change: FieldChange) {
  const card = state.cards.get(change.id);
  const list = state.lists.get(change.id);
  const missing = () => new Refused('not-found', `No document to update: ${change.id}`);
  const exists = () => new Refused('permission-denied', 'Missing or insufficient permissions.');
  switch (change.doc) {
    case 'card':
    case 'cardIds':
      if (!card) throw missing();
      break;
    case 'item':
      if (change.field === 'checklist' ? !card : !state.boards.has(change.id)) throw missing();
      break;
    case 'list':
      if (!list) throw missing();
      break;
    case 'board':
    case 'member':
      if (!state.boards.has(boardId)) throw missing();
      break;
    case 'cardPresence':
      if (change.after && card) throw exists();
      break;
    case 'listPresence':
      if (change.after && list) throw exists();
      break;
    case 'listWithCards':
      if (change.after ? list : !list) throw change.after ? exists() : missing();
      break;
    case 'comment': {
      const there = state.comments.has(change.id);
      if (change.before ? !there : there) throw change.before ? missing() : exists();
      break;
    }
  }
}

/** A comment's change written (the server stamps its times); its author watches if asked. */
function applyComment(boardId: string, change: Extract<FieldChange, { doc: 'comment' }>) {
  const { id, cardId, before, after } = change;
  if (!after) {
    state.comments.delete(id);
  } else if (!before) {
    const at = (state.clock += 1_000);
    const { authorId, authorName, text, importedAt } = after;
    state.comments.set(id, {
      ...{ id, authorId, authorName, text, createdAt: at, updatedAt: at, importedAt },
      ...{ boardId, cardId },
    });
    const card = state.cards.get(cardId);
    if (change.watch && card && !card.watcherIds.includes(authorId)) {
      state.cards.set(cardId, { ...card, watcherIds: [...card.watcherIds, authorId] });
    }
  } else {
    const stored = state.comments.get(id)!;
    state.comments.set(id, { ...stored, text: after.text, updatedAt: (state.clock += 1_000) });
  }
}

/** One change's `after` side written, as editsClient's batch writes it (domain/edit.ts). */
function applyChange(boardId: string, change: FieldChange, authorId?: string) {
  switch (change.doc) {
    case 'card':
      state.cards.set(change.id, { ...state.cards.get(change.id)!, ...change.after });
      break;
    case 'list':
      state.lists.set(change.id, { ...state.lists.get(change.id)!, ...change.after });
      break;
    case 'board':
      state.boards.set(boardId, { ...state.boards.get(boardId)!, ...change.after });
      break;
    case 'cardPresence':
      if (change.after) createCardDoc(boardId, change.after);
      else if (state.cards.delete(change.id)) countOn(boardId, 'cardCount', -1);
      break;
    case 'listPresence':
      if (change.after) createListDoc(boardId, change.after);
      else if (state.lists.delete(change.id)) countOn(boardId, 'listCount', -1);
      break;
    case 'listWithCards':
      // Deleted: hidden (marked deleting) now, its cards and itself deleted afterwards.
      if (change.after) createListDoc(boardId, change.after.list);
      else state.lists.set(change.id, { ...state.lists.get(change.id)!, deleting: true });
      break;
    case 'cardIds': {
      // arrayUnion / arrayRemove: only this id, whatever else the field holds.
      const card = state.cards.get(change.id)!;
      const others = card[change.field].filter((id) => id !== change.item);
      const there = card[change.field].includes(change.item);
      const ids = change.after ? (there ? card[change.field] : [...others, change.item]) : others;
      state.cards.set(change.id, { ...card, [change.field]: ids });
      break;
    }
    case 'item':
      applyItem(change);
      break;
    case 'comment':
      applyComment(boardId, change);
      break;
    case 'member': {
      // One member's entry set or removed; one removing themselves also forgets the board.
      const board = state.boards.get(boardId)!;
      const { after } = change;
      const members = after
        ? board.members.map((each) => (each.uid === after.uid ? after : each))
        : board.members.filter((each) => each.uid !== change.item);
      state.boards.set(boardId, { ...board, members });
      if (!change.after && change.item === authorId) forget(boardId);
      break;
    }
  }
}

/** One entry of a card's checklist or the board's labels set, patched or removed on its own. */
function applyItem(change: ItemChange) {
  const edit: KeyedEdit<Record<string, unknown>> = { set: {}, patch: {}, remove: [] };
  if (change.after === null) edit.remove.push(change.item);
  else if (change.before === null) edit.set[change.item] = change.after;
  else edit.patch[change.item] = change.after;
  if (change.field === 'checklist') {
    const card = state.cards.get(change.id)!;
    const checklist = applyKeyedEdit(card.checklist, edit as KeyedEdit<Omit<ChecklistItem, 'id'>>);
    state.cards.set(change.id, { ...card, checklist });
  } else {
    const board = state.boards.get(change.id)!;
    const labels = applyKeyedEdit(board.labels, edit as KeyedEdit<Omit<Label, 'id'>>);
    state.boards.set(change.id, { ...board, labels });
  }
}

/** The entry as the app reads it back (its changes stored as JSON; the server's time). */
function storeActivity(boardId: string, id: string, draft: ActivityDraft) {
  const at = { toMillis: () => (state.clock += 1_000) };
  const stored = { ...draft, changes: storedChanges(draft.changes), at };
  state.activity.push({ ...parseActivityEntry(id, stored)!, boardId });
}

/** A batch: every change checked first, then all applied, or none (refused as a whole). */
function batch(fn: string, args: unknown[], check: () => void, apply: () => void) {
  try {
    check();
  } catch (error) {
    state.writes.push({ fn, args });
    return Promise.reject(error);
  }
  return write(fn, args, apply);
}

export const backend = {
  /** Signs `user` in with `boards` (documents) in their record's order. */
  reset(user: AuthUser, boards: Board[] = []) {
    state.user = user;
    state.record = { boards: boards.map((board) => board.id), starred: [] };
    state.boards = new Map(boards.map((board) => [board.id, board]));
    state.lists.clear();
    state.cards.clear();
    state.comments.clear();
    state.activity = [];
    state.invitations = [];
    state.refuse.clear();
    state.listeners.clear();
    state.writes = [];
  },
  addList(boardId: string, list: BoardList) {
    state.lists.set(list.id, { ...list, boardId });
  },
  addCard(boardId: string, card: Card) {
    state.cards.set(card.id, { ...card, boardId });
  },
  /** A change made on another device: applied, and heard by every listener. */
  changeCardElsewhere(cardId: string, patch: Partial<Card>) {
    state.cards.set(cardId, { ...state.cards.get(cardId)!, ...patch });
    notify();
  },
  /** A comment written on another device (by anyone): heard by every listener. */
  addCommentElsewhere(boardId: string, cardId: string, comment: Comment) {
    state.comments.set(comment.id, { ...comment, boardId, cardId });
    notify();
  },
  comments: () => [...state.comments.values()],
  /** The activity entries the edits wrote, oldest first. */
  activity: () => state.activity.map(strip),
  /** An invitation made by another person (to the signed-in one, or on a board they own). */
  addInvitation(invitation: Invitation) {
    state.invitations.push(invitation);
    notify();
  },
  /** A board that another person shares with the signed-in one (not yet in their record). */
  addBoard(board: Board) {
    state.boards.set(board.id, board);
    notify();
  },
  /** A change another device made to a board (a member removed, a role changed). */
  changeBoardElsewhere(boardId: string, patch: Partial<Board>) {
    state.boards.set(boardId, { ...state.boards.get(boardId)!, ...patch });
    notify();
  },
  invitations: () => state.invitations,
  refuseNext(fn: string) {
    state.refuse.add(fn);
  },
  board: (id: string) => state.boards.get(id),
  cards: () => [...state.cards.values()].map(strip),
  record: () => state.record,
  writes: () => state.writes,
};

export const fakeBackend = {
  // --- auth
  subscribeToAuth(onChange: (user: AuthUser | null) => void) {
    return listen(() => onChange(state.user));
  },
  signIn: () => Promise.resolve({ user: state.user, isNewUser: false }),
  signOut: () => {
    state.user = null;
    notify();
    return Promise.resolve();
  },

  // --- the write queue: every write here is answered at once
  waitForQueuedWrites: () => Promise.resolve(),
  existsOnServer(path: string) {
    const [, boardId, kind, id, , commentId] = path.split('/');
    if (commentId !== undefined) return Promise.resolve(state.comments.has(commentId));
    const stored = kind === 'lists' ? state.lists : kind === 'cards' ? state.cards : state.boards;
    return Promise.resolve(stored.has((kind ? id : boardId) ?? ''));
  },

  // --- users/{uid}
  createUserRecord: () => Promise.resolve(),
  userRecordExists: () => Promise.resolve(true),
  subscribeToUserRecord(_uid: string, onChange: (snapshot: unknown) => void) {
    return listen(() => onChange({ record: state.record, fromCache: false }));
  },
  // --- personal edits (services/edits' commitPersonalEdit): the person's own preferences
  commitPersonalEdit: (uid: string, change: PersonalChange) =>
    write('commitPersonalEdit', [uid, change], () => applyPersonalChange(uid, change)),

  // --- boards
  subscribeToBoardSummaries(_uid: string, onChange: (snapshot: BoardSummariesSnapshot) => void) {
    return listen(() =>
      onChange({
        summaries: [...state.boards.values()]
          .filter((board) => board.members.some((member) => member.uid === state.user?.uid))
          .map(summaryOf),
        pendingIds: [],
      }),
    );
  },
  unfinishedDeletions: () => Promise.resolve([]),
  createBoard: (owner: Owner, id: string, fields: NewBoard, importedFrom?: string) =>
    write(
      'createBoard',
      importedFrom ? [owner, id, fields, importedFrom] : [owner, id, fields],
      () => createBoardDoc(owner, id, fields, importedFrom),
    ),
  editBoardLabels: (id: string, edit: KeyedEdit<Omit<Label, 'id'>>) =>
    write('editBoardLabels', [id, edit], () => {
      const board = state.boards.get(id)!;
      state.boards.set(id, { ...board, labels: applyKeyedEdit(board.labels, edit) });
    }),
  updateBoard: (id: string, patch: Partial<Board>) =>
    write('updateBoard', [id, patch], () => {
      state.boards.set(id, { ...state.boards.get(id)!, ...patch });
    }),
  markBoardDeleting: (uid: string, id: string) =>
    write('markBoardDeleting', [uid, id], () => markDeleting(id)),
  purgeBoard: (id: string) =>
    write('purgeBoard', [id], () => {
      state.boards.delete(id);
    }),
  subscribeToBoard(id: string, onChange: (snapshot: unknown) => void) {
    return listen(() =>
      onChange({ board: state.boards.get(id) ?? null, pending: false, fromCache: false }),
    );
  },
  /** The fake counts on the board itself, as a board from before the counts document did. */
  subscribeToBoardCounts(_id: string, onChange: (snapshot: unknown) => void) {
    return listen(() => onChange({ counts: null, fromCache: false }));
  },

  // --- sharing (invitations are written as personal edits, above)
  forgetBoard: (uid: string, boardId: string) =>
    write('forgetBoard', [uid, boardId], () => forget(boardId)),
  subscribeToBoardInvitations(boardId: string, onChange: (invitations: Invitation[]) => void) {
    return listen(() => onChange(state.invitations.filter((each) => each.boardId === boardId)));
  },
  subscribeToMyInvitations(email: string, onChange: (invitations: Invitation[]) => void) {
    return listen(() => onChange(state.invitations.filter((each) => each.email === email)));
  },

  // --- lists
  subscribeToLists(boardId: string, onChange: (snapshot: never) => void) {
    return collectionListener(
      () => [...state.lists.values()].filter((list) => list.boardId === boardId).map(strip),
      onChange as never,
    );
  },
  createList: (boardId: string, id: string, fields: Omit<BoardList, 'id'>) =>
    write('createList', [boardId, id, fields], () => {
      state.lists.set(id, { id, ...fields, boardId });
      const board = state.boards.get(boardId)!;
      state.boards.set(boardId, { ...board, listCount: board.listCount + 1 });
    }),
  updateList: (boardId: string, id: string, patch: Partial<BoardList>) =>
    write('updateList', [boardId, id, patch], () => {
      state.lists.set(id, { ...state.lists.get(id)!, ...patch });
    }),
  markListDeleting: (boardId: string, id: string, deleting = true) =>
    write('markListDeleting', [boardId, id, deleting], () => {
      state.lists.set(id, { ...state.lists.get(id)!, ...(deleting ? { deleting } : {}) });
      if (!deleting) delete state.lists.get(id)!.deleting;
    }),
  unfinishedListDeletions: (boardId: string) =>
    Promise.resolve(
      [...state.lists.values()]
        .filter((list) => list.boardId === boardId && list.deleting)
        .map((list) => list.id),
    ),

  // --- cards
  subscribeToCards(boardId: string, onChange: (snapshot: never) => void) {
    return collectionListener(
      () => [...state.cards.values()].filter((card) => card.boardId === boardId).map(strip),
      onChange as never,
    );
  },
  subscribeToFirstCards: () => () => undefined,
  subscribeToBoardFirstCards: () => () => undefined,
  createCard: (boardId: string, id: string, fields: Omit<Card, 'id'>) =>
    write('createCard', [boardId, id, fields], () => {
      state.cards.set(id, { id, ...fields, boardId });
      const board = state.boards.get(boardId)!;
      state.boards.set(boardId, { ...board, cardCount: board.cardCount + 1 });
    }),
  updateCard: (boardId: string, id: string, patch: Partial<Card>) =>
    write('updateCard', [boardId, id, patch], () => {
      state.cards.set(id, { ...state.cards.get(id)!, ...patch });
    }),
  editChecklist: (boardId: string, id: string, edit: KeyedEdit<Omit<ChecklistItem, 'id'>>) =>
    write('editChecklist', [boardId, id, edit], () => {
      const card = state.cards.get(id)!;
      state.cards.set(id, { ...card, checklist: applyKeyedEdit(card.checklist, edit) });
    }),
  changeCardLabels: (boardId: string, id: string, change: { add: string[]; remove: string[] }) =>
    write('changeCardLabels', [boardId, id, change], () => {
      const card = state.cards.get(id)!;
      const kept = card.labelIds.filter((labelId) => !change.remove.includes(labelId));
      const added = change.add.filter((labelId) => !kept.includes(labelId));
      state.cards.set(id, { ...card, labelIds: [...kept, ...added] });
    }),
  changeCardAssignee: (boardId: string, id: string, change: { uid: string; assigned: boolean }) =>
    write('changeCardAssignee', [boardId, id, change], () => {
      const card = state.cards.get(id)!;
      const others = card.assigneeIds.filter((uid) => uid !== change.uid);
      state.cards.set(id, {
        ...card,
        assigneeIds: change.assigned ? [...others, change.uid] : others,
      });
    }),
  deleteCard: (boardId: string, id: string) =>
    write('deleteCard', [boardId, id], () => {
      state.cards.delete(id);
      const board = state.boards.get(boardId)!;
      state.boards.set(boardId, { ...board, cardCount: board.cardCount - 1 });
    }),

  // --- edits (services/edits): one batch per edit, with its activity entry
  commitEdit: (
    boardId: string,
    changes: FieldChange[],
    activity: { id: string; draft: ActivityDraft } | null,
  ) =>
    batch(
      'commitEdit',
      [boardId, changes, activity],
      () => changes.forEach((change) => checkChange(boardId, change)),
      () => {
        for (const change of changes) applyChange(boardId, change, activity?.draft.authorId);
        if (activity) storeActivity(boardId, activity.id, activity.draft);
      },
    ),
  // Each card its own counted create (one batch each): those not there are created even if
  // another one is refused.
  restoreCards: (boardId: string, cards: Card[]) => {
    const there = cards.filter((card) => state.cards.has(card.id));
    return write('restoreCards', [boardId, cards], () => {
      for (const card of cards) if (!there.includes(card)) createCardDoc(boardId, card);
    }).then(() => {
      if (there.length > 0) throw new Refused('permission-denied', 'Missing permissions.');
    });
  },
  restoreAssignees: (boardId: string, cardId: string, uids: string[]) =>
    batch(
      'restoreAssignees',
      [boardId, cardId, uids],
      () => {
        if (!state.cards.has(cardId)) throw new Refused('not-found', `No card ${cardId}`);
      },
      () => {
        const card = state.cards.get(cardId)!;
        const added = uids.filter((uid) => !card.assigneeIds.includes(uid));
        state.cards.set(cardId, { ...card, assigneeIds: [...card.assigneeIds, ...added] });
      },
    ),

  // --- purge (services/purge): the server's deletes
  purgeList(boardId: string, listId: string) {
    let deleted = 0;
    return write('purgeList', [boardId, listId], () => {
      for (const card of [...state.cards.values()]) {
        if (card.boardId !== boardId || card.listId !== listId) continue;
        state.cards.delete(card.id);
        for (const comment of [...state.comments.values()]) {
          if (comment.cardId === card.id) state.comments.delete(comment.id);
        }
        deleted += 1;
      }
      const board = state.boards.get(boardId)!;
      const listGone = state.lists.delete(listId) ? 1 : 0;
      state.boards.set(boardId, {
        ...board,
        cardCount: board.cardCount - deleted,
        listCount: board.listCount - listGone,
      });
    }).then(() => deleted);
  },
  purgeCardComments: (boardId: string, cardId: string) =>
    write('purgeCardComments', [boardId, cardId], () => {
      for (const comment of [...state.comments.values()]) {
        if (comment.boardId === boardId && comment.cardId === cardId) {
          state.comments.delete(comment.id);
        }
      }
    }),
  cleanUpMembership: (boardId: string, uid: string) =>
    write('cleanUpMembership', [boardId, uid], () => undefined),

  // --- comments
  subscribeToComments(boardId: string, cardId: string, onChange: (snapshot: never) => void) {
    return collectionListener(
      () =>
        [...state.comments.values()]
          .filter((comment) => comment.boardId === boardId && comment.cardId === cardId)
          .map((stored): Comment => {
            const { id, authorId, authorName, text, createdAt, updatedAt, importedAt } = stored;
            return { id, authorId, authorName, text, createdAt, updatedAt, importedAt };
          }),
      onChange as never,
    );
  },
  readComment: (_boardId: string, _cardId: string, id: string) => {
    const stored = state.comments.get(id);
    if (!stored) return Promise.resolve(null);
    const { authorId, authorName, text, createdAt, updatedAt, importedAt } = stored;
    return Promise.resolve({ id, authorId, authorName, text, createdAt, updatedAt, importedAt });
  },
};

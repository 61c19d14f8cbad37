/**
 * The shared board the sharing rules suites start from (docs/data-model.md, "Members and
 * roles"), and the writes the app makes on it. Used by sharing, invitations and comments.
 *
 * Alice owns SHARED; Erin is its editor, Vic its viewer. Rita was a member and has been
 * removed (the board is still in her users record). Ivy is invited as a viewer and has not
 * answered. Sam is a stranger. Alice also owns OLD, a board from before sharing (no
 * `members`), and Sam owns SAMS. SHARED counts on its counts document (as boards made now
 * do); OLD and SAMS are from before it, with their counts on the board.
 */
import {
  arrayRemove,
  arrayUnion,
  deleteField,
  doc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

import {
  ALICE,
  EARLIER,
  cardFields,
  countCards,
  countList,
  storedBoard,
  storedCard,
  storedList,
  storedMember,
  type RulesTestHarness,
  type TokenClaims,
} from './support';

export { ALICE };
export const ERIN = 'erin';
export const VIC = 'vic';
export const RITA = 'rita';
export const IVY = 'ivy';
export const SAM = 'sam';

export const SHARED = 'shared';
export const OLD = 'old';
export const SAMS = 'sams';
export const TODO = 'todo';
export const CARD = 'card';

/** Ivy's invitation: its id is her lowercased email; her token has it in capitals. */
export const IVY_EMAIL = 'ivy@example.com';
export const IVY_TOKEN_EMAIL = 'Ivy@Example.com';

export const emailOf = (uid: string): string => `${uid}@example.com`;

/** A verified sign-in, as Google's is. */
export const verified = (uid: string, email: string = emailOf(uid)): TokenClaims => ({
  email,
  email_verified: true,
});

export const MEMBERS: DocumentData = {
  [ALICE]: storedMember('owner', 'Alice', emailOf(ALICE)),
  [ERIN]: storedMember('editor', 'Erin', emailOf(ERIN)),
  [VIC]: storedMember('viewer', 'Vic', emailOf(VIC)),
};

/** An invitation as stored. */
export function storedInvitation(email: string, overrides: DocumentData = {}): DocumentData {
  return {
    email,
    role: 'viewer',
    boardTitle: 'Roadmap',
    invitedBy: { uid: ALICE, name: 'Alice' },
    createdAt: EARLIER,
    ...overrides,
  };
}

export async function seedWorld(seed: RulesTestHarness['seed']): Promise<void> {
  await seed({
    [`users/${ALICE}`]: { boards: [SHARED, OLD] },
    [`users/${ERIN}`]: { boards: [SHARED] },
    [`users/${VIC}`]: { boards: [SHARED] },
    [`users/${RITA}`]: { boards: [SHARED] },
    [`users/${IVY}`]: { boards: [] },
    [`users/${SAM}`]: { boards: [SAMS] },
    [`boards/${SHARED}`]: storedBoard(ALICE, {
      labels: { 'label-1': { name: 'Urgent', color: 'red', rank: 'a0' } },
      members: MEMBERS,
    }),
    [`boards/${SHARED}/meta/counts`]: { cardCount: 1, listCount: 1 },
    [`boards/${SHARED}/lists/${TODO}`]: storedList(),
    [`boards/${SHARED}/cards/${CARD}`]: storedCard(TODO, { assigneeIds: [RITA] }),
    [`boards/${SHARED}/invitations/${IVY_EMAIL}`]: storedInvitation(IVY_EMAIL),
    [`boards/${OLD}`]: storedBoard(ALICE, { cardCount: 1, listCount: 1 }),
    [`boards/${OLD}/lists/${TODO}`]: storedList(),
    [`boards/${OLD}/cards/${CARD}`]: storedCard(TODO),
    [`boards/${SAMS}`]: storedBoard(SAM, {
      members: { [SAM]: storedMember('owner', 'Sam', emailOf(SAM)) },
    }),
  });
}

export const boardRef = (db: Firestore, boardId: string = SHARED) => doc(db, 'boards', boardId);

export const listRef = (db: Firestore, listId: string = TODO, boardId: string = SHARED) =>
  doc(db, 'boards', boardId, 'lists', listId);

export const cardRef = (db: Firestore, cardId: string = CARD, boardId: string = SHARED) =>
  doc(db, 'boards', boardId, 'cards', cardId);

export const invitationRef = (db: Firestore, email: string, boardId: string = SHARED) =>
  doc(db, 'boards', boardId, 'invitations', email);

export function newList(overrides: DocumentData = {}): DocumentData {
  return {
    title: 'Doing',
    rank: 'a2',
    archived: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

export function newCard(overrides: DocumentData = {}): DocumentData {
  return {
    ...cardFields(TODO),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** A list and the listCount +1 naming it, in one batch. */
export function createList(db: Firestore, boardId: string = SHARED): Promise<void> {
  const batch = writeBatch(db);
  batch.set(listRef(db, 'new-list', boardId), newList());
  countList(batch, db, boardId, 1, 'new-list');
  return batch.commit();
}

/** The list and the listCount -1 naming it, in one batch. */
export function deleteList(db: Firestore, boardId: string = SHARED): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(listRef(db, TODO, boardId));
  countList(batch, db, boardId, -1, TODO);
  return batch.commit();
}

/** A card and the cardCount +1 naming it, in one batch. */
export function createCard(
  db: Firestore,
  data: DocumentData = newCard(),
  boardId: string = SHARED,
): Promise<void> {
  const batch = writeBatch(db);
  batch.set(cardRef(db, 'new-card', boardId), data);
  countCards(batch, db, boardId, 1, ['new-card']);
  return batch.commit();
}

/** The card and the cardCount -1 naming it, in one batch. */
export function deleteCard(db: Firestore, boardId: string = SHARED): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(cardRef(db, CARD, boardId));
  countCards(batch, db, boardId, -1, [CARD]);
  return batch.commit();
}

export interface Acceptance {
  boardId?: string;
  /** The invitation deleted, by its id; null for none. */
  invitation?: string | null;
  role?: string;
  name?: string;
  email?: string;
  /** Whose entry is added: the acceptor's own unless told. */
  uid?: string;
  /** Whether the board id is added to the acceptor's users record in the same batch. */
  listed?: boolean;
}

/** Accepting an invitation as the app does: one batch from the invitee. */
export function accept(db: Firestore, acceptor: string, options: Acceptance = {}): Promise<void> {
  const {
    boardId = SHARED,
    invitation = IVY_EMAIL,
    role = 'viewer',
    name = 'Ivy',
    email = IVY_EMAIL,
    uid = acceptor,
    listed = true,
  } = options;
  const batch = writeBatch(db);
  batch.update(boardRef(db, boardId), { [`members.${uid}`]: { role, name, email } });
  if (invitation !== null) batch.delete(invitationRef(db, invitation, boardId));
  if (listed) batch.update(doc(db, 'users', acceptor), { boards: arrayUnion(boardId) });
  return batch.commit();
}

/** Leaving as the app does: one's own entry removed, and the board off one's dashboard. */
export function leave(db: Firestore, uid: string, boardId: string = SHARED): Promise<void> {
  const batch = writeBatch(db);
  batch.update(boardRef(db, boardId), { [`members.${uid}`]: deleteField() });
  batch.update(doc(db, 'users', uid), { boards: arrayRemove(boardId) });
  return batch.commit();
}

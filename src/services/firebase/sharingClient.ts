// Sharing a board (docs/data-model.md, "Members and roles" and "invitations"): the owner's
// invitations and the invitee's, followed live; the writes of invitations, sent through
// personalEditsClient.ts (the owner invites or withdraws, the invitee accepts or declines;
// accepting touches the board and users/{uid} in one batch, as the rules require). Roles,
// removals and leaving are edits of the board (editsClient.ts), with their line in the feed.
import {
  arrayUnion,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  FieldPath,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
  type QuerySnapshot,
} from 'firebase/firestore';
import { parseInvitation } from '../../domain/invitations';
import type { Invitation, Member } from '../../domain/members';
import type { Unsubscribe } from '../types';
import { boardRef, firestore, userRef } from './firestore';

const invitationsRef = (boardId: string) =>
  collection(firestore(), 'boards', boardId, 'invitations');
const invitationRef = (boardId: string, email: string) =>
  doc(firestore(), 'boards', boardId, 'invitations', email);
/** The field path of one member's entry: a FieldPath, so no uid is ever read as a dotted path. */
const memberField = (uid: string, ...rest: string[]) => new FieldPath('members', uid, ...rest);

function invitationsOf(snapshot: QuerySnapshot): Invitation[] {
  return snapshot.docs.flatMap((invitation) => {
    const boardId = invitation.ref.parent.parent?.id ?? '';
    const parsed = parseInvitation(boardId, invitation.data({ serverTimestamps: 'estimate' }));
    return parsed ? [parsed] : [];
  });
}

/** An invitation as the owner sends it, at the server's time (sent as a personal edit). */
export function invite(boardId: string, invitation: Invitation): Promise<void> {
  const { email, role, boardTitle, invitedBy } = invitation;
  return setDoc(invitationRef(boardId, email), {
    email,
    role,
    boardTitle,
    invitedBy: { uid: invitedBy.uid, name: invitedBy.name },
    createdAt: serverTimestamp(),
  });
}

/** Withdrawn by the owner, or declined by the invitee. */
export function deleteInvitation(boardId: string, email: string): Promise<void> {
  return deleteDoc(invitationRef(boardId, email));
}

/** The board's pending invitations, for its owner's share dialog. */
export function subscribeToBoardInvitations(
  boardId: string,
  onChange: (invitations: Invitation[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    invitationsRef(boardId),
    (snapshot) => onChange(invitationsOf(snapshot)),
    onError,
  );
}

/** Invitations to this email, on any board: the one query the rules let an invitee make. */
export function subscribeToMyInvitations(
  email: string,
  onChange: (invitations: Invitation[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    query(collectionGroup(firestore(), 'invitations'), where('email', '==', email)),
    (snapshot) => onChange(invitationsOf(snapshot)),
    onError,
  );
}

/** Joins the board as `me`, drops the invitation, lists the board: one batch. */
export function acceptInvitation(invitation: Invitation, me: Member): Promise<void> {
  const batch = writeBatch(firestore());
  batch.update(boardRef(invitation.boardId), memberField(me.uid), {
    role: me.role,
    name: me.name,
    email: me.email,
  });
  batch.delete(invitationRef(invitation.boardId, invitation.email));
  batch.update(userRef(me.uid), { boards: arrayUnion(invitation.boardId) });
  return batch.commit();
}

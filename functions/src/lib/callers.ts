// Who may call a function on a board: the same roles firestore.rules gives (roleOf there).
// The Admin SDK passes the rules, so each function asks here first.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';

export type Role = 'owner' | 'editor' | 'viewer' | 'none';

/** The caller's uid; refuses a caller who is not signed in. */
export function signedIn(request: CallableRequest<unknown>): string {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in first.');
  return uid;
}

/** `uid`'s role on the board `snapshot` holds, as the rules read it. */
export function roleOf(snapshot: DocumentSnapshot, uid: string): Role {
  const data = snapshot.data() ?? {};
  if (data.ownerId === uid) return 'owner';
  const members = (data.members ?? {}) as Record<string, { role?: unknown }>;
  const role = members[uid]?.role;
  return role === 'editor' || role === 'viewer' ? role : 'none';
}

/**
 * The board `boardId`, read for a caller who must hold one of `roles` on it. A board that is
 * missing and one the caller may not touch get the same answer, as in the app.
 */
export async function boardFor(
  firestore: Firestore,
  uid: string,
  boardId: string,
  roles: Role[],
): Promise<DocumentSnapshot> {
  const snapshot = await firestore.doc(`boards/${boardId}`).get();
  const role = snapshot.exists ? roleOf(snapshot, uid) : 'none';
  if (!roles.includes(role)) {
    throw new HttpsError(
      'permission-denied',
      'That board isn’t there, or it isn’t yours to change.',
    );
  }
  return snapshot;
}

// syncPublicLink: keeps publicLinks/{linkId}, what anyone holding a board's read-only link reads,
// equal to the board's title, colour, labels and members' names. The server is its one writer:
// the board changes from many places (renames, recolours, labels, members), and none of them
// has to know about the link; the board document itself, with members' emails, stays
// members-only. The rules refuse the projection at once when the board's publicLinkId no
// longer names it, so a late or missed delete here exposes nothing.
import type { Firestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { isPublicLinkId, publicProjectionOf } from '../../../src/domain/publicLink';
import { db } from '../lib/admin';

type Stored = Record<string, unknown> | undefined;

/** The link the board shares now: none while it is being deleted or after it is gone. */
function linkOf(board: Stored): string | null {
  if (!board || board.deleting === true) return null;
  return isPublicLinkId(board.publicLinkId) ? board.publicLinkId : null;
}

const sameProjection = (boardId: string, before: Stored, after: Stored) =>
  JSON.stringify(publicProjectionOf(boardId, before)) ===
  JSON.stringify(publicProjectionOf(boardId, after));

/**
 * Brings the projection in line with one write of boards/{boardId}: deletes the old link's
 * projection when the link changed or went, writes the current one when it is new or what it
 * shows changed. Returns what it did, for the tests. Other board writes cost nothing.
 */
export async function syncPublicLinkHandler(
  firestore: Firestore,
  boardId: string,
  before: Stored,
  after: Stored,
): Promise<{ deleted: string | null; written: string | null }> {
  const oldLink = linkOf(before);
  const newLink = linkOf(after);
  const deleted = oldLink && oldLink !== newLink ? oldLink : null;
  const written =
    newLink && (newLink !== oldLink || !sameProjection(boardId, before, after)) ? newLink : null;
  const batch = firestore.batch();
  if (deleted) batch.delete(firestore.doc(`publicLinks/${deleted}`));
  if (written) {
    batch.set(firestore.doc(`publicLinks/${written}`), publicProjectionOf(boardId, after));
  }
  if (deleted || written) await batch.commit();
  return { deleted, written };
}

export const syncPublicLink = onDocumentWritten('boards/{boardId}', (event) =>
  syncPublicLinkHandler(
    db(),
    event.params.boardId,
    event.data?.before.data(),
    event.data?.after.data(),
  ),
);

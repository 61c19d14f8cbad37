// openPublicLink({linkId}): what a board's read-only link shows of the board itself (title,
// colour, labels, members' names; never emails), for anyone holding the link, signed in or not.
// The board document stays members-only (members' emails), so the server reads it and answers
// with that much; the lists and cards the page then follows live under the rules
// (isSharedByLink). Nothing is stored for the link: turned off or renewed, the old id finds no
// board on the next call. (A Firestore-triggered copy would need firebase-tools' own Firestore
// emulator, which the local setup does not run: scripts/emulators.mjs.)
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { isPublicLinkId, publicProjectionOf } from '../../../src/domain/publicLink';
import { db } from '../lib/admin';

const NOT_SHARED = 'This link does not open a board: it may have been turned off.';

/** One query read (an equality on publicLinkId, the automatic single-field index). */
export async function openPublicLinkHandler(
  request: CallableRequest<unknown>,
  firestore: Firestore = db(),
) {
  const linkId = (request.data as { linkId?: unknown } | null)?.linkId;
  if (!isPublicLinkId(linkId)) throw new HttpsError('not-found', NOT_SHARED);
  const found = await firestore
    .collection('boards')
    .where('publicLinkId', '==', linkId)
    .limit(1)
    .get();
  const board = found.docs[0];
  if (!board || board.get('deleting') === true) throw new HttpsError('not-found', NOT_SHARED);
  return publicProjectionOf(board.id, board.data());
}

export const openPublicLink = onCall((request) => openPublicLinkHandler(request));

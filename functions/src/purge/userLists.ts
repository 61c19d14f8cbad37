// Taking a board off people's records: users/{uid}.boards and .starred, and the visit the app
// noted (users/{uid}/boardVisits/{boardId}), which nothing reads once the board is not theirs.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

/** gRPC NOT_FOUND: someone who never opened the app has no users/{uid} record to clean. */
const NOT_FOUND = 5;

export async function removeBoardFromUser(
  firestore: Firestore,
  uid: string,
  boardId: string,
): Promise<void> {
  const user = firestore.doc(`users/${uid}`);
  try {
    await user.update({
      boards: FieldValue.arrayRemove(boardId),
      starred: FieldValue.arrayRemove(boardId),
    });
  } catch (error) {
    if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
  }
  await user.collection('boardVisits').doc(boardId).delete();
}

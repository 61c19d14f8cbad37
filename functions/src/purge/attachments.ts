// A card's files (boards/{b}/cards/{c}/attachments/*, each with its chunks/*), deleted without
// touching the card, and counted out of the board's total (boards/{b}/meta/files), as the app's
// own deletes are (docs/attachments.md).
import { FieldValue, type BulkWriter, type Firestore } from 'firebase-admin/firestore';

/** Deletes the files of card `cardId` through `writer`; resolves to how many it deleted. */
export async function deleteAttachmentsOf(
  firestore: Firestore,
  writer: BulkWriter,
  boardId: string,
  cardId: string,
): Promise<number> {
  const files = await firestore
    .collection(`boards/${boardId}/cards/${cardId}/attachments`)
    .select('size')
    .get();
  let bytes = 0;
  for (const file of files.docs) {
    const size: unknown = file.get('size');
    if (typeof size === 'number') bytes += size;
    // The chunks, then the file (recursiveDelete deletes the document itself last).
    await firestore.recursiveDelete(file.ref, writer);
  }
  if (bytes > 0) {
    void writer.set(
      firestore.doc(`boards/${boardId}/meta/files`),
      { bytes: FieldValue.increment(-bytes) },
      { merge: true },
    );
  }
  return files.size;
}

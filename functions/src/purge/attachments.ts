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
  const chunks = await Promise.all(
    files.docs.map((file) => file.ref.collection('chunks').select().get()),
  );
  for (const list of chunks) for (const chunk of list.docs) void writer.delete(chunk.ref);
  // The chunks before their files: cut short here, the files are still there to find again.
  await writer.flush();
  let bytes = 0;
  for (const file of files.docs) {
    const size: unknown = file.get('size');
    if (typeof size === 'number') bytes += size;
    void writer.delete(file.ref);
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

// boards/{b}/cards/{c}/attachments/{a} and their chunks/{n}, and the board's running total in
// boards/{b}/meta/files (docs/attachments.md). The bytes are written first, one chunk per write,
// then the metadata in the edit's batch that makes the file visible, with the total and the
// activity entry (addAttachmentChange, written by editsClient): on the server a file is whole
// or absent. Offline, every write waits in Firestore's
// queue, in order, and goes when the device is back.
import {
  Bytes,
  collection,
  doc,
  getDoc,
  getDocFromCache,
  getDocs,
  increment,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentSnapshot,
  type WriteBatch,
} from 'firebase/firestore';
import { parseAttachment, type Attachment } from '../../domain/attachment';
import type { FieldChange } from '../../domain/edit';
import type { CollectionSnapshot } from '../types';
import { converter, firestore } from './firestore';
import { subscribeToCollection } from './liveQueries';

/** What the uploader sends; the rest (times) the server stamps. */
export type AttachmentFields = Omit<Attachment, 'id' | 'createdAt'>;

const attachmentConverter = converter<Attachment | null>(parseAttachment);

const attachmentsRef = (boardId: string, cardId: string) =>
  collection(firestore(), 'boards', boardId, 'cards', cardId, 'attachments');
const attachmentRef = (boardId: string, cardId: string, attachmentId: string) =>
  doc(attachmentsRef(boardId, cardId), attachmentId);
const chunkRef = (boardId: string, cardId: string, attachmentId: string, n: number) =>
  doc(attachmentRef(boardId, cardId, attachmentId), 'chunks', String(n));
const filesRef = (boardId: string) => doc(firestore(), 'boards', boardId, 'meta', 'files');

/** A card's files, oldest first, as they change (a pending one is waiting to upload). */
export const subscribeToAttachments = (
  boardId: string,
  cardId: string,
  onChange: (snapshot: CollectionSnapshot<Attachment>) => void,
  onError: (error: unknown) => void,
) =>
  subscribeToCollection(
    query(attachmentsRef(boardId, cardId).withConverter(attachmentConverter), orderBy('createdAt')),
    onChange,
    onError,
  );

/**
 * The bytes every file of the board takes together (0 before the first), as the server has
 * them, else as this device last saw them, else 0: the rules check the total again anyway.
 */
export async function boardFileBytes(boardId: string): Promise<number> {
  const bytesOf = (snapshot: DocumentSnapshot) => {
    const bytes: unknown = snapshot.get('bytes');
    return typeof bytes === 'number' ? bytes : 0;
  };
  try {
    return bytesOf(await getDoc(filesRef(boardId)));
  } catch {
    try {
      return bytesOf(await getDocFromCache(filesRef(boardId)));
    } catch {
      return 0;
    }
  }
}

/**
 * Queues chunk `n` at once (in order with the writes before and after it) and returns, without
 * waiting, the promise of the server having it: offline it waits until the device is back.
 */
export function queueChunk(
  boardId: string,
  cardId: string,
  attachmentId: string,
  n: number,
  bytes: Uint8Array,
): { saved: Promise<void> } {
  return {
    // Stamped so the server's sweep can find an upload left without its metadata for an hour.
    saved: setDoc(chunkRef(boardId, cardId, attachmentId, n), {
      data: Bytes.fromUint8Array(bytes),
      createdAt: serverTimestamp(),
    }),
  };
}

type AttachmentChange = Extract<FieldChange, { doc: 'attachment' }>;

/**
 * A file's change written into an edit's batch (editsClient.addChanges), with its share of the
 * board's total: added, the metadata that makes it visible (its chunks are there already);
 * deleted, its chunks and metadata.
 */
export function addAttachmentChange(batch: WriteBatch, boardId: string, change: AttachmentChange) {
  const { id, cardId, before, after } = change;
  const counted = (bytes: number) =>
    batch.set(
      filesRef(boardId),
      { bytes: increment(bytes), countedAttachment: `${cardId}/${id}` },
      { merge: true },
    );
  // The card's count of files moves with the file, naming it (the rules check both together).
  const countedOnCard = (by: number) =>
    batch.update(doc(firestore(), 'boards', boardId, 'cards', cardId), {
      attachmentCount: increment(by),
      countedAttachment: id,
    });
  if (after) {
    const { name, size, contentType, uploaderId, uploaderName, width, height } = after;
    const fields: AttachmentFields = {
      ...{ name, size, contentType, uploaderId, uploaderName, width, height },
      thumbnail: after.thumbnail,
      chunkCount: after.chunkCount,
    };
    batch.set(attachmentRef(boardId, cardId, id), {
      ...fields,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    counted(after.size);
    countedOnCard(1);
  } else if (before) {
    for (let n = 0; n < before.chunkCount; n += 1) batch.delete(chunkRef(boardId, cardId, id, n));
    batch.delete(attachmentRef(boardId, cardId, id));
    counted(-before.size);
    countedOnCard(-1);
  }
}

/**
 * The chunks of an upload that never became a file (cancelled, or refused), in one batch: the
 * rules let a chunk go only once the one above it is gone, which a batch satisfies whole.
 */
export function deleteChunks(
  boardId: string,
  cardId: string,
  attachmentId: string,
  count: number,
): Promise<void> {
  const batch = writeBatch(firestore());
  for (let n = 0; n < count; n += 1) batch.delete(chunkRef(boardId, cardId, attachmentId, n));
  return batch.commit();
}

/**
 * The file's bytes, from the server (offline: from the cache, where a file opened before
 * stays). Checks that every chunk is there and the sizes add up; otherwise it refuses.
 */
export async function readAttachment(
  boardId: string,
  cardId: string,
  attachment: Pick<Attachment, 'id' | 'size' | 'chunkCount' | 'contentType'>,
): Promise<Blob> {
  const chunks = await getDocs(collection(attachmentRef(boardId, cardId, attachment.id), 'chunks'));
  const parts: Uint8Array[] = [];
  for (const chunk of chunks.docs) {
    const n = Number(chunk.id);
    const data: unknown = chunk.get('data');
    if (Number.isInteger(n) && n >= 0 && n < attachment.chunkCount && data instanceof Bytes) {
      parts[n] = data.toUint8Array();
    }
  }
  let total = 0;
  for (let n = 0; n < attachment.chunkCount; n += 1) {
    const part = parts[n];
    if (!part)
      throw Object.assign(new Error('A part of the file is missing.'), { code: 'data-loss' });
    total += part.byteLength;
  }
  if (total !== attachment.size) {
    throw Object.assign(new Error('The file is not whole.'), { code: 'data-loss' });
  }
  return new Blob(parts as BlobPart[], { type: attachment.contentType });
}

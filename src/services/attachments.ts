// Files on cards (docs/attachments.md): the storage behind one service, so that a Cloud Storage
// backend could replace Firestore's chunks without touching a saga. firebase/firestore is
// fetched on first use; reading a picked file, drawing a thumbnail and saving a download are
// the browser's own work, here too.
import { ATTACHMENT_LIMITS, isImageType } from '../domain/attachment';
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/attachmentsClient'),
);

export const subscribeToAttachments = client.subscription('subscribeToAttachments');
export const boardFileBytes = client.call('boardFileBytes');
export const deleteChunks = client.call('deleteChunks');
export const readAttachment = client.call('readAttachment');

/**
 * Queues chunk `n` of an upload (see attachmentsClient.queueChunk): resolves once it is queued,
 * in order with the others, with the promise of the server having it.
 */
export async function queueChunk(
  boardId: string,
  cardId: string,
  attachmentId: string,
  n: number,
  bytes: Uint8Array,
): Promise<{ saved: Promise<void> }> {
  const module = await import(/* webpackChunkName: "firestore" */ './firebase/attachmentsClient');
  return module.queueChunk(boardId, cardId, attachmentId, n, bytes);
}

/** Waits for a chunk the server is to have (see queueChunk). */
export const chunkSaved = (queued: { saved: Promise<void> }) => queued.saved;

/** Bytes `n` of a picked file, one chunk's worth. */
export async function readChunk(file: Blob, n: number): Promise<Uint8Array> {
  const start = n * ATTACHMENT_LIMITS.chunkBytes;
  const buffer = await file.slice(start, start + ATTACHMENT_LIMITS.chunkBytes).arrayBuffer();
  return new Uint8Array(buffer);
}

export interface Thumbnail {
  /** A JPEG data URL of at most ATTACHMENT_LIMITS.thumbnailChars characters. */
  thumbnail: string;
  width: number;
  height: number;
}

/** The thumbnail's box: a card tile's width, a short strip's height. */
const THUMB_WIDTH = 320;
const THUMB_HEIGHT = 200;

/**
 * A small JPEG of an image, made in the browser, and the image's size; null for a file that is
 * not an image the browser can draw.
 */
export async function makeThumbnail(file: Blob): Promise<Thumbnail | null> {
  if (!isImageType(file.type)) return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const { width, height } = bitmap;
    for (const scale of [1, 0.75, 0.5, 0.35]) {
      const fit = Math.min(1, (THUMB_WIDTH * scale) / width, (THUMB_HEIGHT * scale) / height);
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(width * fit));
      canvas.height = Math.max(1, Math.round(height * fit));
      const context = canvas.getContext('2d');
      if (!context) return null;
      // JPEG has no transparency: a white ground, as the tile's.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      for (const quality of [0.75, 0.55, 0.4]) {
        const thumbnail = canvas.toDataURL('image/jpeg', quality);
        if (
          thumbnail.startsWith('data:image/jpeg') &&
          thumbnail.length <= ATTACHMENT_LIMITS.thumbnailChars
        ) {
          return { thumbnail, width, height };
        }
      }
    }
    return null;
  } finally {
    bitmap.close();
  }
}

/** How long the object URL outlives the click: the browser reads the Blob after it returns. */
const REVOKE_AFTER_MS = 60_000;

/** Reads a file whole (every chunk checked) and saves it to the person's downloads. */
export async function downloadAttachment(
  boardId: string,
  cardId: string,
  attachment: { id: string; name: string; size: number; chunkCount: number; contentType: string },
): Promise<void> {
  const blob = await readAttachment(boardId, cardId, attachment);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.name;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

// boards/{boardId}/cards/{cardId}/attachments/{attachmentId}: a file on a card, its bytes in
// Firestore itself, in `chunks/{n}` (docs/attachments.md). The metadata is written last, in the
// batch that makes the file visible, so a file is whole or absent. firestore.rules checks the
// same numbers as this module.
import { fieldsOf, millis, text } from './fields';
import type { Problem } from './problems';

const KIB = 1024;
const MIB = 1024 * KIB;

export const ATTACHMENT_LIMITS = {
  /** One file (10 MB: sizes are counted and shown in units of 1,024). */
  fileBytes: 10 * MIB,
  /** Every file of a board together, counted in boards/{id}/meta/files. */
  boardBytes: 200 * MIB,
  /** Raw bytes per chunk document: well under Firestore's 1 MiB per document. */
  chunkBytes: 768 * KIB,
  /** A file's name as stored. */
  name: 255,
  /** The thumbnail's data URL (JPEG, made in the browser), on the file and on a card's cover. */
  thumbnailChars: 12_000,
} as const;

/** The most chunks a file can have: ceil(10 MiB / 768 KiB). */
export const MAX_CHUNKS = Math.ceil(ATTACHMENT_LIMITS.fileBytes / ATTACHMENT_LIMITS.chunkBytes);

/**
 * The content types a file may be stored as (firestore.rules has the same list). No HTML, SVG
 * or scripts; a file whose type the browser does not know is stored as application/octet-stream.
 */
export const CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'text/csv',
  'text/markdown',
  'application/json',
  'application/zip',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'video/mp4',
  'audio/mpeg',
  'application/octet-stream',
] as const;

/** Images the browser can draw into a thumbnail (and a card can show as its cover). */
export const IMAGE_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
];

export interface Attachment {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  contentType: string;
  uploaderId: string;
  uploaderName: string;
  /** Epoch milliseconds (the local estimate while pending). */
  createdAt: number | null;
  /** Pixels, for images; null otherwise. */
  width: number | null;
  height: number | null;
  /** A small JPEG as a data URL, for images; null otherwise. */
  thumbnail: string | null;
  chunkCount: number;
}

/** The cover a card shows on its tile: the image's attachment and its thumbnail, on the card. */
export interface CardCover {
  attachmentId: string;
  thumbnail: string;
}

export const isImageType = (contentType: string) => IMAGE_TYPES.includes(contentType);

/** The type a file is stored as: the browser's, if allowed; unknown types as octet-stream. */
export function storedContentType(browserType: string): string | null {
  const type = browserType.split(';')[0]!.trim().toLowerCase();
  if (type === '') return 'application/octet-stream';
  return (CONTENT_TYPES as readonly string[]).includes(type) ? type : null;
}

export const chunkCountOf = (size: number) => Math.ceil(size / ATTACHMENT_LIMITS.chunkBytes);

/** Why a file can't be attached (said before any upload starts), or null when it can. */
export function checkAttachment(
  file: { name: string; size: number; type: string },
  boardBytes: number,
): Problem | null {
  const { name, type } = file;
  if (file.size > ATTACHMENT_LIMITS.fileBytes) {
    return { code: 'fileTooLarge', name, maxBytes: ATTACHMENT_LIMITS.fileBytes };
  }
  if (storedContentType(type) === null) return { code: 'fileTypeRefused', name, type };
  if (boardBytes + file.size > ATTACHMENT_LIMITS.boardBytes) {
    const maxBytes = ATTACHMENT_LIMITS.boardBytes;
    return { code: 'boardFilesFull', name, maxBytes, usedBytes: boardBytes };
  }
  return null;
}

/** The name as stored: at most 255 characters, keeping the extension. */
export function storedName(name: string): string {
  const trimmed = name.trim() || 'file';
  if (trimmed.length <= ATTACHMENT_LIMITS.name) return trimmed;
  const dot = trimmed.lastIndexOf('.');
  const extension = dot > 0 && trimmed.length - dot <= 16 ? trimmed.slice(dot) : '';
  return trimmed.slice(0, ATTACHMENT_LIMITS.name - extension.length) + extension;
}

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

const thumbnailOf = (value: unknown): string | null =>
  typeof value === 'string' && value.startsWith('data:image/') ? value : null;

/** The attachment, or null for a document the app can't use (it is skipped). */
export function parseAttachment(id: string, data: unknown): Attachment | null {
  const stored = fieldsOf(data);
  const size = count(stored.size);
  const chunkCount = count(stored.chunkCount);
  if (size === null || chunkCount === null || chunkCount !== chunkCountOf(size)) return null;
  return {
    id,
    name: text(stored.name) || 'file',
    size,
    contentType: text(stored.contentType) || 'application/octet-stream',
    uploaderId: text(stored.uploaderId),
    uploaderName: text(stored.uploaderName),
    createdAt: millis(stored.createdAt),
    width: count(stored.width),
    height: count(stored.height),
    thumbnail: thumbnailOf(stored.thumbnail),
    chunkCount,
  };
}

/** A card's stored cover, or null. */
export function parseCover(value: unknown): CardCover | null {
  const stored = fieldsOf(value);
  const thumbnail = thumbnailOf(stored.thumbnail);
  return typeof stored.attachmentId === 'string' && thumbnail
    ? { attachmentId: stored.attachmentId, thumbnail }
    : null;
}

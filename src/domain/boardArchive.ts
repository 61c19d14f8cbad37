// A whole board as one plain JSON value: what "Export" writes, what "Import" reads (our own
// export, or a Trello export mapped to it), and what the import writes to Firestore. The file
// format is documented in docs/export-format.md; bump ARCHIVE_VERSION on any change a reader
// of version 1 could not take.
//
// Everything is in display order (labels, lists, cards, checklist items); comments oldest
// first. Ids are the source's own and only tie things together inside the file (a card's
// labelIds name the board's labels): an import makes new ids.
import type { CustomFieldType, FieldValue } from './customFields';
import type { ColorKey } from './palette';
import type { Role } from './members';

export const ARCHIVE_FORMAT = 'boards-export';
export const ARCHIVE_VERSION = 1;

/** Where a board came from, remembered on the imported board (boards/{id}.importedFrom). */
export type ArchiveSystem = 'boards' | 'trello';

export interface ArchiveSource {
  system: ArchiveSystem;
  /** The board's id in that system (ours, or Trello's 24-hex id). */
  boardId: string;
}

export interface ArchiveLabel {
  id: string;
  /** May be empty: a label can be just a colour. */
  name: string;
  color: ColorKey;
}

export interface ArchiveChecklistItem {
  text: string;
  done: boolean;
}

export interface ArchiveComment {
  authorName: string;
  /** When it was first written, ISO 8601 (UTC). */
  createdAt: string;
  text: string;
}

/**
 * A file on the card, named (docs/attachments.md): its bytes stay on the board, so an import
 * of the file brings the names back, not the files.
 */
export interface ArchiveAttachment {
  name: string;
  /** Bytes. */
  size: number;
  contentType: string;
  addedBy: string;
  /** ISO 8601 (UTC). */
  addedAt: string;
}

/** A person named by the board (a member, an assignee): by name and email, not by uid. */
export interface ArchivePerson {
  name: string;
  email: string;
}

export interface ArchiveMember extends ArchivePerson {
  role: Role;
}

export interface ArchiveCard {
  id: string;
  title: string;
  description: string;
  labelIds: string[];
  /** A day, YYYY-MM-DD, or null. */
  due: string | null;
  /** The due date has been met (Trello's dueComplete). */
  dueComplete: boolean;
  /** The due date's time, HH:MM in its setter's zone; absent: none (and in files from before). */
  dueTime?: string | null;
  /** The due instant, ISO 8601; absent in files from before. */
  dueAt?: string | null;
  /** The start day, YYYY-MM-DD, on or before the due; absent: none (and in files from before). */
  start?: string | null;
  checklist: ArchiveChecklistItem[];
  archived: boolean;
  assignees: ArchivePerson[];
  /** Oldest first. */
  comments: ArchiveComment[];
  /** Oldest first; absent when the card has none (and in files from before). */
  attachments?: ArchiveAttachment[];
  /** Its custom fields' values by the board's field ids; absent when none is set. */
  fieldValues?: Record<string, FieldValue>;
}

/** A custom field (issue 32): a dropdown's value is one of its options' ids. */
export interface ArchiveCustomField {
  id: string;
  name: string;
  type: CustomFieldType;
  showOnTile: boolean;
  /** A dropdown's options, in order (absent for other types). */
  options?: { id: string; name: string; color: ColorKey }[];
}

export interface ArchiveList {
  id: string;
  title: string;
  archived: boolean;
  cards: ArchiveCard[];
}

export interface BoardArchive {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  /** ISO 8601 (UTC). */
  exportedAt: string;
  source: ArchiveSource;
  board: {
    title: string;
    color: ColorKey;
    labels: ArchiveLabel[];
    members: ArchiveMember[];
    /** In order; absent when the board has none (and in files from before). */
    customFields?: ArchiveCustomField[];
  };
  lists: ArchiveList[];
}

/** What an import brings, counted, for the summary before and after writing. */
export interface ArchiveCounts {
  lists: number;
  cards: number;
  /** Of `cards`, those archived (their own flag, or their list's). */
  archivedCards: number;
  labels: number;
  checklistItems: number;
  comments: number;
}

/**
 * A file read and mapped, ready to write: the board, and what the person is told about it
 * before they confirm (everything dropped, shortened, skipped or only listed, in plain words).
 */
export interface ImportPlan {
  archive: BoardArchive;
  counts: ArchiveCounts;
  /** Plain sentences, e.g. "3 cards had attachments: their names and links are listed in their descriptions." */
  notices: string[];
}

/** Reading a file gives a plan, or why nothing can be imported (nothing is written). */
export type ImportPlanResult = { ok: true; plan: ImportPlan } | { ok: false; message: string };

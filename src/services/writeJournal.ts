// Writes this device has sent, noted in localStorage until the session that made them hears the
// server's answer. Firestore keeps a write queued across reloads but tells only the session that
// made it when the server refuses it; a note left from an earlier visit is how the next session
// knows to look (earlierWritesSaga). Plain data, no SDK.
import { newId } from '../domain/ids';

/** One write: what it was (for the message), which document, and whether it made or removed it. */
export interface JournalEntry {
  id: string;
  uid: string;
  /**
   * What the write was, for the message: a message's id and values (``msg`add the card` ``),
   * worded when the message is shown; text only from callers that still word it themselves, and
   * from notes made before.
   */
  what: string | { id: string; message?: string; values?: Record<string, unknown> };
  /** The document written, e.g. boards/b1/cards/c1. */
  path: string;
  kind: 'create' | 'update' | 'delete';
  /** Text the person typed, offered back if the write turns out refused. */
  keptText?: string;
}

const KEY = 'boards.writeJournal';

function read(): JournalEntry[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as JournalEntry[]) : [];
  } catch {
    return []; // Unreadable (private mode, or mangled): nothing to report, nothing to lose.
  }
}

function write(entries: JournalEntry[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(entries));
  } catch {
    // Storage full or refused: the write itself goes on; only a later report is lost.
  }
}

/** Notes a write; returns the note's id, to forget it once the write is answered. */
export function noteWrite(entry: Omit<JournalEntry, 'id'>): string {
  const id = newId();
  write([...read(), { id, ...entry }]);
  return id;
}

export function forgetWrites(ids: string[]): void {
  const gone = new Set(ids);
  write(read().filter((entry) => !gone.has(entry.id)));
}

/** The notes this person's earlier visits left: writes whose answer no session heard. */
export function leftOverWrites(uid: string): JournalEntry[] {
  return read().filter((entry) => entry.uid === uid);
}

// A card due around now, as the reminders read it, and who is told of it.
import type { DocumentReference, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';

export interface DueCard {
  ref: DocumentReference;
  boardId: string;
  id: string;
  title: string;
  due: string;
  dueTime: string | null;
  /** The due instant, epoch milliseconds. */
  dueAt: number;
  complete: boolean;
  archived: boolean;
  people: string[];
}

export interface DueBoard {
  title: string;
  ownerId: string;
  members: Record<string, { role?: unknown }>;
  mutedBy: string[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The card, or null for a document of another `cards` collection or without a due instant. */
export function readDueCard(snapshot: QueryDocumentSnapshot): DueCard | null {
  const segments = snapshot.ref.path.split('/');
  const data = snapshot.data();
  if (segments.length !== 4 || segments[0] !== 'boards') return null;
  if (!(data.dueAt instanceof Timestamp) || typeof data.due !== 'string') return null;
  return {
    ref: snapshot.ref,
    boardId: segments[1] as string,
    id: snapshot.id,
    title: typeof data.title === 'string' ? data.title : '',
    due: data.due,
    dueTime: typeof data.dueTime === 'string' ? data.dueTime : null,
    dueAt: data.dueAt.toMillis(),
    complete: data.dueComplete === true,
    archived: data.archived === true,
    people: [...new Set([...strings(data.assigneeIds), ...strings(data.watcherIds)])],
  };
}

const isMember = (board: DueBoard, uid: string) =>
  board.ownerId === uid || ['editor', 'viewer'].includes(board.members[uid]?.role as string);

/** The card's assignees and watchers who are still on the board and have not muted it. */
export const recipientsOf = (card: DueCard, board: DueBoard): string[] =>
  card.people.filter((uid) => isMember(board, uid) && !board.mutedBy.includes(uid));

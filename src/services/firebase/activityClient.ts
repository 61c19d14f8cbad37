// boards/{boardId}/activity (docs/data-model.md): the board's edits as its members read them,
// newest first, live; and users/{uid}/boardVisits/{boardId}, when the person last opened it.
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
} from 'firebase/firestore';
import { parseActivityEntry, type ActivityEntry } from '../../domain/activity';
import { millis } from '../../domain/fields';
import type { CollectionSnapshot } from '../types';
import { converter, firestore } from './firestore';
import { subscribeToCollection } from './liveQueries';

/** The most entries "since your last visit" reads: enough to mark every card of a busy day. */
const SINCE_LIMIT = 500;

const activityConverter = converter<ActivityEntry | null>(parseActivityEntry);

const readActivity = (boardId: string) =>
  collection(firestore(), 'boards', boardId, 'activity').withConverter(activityConverter);

const visitRef = (uid: string, boardId: string) =>
  doc(firestore(), 'users', uid, 'boardVisits', boardId);

/** A board's newest `count` entries (only `authorId`'s, if given), newest first, as they change. */
export const subscribeToActivity = (
  boardId: string,
  options: { count: number; authorId: string | null },
  onChange: (snapshot: CollectionSnapshot<ActivityEntry>) => void,
  onError: (error: unknown) => void,
) =>
  subscribeToCollection(
    query(
      readActivity(boardId),
      ...(options.authorId ? [where('authorId', '==', options.authorId)] : []),
      orderBy('at', 'desc'),
      limit(options.count),
    ),
    onChange,
    onError,
  );

/** One card's newest `count` entries, newest first, as they change. */
export const subscribeToCardActivity = (
  boardId: string,
  cardId: string,
  count: number,
  onChange: (snapshot: CollectionSnapshot<ActivityEntry>) => void,
  onError: (error: unknown) => void,
) =>
  subscribeToCollection(
    query(
      readActivity(boardId),
      where('cardId', '==', cardId),
      orderBy('at', 'desc'),
      limit(count),
    ),
    onChange,
    onError,
  );

/** The entries written after `since` (epoch milliseconds), newest first: read once. */
export async function readActivitySince(boardId: string, since: number): Promise<ActivityEntry[]> {
  const snapshot = await getDocs(
    query(
      readActivity(boardId),
      where('at', '>', Timestamp.fromMillis(since)),
      orderBy('at', 'desc'),
      limit(SINCE_LIMIT),
    ),
  );
  return snapshot.docs.flatMap((entry) => {
    const data = entry.data();
    return data ? [data] : [];
  });
}

/** When the person last opened the board (epoch milliseconds), or null for never. */
export async function readLastVisit(uid: string, boardId: string): Promise<number | null> {
  const snapshot = await getDoc(visitRef(uid, boardId));
  // A visit recorded moments ago and not yet confirmed reads as the local estimate, not null.
  return snapshot.exists() ? millis(snapshot.data({ serverTimestamps: 'estimate' }).at) : null;
}

/** Notes that the person opened the board now (the server's time: the rules check it). */
export function recordVisit(uid: string, boardId: string): Promise<void> {
  return setDoc(visitRef(uid, boardId), { at: serverTimestamp() });
}

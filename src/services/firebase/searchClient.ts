// What Search reads (docs/search.md): each of the person's boards (its document, lists and
// cards), live while the Search dialog is open, the cache answering first and offline; and the
// comments this device already holds, from its cache only (no collection-group rule lets a
// client ask the server for comments across cards).
import {
  collectionGroup,
  getDocsFromCache,
  onSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { parseComment } from '../../domain/comment';
import type { CachedComment, SearchableBoard } from '../../domain/search';
import type { Unsubscribe } from '../types';
import { converter, firestore, readBoard, readCards, readLists } from './firestore';

const present = <T>(snapshot: QuerySnapshot<T | null>): T[] =>
  snapshot.docs.map((doc) => doc.data()).filter((value): value is T => value !== null);

/**
 * The board's document, lists and cards, emitted whole after each change of any of them. A
 * part the cache does not hold stays null until the server answers. The first error stops all
 * three (a board the person can no longer open is refused by the rules).
 */
export function subscribeToSearchableBoard(
  boardId: string,
  onChange: (board: SearchableBoard) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const latest: SearchableBoard = { board: null, lists: null, cards: null };
  let stopped = false;
  const emit = (part: Partial<SearchableBoard>) => {
    Object.assign(latest, part);
    if (!stopped) onChange({ ...latest });
  };
  const fail = (error: unknown) => {
    if (stopped) return;
    stop();
    onError(error);
  };
  const unsubscribes = [
    onSnapshot(readBoard(boardId), (snapshot) => emit({ board: snapshot.data() ?? null }), fail),
    onSnapshot(readLists(boardId), (snapshot) => emit({ lists: present(snapshot) }), fail),
    onSnapshot(readCards(boardId), (snapshot) => emit({ cards: present(snapshot) }), fail),
  ];
  function stop() {
    stopped = true;
    unsubscribes.forEach((unsubscribe) => unsubscribe());
  }
  return stop;
}

const commentConverter = converter(parseComment);

/** Every comment this device's cache holds, with its board and card (no read of the server). */
export async function readCachedComments(): Promise<CachedComment[]> {
  const snapshot = await getDocsFromCache(
    collectionGroup(firestore(), 'comments').withConverter(commentConverter),
  );
  return snapshot.docs.flatMap((doc) => {
    const comment = doc.data();
    const [boards, boardId, cards, cardId] = doc.ref.path.split('/');
    if (!comment || boards !== 'boards' || cards !== 'cards' || !boardId || !cardId) return [];
    return [{ boardId, cardId, text: comment.text }];
  });
}

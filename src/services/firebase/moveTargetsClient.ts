// Another board a card or list is moved or copied to, read once (not followed): its labels and
// members (what the copy keeps) and its open lists, and the ends of one of its lists.
import {
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
} from 'firebase/firestore';
import type { Board } from '../../domain/board';
import type { BoardList } from '../../domain/list';
import { compareRanked } from '../../domain/rankOrder';
import { readBoard, readCards, readLists } from './firestore';

export interface MoveTarget {
  board: Board;
  /** The lists a card may go to: not archived, not being deleted, in rank order. */
  lists: BoardList[];
}

/** The board and its lists; null when it is gone or this person may not read it. */
export async function readMoveTarget(boardId: string): Promise<MoveTarget | null> {
  const [board, lists] = await Promise.all([
    getDoc(readBoard(boardId)),
    getDocs(readLists(boardId)),
  ]);
  const data = board.data();
  if (!data || data.deleting) return null;
  return {
    board: data,
    lists: lists.docs
      .flatMap((snapshot) => {
        const list = snapshot.data();
        return list && !list.archived && !list.deleting ? [list] : [];
      })
      .sort(compareRanked),
  };
}

/** The rank of a list's first or last card, or null when it has none. */
export async function endCardRank(
  boardId: string,
  listId: string,
  end: 'first' | 'last',
): Promise<string | null> {
  const found = await getDocs(
    query(
      readCards(boardId),
      where('listId', '==', listId),
      orderBy('rank', end === 'first' ? 'asc' : 'desc'),
      limit(1),
    ),
  );
  return found.docs[0]?.data()?.rank ?? null;
}

/**
 * How many cards a list has on the server (one read per 1,000 cards): a list moved to another
 * board leaves here only once all its cards are there.
 */
export async function listCardCount(boardId: string, listId: string): Promise<number> {
  const counted = await getCountFromServer(
    query(readCards(boardId), where('listId', '==', listId)),
  );
  return counted.data().count;
}

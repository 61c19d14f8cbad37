// Reads a whole board for "Export": the board, every list and card (archived ones too) and
// every card's comments, from the server (not this device's cache), so the file holds what
// the board holds and not only what this device happened to load. Fails when offline
// ("unavailable"): the export refuses rather than write a file that may miss cards.
import {
  collection,
  getDocFromServer,
  getDocsFromServer,
  orderBy,
  query,
  type QuerySnapshot,
} from 'firebase/firestore';
import { parseAttachment, type Attachment } from '../../domain/attachment';
import type { Comment } from '../../domain/comment';
import type { Board, BoardList, Card } from '../../domain/types';
import { CodedError } from '../errors';
import { converter, firestore, readBoard, readCards, readComments, readLists } from './firestore';

/** Everything a board holds, parsed by the domain's schemas. */
export interface BoardContents {
  board: Board;
  /** Archived ones included, any order. */
  lists: BoardList[];
  /** Archived ones included, any order. */
  cards: Card[];
  /** Each card's comments, any order; a card without any is missing. */
  commentsByCard: Record<string, Comment[]>;
  /** Each card's files (their metadata, not their bytes); a card without any is missing. */
  attachmentsByCard?: Record<string, Attachment[]>;
  /** Lists, cards and comments whose documents the schemas refused (left out, and told). */
  unreadable: number;
}

/**
 * How many cards' comments are asked for at once: enough to keep the connection busy, few
 * enough not to queue thousands of listens on a big board (there is no collection-group rule
 * for comments, so each card is one query).
 */
const COMMENT_READS_AT_ONCE = 8;

const attachmentConverter = converter<Attachment | null>(parseAttachment);

function parsed<T>(snapshot: QuerySnapshot<T | null>): { docs: T[]; unreadable: number } {
  const docs: T[] = [];
  let unreadable = 0;
  for (const doc of snapshot.docs) {
    const value = doc.data();
    if (value === null) unreadable += 1;
    else docs.push(value);
  }
  return { docs, unreadable };
}

/** Runs `task` for every item, at most `atOnce` at a time, results in the items' order. */
async function inPool<T, R>(items: T[], atOnce: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next;
      next += 1;
      results[at] = await task(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return results;
}

export async function readBoardContents(boardId: string): Promise<BoardContents> {
  const [boardSnapshot, listsSnapshot, cardsSnapshot] = await Promise.all([
    getDocFromServer(readBoard(boardId)),
    getDocsFromServer(readLists(boardId)),
    getDocsFromServer(readCards(boardId)),
  ]);
  const board = boardSnapshot.data();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- for developers: the person reads the code's words (messages/exportErrors)
  if (!board || board.deleting) throw new CodedError('not-found', `No board ${boardId}.`);
  const lists = parsed(listsSnapshot);
  const cards = parsed(cardsSnapshot);
  const comments = await inPool(cards.docs, COMMENT_READS_AT_ONCE, async (card) =>
    parsed(await getDocsFromServer(readComments(boardId, card.id))),
  );
  // Each card's files: the names only, one more query per card (docs/attachments.md).
  const files = await inPool(cards.docs, COMMENT_READS_AT_ONCE, async (card) =>
    parsed(
      await getDocsFromServer(
        query(
          collection(firestore(), 'boards', boardId, 'cards', card.id, 'attachments').withConverter(
            attachmentConverter,
          ),
          orderBy('createdAt'),
        ),
      ),
    ),
  );
  const attachmentsByCard: Record<string, Attachment[]> = {};
  cards.docs.forEach((card, i) => {
    const found = files[i]!.docs;
    if (found.length > 0) attachmentsByCard[card.id] = found;
  });
  const commentsByCard: Record<string, Comment[]> = {};
  cards.docs.forEach((card, i) => {
    const found = comments[i]!.docs;
    if (found.length > 0) commentsByCard[card.id] = found;
  });
  return {
    board,
    lists: lists.docs,
    cards: cards.docs,
    commentsByCard,
    attachmentsByCard,
    unreadable:
      lists.unreadable +
      cards.unreadable +
      comments.reduce((sum, { unreadable }) => sum + unreadable, 0),
  };
}

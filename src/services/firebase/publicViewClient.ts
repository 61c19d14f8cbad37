// The read-only link's page, signed in or not: the link's projection (publicLinks/{linkId}),
// then the board's lists and cards, live. Nothing here needs Auth: the rules let anyone read
// these while the board names the link (firestore.rules, isSharedByLink).
import { doc, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { parsePublicBoard, type PublicBoard } from '../../domain/publicLink';
import type { BoardList, Card } from '../../domain/types';
import { firestore, readCards, readLists } from './firestore';

export interface PublicViewSnapshot {
  board: PublicBoard;
  lists: BoardList[];
  cards: Card[];
}

/** How often, a second and a half apart, a first refusal is read again (see below). */
const FIRST_READ_TRIES = 8;

const byRank = <T extends { rank: string }>(a: T, b: T) =>
  a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0;

export function subscribeToPublicView(
  linkId: string,
  onChange: (view: PublicViewSnapshot) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  let board: PublicBoard | null = null;
  let lists: BoardList[] | null = null;
  let cards: Card[] | null = null;
  let stopBoard: Unsubscribe[] = [];
  let stopLink: Unsubscribe = () => {};
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let tries = 0;

  const emit = () => {
    if (board && lists && cards) onChange({ board, lists, cards });
  };
  const fail = (error: unknown) => {
    stop();
    onError(error);
  };
  const followBoard = (boardId: string) => {
    stopBoard.forEach((unsubscribe) => unsubscribe());
    lists = null;
    cards = null;
    stopBoard = [
      onSnapshot(
        readLists(boardId),
        (snapshot) => {
          lists = snapshot.docs
            .map((each) => each.data())
            .filter((list): list is BoardList => !!list && !list.archived && !list.deleting)
            .sort(byRank);
          emit();
        },
        fail,
      ),
      onSnapshot(
        readCards(boardId),
        (snapshot) => {
          cards = snapshot.docs
            .map((each) => each.data())
            .filter((card): card is Card => !!card && !card.archived)
            .sort(byRank);
          emit();
        },
        fail,
      ),
    ];
  };
  const followLink = () => {
    stopLink = onSnapshot(
      doc(firestore(), 'publicLinks', linkId),
      (snapshot) => {
        // Deleted by the server after the link was turned off or renewed.
        if (!snapshot.exists()) return fail(new Error('This link no longer opens a board.'));
        const next = parsePublicBoard(linkId, snapshot.data());
        if (next.boardId !== board?.boardId) followBoard(next.boardId);
        board = next;
        emit();
      },
      (error) => {
        // A link just turned on is readable once the server has written what it shows (a
        // second or two): a first refusal is read again for a while before it is final.
        if (board || stopped || ++tries >= FIRST_READ_TRIES) fail(error);
        else retry = setTimeout(followLink, 1500);
      },
    );
  };
  function stop() {
    stopped = true;
    clearTimeout(retry);
    stopLink();
    stopBoard.forEach((unsubscribe) => unsubscribe());
  }
  followLink();
  return stop;
}

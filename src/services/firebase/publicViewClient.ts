// The read-only link's page, signed in or not: what the link shows of the board (the server's
// openPublicLink: title, colour, labels, names), then the board's lists and cards, live.
// Nothing here needs Auth: the rules let anyone read these while the board has a link
// (firestore.rules, isSharedByLink).
import { doc, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { parsePublicBoard, type PublicBoard } from '../../domain/publicBoard';
import type { BoardList, Card } from '../../domain/types';
import { firestore, readCards, readLists } from './firestore';
import { callFunction } from './functionsClient';

export interface PublicViewSnapshot {
  board: PublicBoard;
  lists: BoardList[];
  cards: Card[];
}

/** How often, a second and a half apart, a first refusal is asked again (see below). */
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
      // The link's marker: deleted, or refused, the moment the owner turns the link off.
      onSnapshot(
        doc(firestore(), 'publicLinks', linkId),
        (snapshot) => {
          if (!snapshot.exists()) fail(new Error('This board is no longer shared.'));
        },
        fail,
      ),
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
  const openLink = () => {
    callFunction<{ linkId: string }, unknown>('openPublicLink', { linkId }).then(
      (shown) => {
        if (stopped) return;
        board = parsePublicBoard(linkId, shown);
        followBoard(board.boardId);
      },
      (error: unknown) => {
        if (stopped) return;
        // A link just turned on opens once the owner's write has reached the server (a second
        // or so): a first refusal is asked again for a while before it is final.
        if (++tries >= FIRST_READ_TRIES) fail(error);
        else retry = setTimeout(openLink, 1500);
      },
    );
  };
  function stop() {
    stopped = true;
    clearTimeout(retry);
    stopBoard.forEach((unsubscribe) => unsubscribe());
  }
  openLink();
  return stop;
}

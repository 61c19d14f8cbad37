// What My cards reads (docs/features.md): on one board, the cards assigned to the person (one
// query, `assigneeIds` array-contains their uid, which the cards' rule allows a member, board
// by board) and, once the board has such a card, the names of its lists. Live; the cache
// answers first, and offline.
import { onSnapshot, query, where } from 'firebase/firestore';
import { parseCard } from '../../domain/card';
import { parseAssignedCard } from '../../domain/myCards';
import type { AssignedCardsSnapshot, Unsubscribe } from '../types';
import { cardsRef, readLists } from './firestore';

export function subscribeToAssignedCards(
  boardId: string,
  uid: string,
  onChange: (snapshot: AssignedCardsSnapshot) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const latest: AssignedCardsSnapshot = { cards: [], listTitles: null, fromCache: true };
  let stopped = false;
  let stopLists: Unsubscribe | null = null;
  const emit = (part: Partial<AssignedCardsSnapshot>) => {
    Object.assign(latest, part);
    if (!stopped) onChange({ ...latest });
  };
  const fail = (error: unknown) => {
    if (stopped) return;
    stop();
    onError(error);
  };
  const stopCards = onSnapshot(
    query(cardsRef(boardId), where('assigneeIds', 'array-contains', uid)),
    (snapshot) => {
      const cards = snapshot.docs.flatMap((doc) => {
        const data = doc.data({ serverTimestamps: 'estimate' });
        const card = parseAssignedCard(boardId, parseCard(doc.id, data), data);
        return card ? [card] : [];
      });
      // A board with none of the person's cards costs no read of its lists.
      if (cards.length > 0 && !stopLists) {
        stopLists = onSnapshot(
          readLists(boardId),
          (lists) => {
            const titles: Record<string, string> = {};
            for (const list of lists.docs.map((doc) => doc.data())) {
              if (list) titles[list.id] = list.title;
            }
            emit({ listTitles: titles });
          },
          fail,
        );
      }
      emit({ cards, fromCache: snapshot.metadata.fromCache });
    },
    fail,
  );
  function stop() {
    stopped = true;
    stopCards();
    stopLists?.();
  }
  return stop;
}

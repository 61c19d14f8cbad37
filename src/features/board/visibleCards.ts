// Which cards each list shows, in order, kept up to date cheaply: a move or an edit of one card
// (the common change) re-sorts only the lists that card left or joined, not all 5,000 cards of
// a big board; the other lists keep their very arrays. A new filter, person or day starts over.
import { dueStateOf } from '../../domain/due';
import { compareRanked } from '../../domain/rankOrder';
import type { Card } from '../../domain/types';
import type { CardFilter } from './openBoardSlice';

type Cards = Record<string, Card>;
type ByList = Record<string, string[]>;

/** Whether a card passes the board's filter. */
function matchesFilter(card: Card, filter: CardFilter, today: Date, me: string | null): boolean {
  const text = filter.text.trim().toLocaleLowerCase();
  if (
    text &&
    !card.title.toLocaleLowerCase().includes(text) &&
    !card.description.toLocaleLowerCase().includes(text)
  ) {
    return false;
  }
  if (filter.labelIds.length > 0 && !card.labelIds.some((id) => filter.labelIds.includes(id))) {
    return false;
  }
  if (filter.due !== 'any' && dueStateOf(card, today) !== filter.due) {
    return false;
  }
  if (filter.assignedToMe && (me === null || !card.assigneeIds.includes(me))) return false;
  for (const fieldId in filter.fields) {
    if (card.fieldValues?.[fieldId] !== filter.fields[fieldId]) return false;
  }
  return true;
}

/** The filter finds work, so template cards stay in place whatever it asks (as Trello shows them). */
const isShown = (card: Card, filter: CardFilter, today: Date, me: string | null) =>
  !card.archived && (card.template || matchesFilter(card, filter, today, me));

function fromScratch(cards: Cards, filter: CardFilter, today: Date, me: string | null): ByList {
  const grouped: Record<string, Card[]> = {};
  for (const card of Object.values(cards)) {
    if (isShown(card, filter, today, me)) (grouped[card.listId] ??= []).push(card);
  }
  const byList: ByList = {};
  for (const [listId, listCards] of Object.entries(grouped)) {
    byList[listId] = listCards.sort(compareRanked).map((card) => card.id);
  }
  return byList;
}

/**
 * The cards that differ between `before` and `cards` (changed, added or gone) and the lists they
 * were or are in; null when too many changed to be worth it.
 */
function changesBetween(before: Cards, cards: Cards) {
  const lists = new Set<string>();
  const ids: string[] = [];
  const note = (id: string) => {
    ids.push(id);
    if (before[id]) lists.add(before[id].listId);
    if (cards[id]) lists.add(cards[id].listId);
  };
  for (const id in cards) if (cards[id] !== before[id]) note(id);
  for (const id in before) if (!(id in cards)) note(id);
  // A whole load of cards arriving: sorting everything once is as quick.
  return ids.length > 64 ? null : { lists, ids };
}

/** Of `ids`, the cards shown in `listId` now, in order. */
function listFrom(
  cards: Cards,
  listId: string,
  ids: string[],
  filter: CardFilter,
  today: Date,
  me: string | null,
) {
  return ids
    .flatMap((id) => cards[id] ?? [])
    .filter((card) => card.listId === listId && isShown(card, filter, today, me))
    .sort(compareRanked)
    .map((card) => card.id);
}

interface Computed {
  cards: Cards;
  filter: CardFilter;
  me: string | null;
  day: string;
  byList: ByList;
}

// Exact answers per cards map (any store's), and the latest one to work from.
const answers = new WeakMap<Cards, Computed>();
let latest: Computed | null = null;

/** Each list's shown card ids, in order (lists with none are left out). */
export function visibleCardIdsByList(cards: Cards, filter: CardFilter, me: string | null): ByList {
  const now = new Date();
  const day = now.toDateString();
  const known = answers.get(cards);
  if (known && known.filter === filter && known.me === me && known.day === day) return known.byList;
  const base = latest;
  const changes =
    base && base.filter === filter && base.me === me && base.day === day
      ? changesBetween(base.cards, cards)
      : null;
  let byList: ByList;
  if (!base || !changes) {
    byList = fromScratch(cards, filter, now, me);
  } else if (changes.ids.length === 0) {
    byList = base.byList;
  } else {
    byList = { ...base.byList };
    // A card that did not change stays shown or hidden as it was: only changed ones come or go.
    const members = new Map(
      [...changes.lists].map((listId) => [listId, base.byList[listId] ?? []]),
    );
    for (const id of changes.ids) {
      const card = cards[id];
      if (card) members.set(card.listId, [...members.get(card.listId)!, id]);
    }
    for (const [listId, ids] of members) {
      const shown = listFrom(cards, listId, [...new Set(ids)], filter, now, me);
      if (shown.length > 0) byList[listId] = shown;
      else delete byList[listId];
    }
  }
  latest = { cards, filter, me, day, byList };
  answers.set(cards, latest);
  return byList;
}

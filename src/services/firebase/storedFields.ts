// The fields of a board's documents as an edit writes them: a card or list created (or brought
// back), and a card's or board's changed fields, in their stored shapes (keyed checklists and
// labels, the due instant as a Timestamp). Used by editsClient.ts.
import { serverTimestamp, Timestamp } from 'firebase/firestore';
import { fieldsOfCard, storedChecklistItem, type Card, type CardFields } from '../../domain/card';
import { dueInstant } from '../../domain/due';
import { storedKeyed } from '../../domain/keyed';
import type { BoardList, Label } from '../../domain/types';
import { storedLabel } from '../../domain/board';

export type Fields = Record<string, unknown>;

/**
 * A card as a create stores it: no assignees (they come by arrayUnion, one per write), and at
 * most one watcher (its creator: the rules let a create list only its writer as watching).
 */
export function storedNewCard(card: Card) {
  const stored: Partial<CardFields> = fieldsOfCard(card);
  delete stored.assigneeIds;
  if (card.watcherIds.length === 1) stored.watcherIds = card.watcherIds;
  else delete stored.watcherIds;
  return {
    ...stored,
    // Every card with a due day gets its instant (a copy, a card from a template, one from before
    // instants): the server's reminders and repeats find cards by it.
    ...(card.due
      ? { dueAt: Timestamp.fromMillis(card.dueAt ?? dueInstant(card.due, card.dueTime)) }
      : {}),
    checklist: storedKeyed(card.checklist, storedChecklistItem),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

export function storedNewList({ title, rank, archived, wipLimit, wipStrict }: BoardList) {
  // A list brought back (an undone delete) keeps its limit.
  const wip = { ...(wipLimit ? { wipLimit } : {}), ...(wipStrict ? { wipStrict } : {}) };
  return {
    title,
    rank,
    archived,
    ...wip,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

/**
 * A card's or board's fields as stored: a whole checklist or labels list (the first edit of one
 * still in the old array form, or an undo of it) as its keyed map.
 */
export function storedFields(values: Fields): [string, unknown][] {
  // A due change writes its day, time and instant together: a side without the time or instant
  // (a card from before them, or an entry whose JSON dropped them) writes them as none.
  const due = 'due' in values ? { dueTime: null, dueAt: null } : {};
  return Object.entries({ ...due, ...values }).map(([key, value]) => {
    if (key === 'checklist')
      return [key, storedKeyed(value as Card['checklist'], storedChecklistItem)];
    if (key === 'labels') return [key, storedKeyed(value as Label[], storedLabel)];
    // The due instant is a Timestamp for the server's range query; an undo to a card from
    // before times and instants writes them as none.
    if (key === 'dueAt') return [key, value == null ? null : Timestamp.fromMillis(value as number)];
    if (key === 'dueTime') return [key, value ?? null];
    return [key, value];
  });
}

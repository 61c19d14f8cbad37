// What a card becomes on another list or board (pure): its labels found there by name and
// colour (or made), its assignees kept only where they are members.
import type { Card } from '../../domain/card';
import type { Label } from '../../domain/types';
import type { Member } from '../../domain/members';

/**
 * The target board's ids for `labels` by name and colour, and the labels it must gain (their
 * ids taken from `freshIds`, one per label at most).
 */
export function matchLabels(
  labels: readonly Label[],
  targetLabels: readonly Label[],
  freshIds: readonly string[],
): { ids: string[]; added: Label[] } {
  const pool = [...targetLabels];
  const added: Label[] = [];
  const ids = labels.map((label) => {
    const found = pool.find((item) => item.name === label.name && item.color === label.color);
    if (found) return found.id;
    const made = { id: freshIds[added.length] ?? label.id, name: label.name, color: label.color };
    pool.push(made);
    added.push(made);
    return made.id;
  });
  return { ids: [...new Set(ids)], added };
}

/** The card as it arrives: its place, its title, and only what may go with it. */
export function arrivingCard(
  card: Card,
  arrival: {
    id: string;
    listId: string;
    rank: string;
    title: string;
    labelIds: string[];
    checklist: boolean;
    members: readonly Member[];
    me: string | null;
  },
): Card {
  const { id, listId, rank, title, labelIds, checklist, members, me } = arrival;
  const isMember = (uid: string) => members.some((member) => member.uid === uid);
  return {
    id,
    listId,
    rank,
    title,
    description: card.description,
    labelIds,
    assigneeIds: card.assigneeIds.filter(isMember),
    due: card.due,
    dueComplete: card.dueComplete,
    // Its time and instant with it, so the copy falls due when the card does.
    ...(card.due && card.dueTime ? { dueTime: card.dueTime } : {}),
    ...(card.due && card.dueAt != null ? { dueAt: card.dueAt } : {}),
    checklist: checklist ? card.checklist.map((item) => ({ ...item })) : [],
    archived: false,
    // Whoever moves or copies it watches it there (the rules let a create list only its writer).
    watcherIds: me ? [me] : [],
    // The cover is one of the card's attachments, which do not go with it.
  };
}

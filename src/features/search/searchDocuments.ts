// A board's cards as the search index holds them (docs/search.md): open cards of open lists,
// found by their title, description, comments, labels' names and assignees' names.
import type { Card } from '../../domain/card';
import type { CachedComment, SearchableBoard, SearchDocument } from '../../domain/search';

/** Comments' text by `${boardId}/${cardId}`, of the boards given only. */
export function commentsByCard(
  comments: readonly CachedComment[],
  boardIds: readonly string[],
): Map<string, string[]> {
  const boards = new Set(boardIds);
  const byCard = new Map<string, string[]>();
  for (const { boardId, cardId, text } of comments) {
    if (!boards.has(boardId)) continue;
    const key = `${boardId}/${cardId}`;
    byCard.set(key, [...(byCard.get(key) ?? []), text]);
  }
  return byCard;
}

/**
 * The board's documents for the index, or null while its cards have not arrived (the index
 * keeps what it had). A board being deleted has none. `boardTitle` names the board until its
 * own document has arrived.
 */
export function searchDocumentsOf(
  boardId: string,
  { board, lists, cards }: SearchableBoard,
  boardTitle: string,
  comments: ReadonlyMap<string, string[]>,
): SearchDocument[] | null {
  if (cards === null) return null;
  if (board?.deleting) return [];
  const listsById = new Map((lists ?? []).map((list) => [list.id, list]));
  const labelNames = new Map((board?.labels ?? []).map((label) => [label.id, label.name]));
  const memberNames = new Map((board?.members ?? []).map((member) => [member.uid, member.name]));
  const shown = (card: Card) => {
    if (card.archived) return false;
    if (lists === null) return true; // the lists are on their way: the card is shown until then
    const list = listsById.get(card.listId);
    return list !== undefined && !list.archived && !list.deleting;
  };
  const names = (ids: string[], byId: Map<string, string>) =>
    ids.flatMap((id) => byId.get(id) ?? []).join(' ');
  return cards.filter(shown).map((card) => ({
    id: `${boardId}/${card.id}`,
    boardId,
    cardId: card.id,
    title: card.title,
    description: card.description,
    comments: (comments.get(`${boardId}/${card.id}`) ?? []).join('\n'),
    labels: names(card.labelIds, labelNames),
    assignees: names(card.assigneeIds, memberNames),
    boardTitle: board?.title ?? boardTitle,
    listTitle: listsById.get(card.listId)?.title ?? '',
    ...(card.template ? { template: true } : {}),
  }));
}

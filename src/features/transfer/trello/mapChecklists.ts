// A Trello card may have several checklists; a card here has one. They are kept apart by a
// heading item (../checklistHeading.ts) before each one's items, when a card has more than one
// or its only one has a name of its own (not Trello's default "Checklist"), so no name is lost.
import type { ArchiveChecklistItem } from '../../../domain/boardArchive';
import { checklistHeading } from '../checklistHeading';
import { byPosition } from './read';
import type { TrelloChecklist } from './types';

const DEFAULT_NAME = 'checklist';

const needsHeadings = (checklists: TrelloChecklist[]) =>
  checklists.length > 1 ||
  checklists.some((checklist) => !['', DEFAULT_NAME].includes(checklist.name.trim().toLowerCase()));

/** The card's one checklist: checklists by `pos`, each one's items by `pos`. */
function cardChecklist(checklists: TrelloChecklist[]): ArchiveChecklistItem[] {
  const headings = needsHeadings(checklists);
  return byPosition(checklists).flatMap((checklist) => [
    ...(headings ? [{ text: checklistHeading(checklist.name), done: false }] : []),
    ...byPosition(checklist.checkItems).map((item) => ({
      text: item.name,
      done: item.state === 'complete',
    })),
  ]);
}

export interface MappedChecklists {
  byCard: Map<string, ArchiveChecklistItem[]>;
  /** Checklists whose card isn't among the cards brought over. */
  orphans: number;
}

export function mapChecklists(
  checklists: TrelloChecklist[],
  cardIds: ReadonlySet<string>,
): MappedChecklists {
  const grouped = new Map<string, TrelloChecklist[]>();
  let orphans = 0;
  for (const checklist of checklists) {
    if (!cardIds.has(checklist.idCard)) {
      orphans += 1;
      continue;
    }
    const cardChecklists = grouped.get(checklist.idCard);
    if (cardChecklists) cardChecklists.push(checklist);
    else grouped.set(checklist.idCard, [checklist]);
  }
  const byCard = new Map<string, ArchiveChecklistItem[]>();
  for (const [cardId, cardChecklists] of grouped) byCard.set(cardId, cardChecklist(cardChecklists));
  return { byCard, orphans };
}

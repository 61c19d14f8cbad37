// One card brought within our limits: titles and texts shortened, empty ones named or left out,
// labels the board doesn't keep taken off, the checklist capped. Everything done is counted.
import type {
  ArchiveCard,
  ArchiveChecklistItem,
  ArchiveComment,
  ArchivePerson,
} from '../../../domain/boardArchive';
import { datesInOrder, isDay, isDueTime, isNearDay } from '../../../domain/due';
import { msg } from '@lingui/core/macro';
import { LIMITS } from '../../../domain/limits';
import { i18n } from '../../../i18n';
import { type ShortenedTally, shortenCounted } from './shorten';

/** A nameless card's title: its content from then on, so in the importer's language. */
export const untitledCard = () => i18n._(msg`Untitled card`);

/** What fitting the cards did, for the summary. */
export interface CardFitStats {
  untitledCards: number;
  /** Cards that lost a label because the board keeps only LIMITS.labelsPerBoard. */
  cardsLostLabelToLimit: number;
  /** Label ids naming no label of the file. */
  missingLabelRefs: number;
  cardsMissingLabels: number;
  emptyChecklistItems: number;
  cardsOverChecklistLimit: number;
  checklistItemsLeftOut: number;
  emptyComments: number;
  cardsOverAssigneeLimit: number;
  unreadableDues: number;
}

export const emptyCardFitStats = (): CardFitStats => ({
  untitledCards: 0,
  cardsLostLabelToLimit: 0,
  missingLabelRefs: 0,
  cardsMissingLabels: 0,
  emptyChecklistItems: 0,
  cardsOverChecklistLimit: 0,
  checklistItemsLeftOut: 0,
  emptyComments: 0,
  cardsOverAssigneeLimit: 0,
  unreadableDues: 0,
});

export interface CardFitContext {
  keptLabels: ReadonlySet<string>;
  droppedLabels: ReadonlySet<string>;
  tally: ShortenedTally;
  stats: CardFitStats;
}

function fitLabelIds(labelIds: string[], context: CardFitContext): string[] {
  const unique = [...new Set(labelIds)];
  const kept = unique.filter((id) => context.keptLabels.has(id));
  const missing = unique.filter(
    (id) => !context.keptLabels.has(id) && !context.droppedLabels.has(id),
  );
  if (unique.some((id) => context.droppedLabels.has(id))) context.stats.cardsLostLabelToLimit += 1;
  if (missing.length > 0) {
    context.stats.missingLabelRefs += missing.length;
    context.stats.cardsMissingLabels += 1;
  }
  return kept.slice(0, LIMITS.labelsPerCard);
}

function fitChecklist(items: ArchiveChecklistItem[], context: CardFitContext) {
  const { tally, stats } = context;
  const fitted: ArchiveChecklistItem[] = [];
  for (const item of items) {
    const text = item.text.trim();
    if (text === '') {
      stats.emptyChecklistItems += 1;
      continue;
    }
    fitted.push({
      text: shortenCounted(text, LIMITS.checklistItemText, 'checklistItem', tally),
      done: item.done,
    });
  }
  if (fitted.length <= LIMITS.checklistItems) return fitted;
  stats.cardsOverChecklistLimit += 1;
  stats.checklistItemsLeftOut += fitted.length - LIMITS.checklistItems;
  return fitted.slice(0, LIMITS.checklistItems);
}

function fitComments(comments: ArchiveComment[], context: CardFitContext): ArchiveComment[] {
  const { tally, stats } = context;
  const fitted: ArchiveComment[] = [];
  for (const comment of comments) {
    const text = comment.text.trim();
    if (text === '') {
      stats.emptyComments += 1;
      continue;
    }
    fitted.push({
      authorName: shortenCounted(
        comment.authorName.trim(),
        LIMITS.commentAuthorName,
        'name',
        tally,
      ),
      createdAt: comment.createdAt,
      text: shortenCounted(text, LIMITS.commentText, 'comment', tally),
    });
  }
  return fitted;
}

export function fitPerson(person: ArchivePerson, tally: ShortenedTally): ArchivePerson {
  return {
    name: shortenCounted(person.name.trim(), LIMITS.commentAuthorName, 'name', tally),
    email: person.email.trim(),
  };
}

/** A due time and instant kept only with their day, and only when they fit it. */
function fitDueTime(due: string | null, card: ArchiveCard): Pick<ArchiveCard, 'dueTime' | 'dueAt'> {
  const at = card.dueAt ? Date.parse(card.dueAt) : NaN;
  if (due === null || !isNearDay(due, at)) return {};
  return { ...(isDueTime(card.dueTime) ? { dueTime: card.dueTime } : {}), dueAt: card.dueAt };
}

export function fitCard(
  card: ArchiveCard,
  context: CardFitContext,
  untitled = untitledCard(),
): ArchiveCard {
  const { tally, stats } = context;
  let title = card.title.trim();
  if (title === '') {
    stats.untitledCards += 1;
    title = untitled;
  }
  let due = card.due;
  if (due !== null && !isDay(due)) {
    stats.unreadableDues += 1;
    due = null;
  }
  if (card.assignees.length > LIMITS.assigneesPerCard) stats.cardsOverAssigneeLimit += 1;
  return {
    id: card.id,
    title: shortenCounted(title, LIMITS.cardTitle, 'cardTitle', tally),
    description: shortenCounted(card.description, LIMITS.description, 'description', tally),
    labelIds: fitLabelIds(card.labelIds, context),
    due,
    dueComplete: card.dueComplete,
    ...fitDueTime(due, card),
    // A start that is no day, or after the due, is left out (the card keeps its due).
    ...(isDay(card.start) && datesInOrder(card.start, due) ? { start: card.start } : {}),
    checklist: fitChecklist(card.checklist, context),
    archived: card.archived,
    assignees: card.assignees
      .slice(0, LIMITS.assigneesPerCard)
      .map((person) => fitPerson(person, tally)),
    comments: fitComments(card.comments, context),
    ...(card.fieldValues ? { fieldValues: card.fieldValues } : {}),
  };
}

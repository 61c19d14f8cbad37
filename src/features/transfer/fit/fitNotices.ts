// What fitting a board to our limits did, in plain sentences for the import summary.
import { LIMITS } from '../../../domain/limits';
import type { CardFitStats } from './fitCard';
import type { ShortenedKind, ShortenedTally } from './shorten';
import { formatCount, plural, verb } from './words';

const shortenedWords: Record<ShortenedKind, [singular: string, pluralForm: string, max: number]> = {
  boardTitle: ['board name', 'board names', LIMITS.boardTitle],
  listTitle: ['list name', 'list names', LIMITS.listTitle],
  cardTitle: ['card title', 'card titles', LIMITS.cardTitle],
  description: ['card description', 'card descriptions', LIMITS.description],
  labelName: ['label name', 'label names', LIMITS.labelName],
  checklistItem: ['checklist item', 'checklist items', LIMITS.checklistItemText],
  comment: ['comment', 'comments', LIMITS.commentText],
  name: ['person’s name', 'people’s names', LIMITS.commentAuthorName],
};

export function shortenedNotices(tally: ShortenedTally): string[] {
  return (Object.keys(shortenedWords) as ShortenedKind[])
    .filter((kind) => tally[kind] > 0)
    .map((kind) => {
      const [singular, pluralForm, max] = shortenedWords[kind];
      const count = tally[kind];
      const they = verb(count, 'it was', 'they were');
      return `${plural(count, singular, pluralForm)} had more than ${plural(max, 'character')}; ${they} shortened.`;
    });
}

export function cardFitNotices(stats: CardFitStats): string[] {
  const notices: string[] = [];
  if (stats.untitledCards > 0) {
    notices.push(
      `${plural(stats.untitledCards, 'card')} had no title; ${verb(stats.untitledCards, 'it is', 'they are')} called “Untitled card”.`,
    );
  }
  if (stats.missingLabelRefs > 0) {
    notices.push(
      `${plural(stats.cardsMissingLabels, 'card')} named ${plural(stats.missingLabelRefs, 'label')} that ` +
        `the file doesn’t hold; those were left off.`,
    );
  }
  if (stats.emptyChecklistItems > 0) {
    notices.push(
      `${plural(stats.emptyChecklistItems, 'empty checklist item')} ${verb(stats.emptyChecklistItems, 'was', 'were')} left out.`,
    );
  }
  if (stats.cardsOverChecklistLimit > 0) {
    notices.push(
      `${plural(stats.cardsOverChecklistLimit, 'card')} had more than ${LIMITS.checklistItems} checklist ` +
        `items; the first ${LIMITS.checklistItems} of each were kept and ` +
        `${plural(stats.checklistItemsLeftOut, 'item')} left out.`,
    );
  }
  if (stats.emptyComments > 0) {
    notices.push(
      `${plural(stats.emptyComments, 'empty comment')} ${verb(stats.emptyComments, 'was', 'were')} left out.`,
    );
  }
  if (stats.cardsOverAssigneeLimit > 0) {
    notices.push(
      `${plural(stats.cardsOverAssigneeLimit, 'card')} had more than ${LIMITS.assigneesPerCard} ` +
        `assignees; the first ${LIMITS.assigneesPerCard} of each were kept.`,
    );
  }
  if (stats.unreadableDues > 0) {
    notices.push(
      `${plural(stats.unreadableDues, 'due date')} couldn’t be read; those cards have none.`,
    );
  }
  return notices;
}

export const refusalForLists = (count: number): string =>
  `This board has ${formatCount(count)} lists; a board here can have at most ${formatCount(LIMITS.listsPerBoard)}.`;

export const refusalForCards = (count: number): string =>
  `This board has ${formatCount(count)} cards (archived ones included); a board here can have at most ${formatCount(LIMITS.cardsPerBoard)}.`;

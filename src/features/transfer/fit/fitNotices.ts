// What fitting a board to our limits did, as notices for the import summary (worded when shown,
// noticeWords.ts), and the refusals of a board too big, worded in the worker's language.
import { msg } from '@lingui/core/macro';
import { LIMITS } from '../../../domain/limits';
import { i18n } from '../../../i18n';
import type { ImportNotice } from '../importNotice';
import type { CardFitStats } from './fitCard';
import type { ShortenedKind, ShortenedTally } from './shorten';
import { formatCount } from './words';

const shortenedMax: Record<ShortenedKind, number> = {
  boardTitle: LIMITS.boardTitle,
  listTitle: LIMITS.listTitle,
  cardTitle: LIMITS.cardTitle,
  description: LIMITS.description,
  labelName: LIMITS.labelName,
  checklistItem: LIMITS.checklistItemText,
  comment: LIMITS.commentText,
  name: LIMITS.commentAuthorName,
};

export function shortenedNotices(tally: ShortenedTally): ImportNotice[] {
  return (Object.keys(shortenedMax) as ShortenedKind[])
    .filter((what) => tally[what] > 0)
    .map((what) => ({ kind: 'shortened', what, count: tally[what], max: shortenedMax[what] }));
}

export function cardFitNotices(stats: CardFitStats, untitledCard: string): ImportNotice[] {
  const notices: ImportNotice[] = [];
  if (stats.untitledCards > 0) {
    notices.push({ kind: 'untitledCards', count: stats.untitledCards, name: untitledCard });
  }
  if (stats.missingLabelRefs > 0) {
    notices.push({
      kind: 'missingLabels',
      cards: stats.cardsMissingLabels,
      labels: stats.missingLabelRefs,
    });
  }
  if (stats.emptyChecklistItems > 0) {
    notices.push({ kind: 'emptyChecklistItems', count: stats.emptyChecklistItems });
  }
  if (stats.cardsOverChecklistLimit > 0) {
    notices.push({
      kind: 'checklistLimit',
      cards: stats.cardsOverChecklistLimit,
      max: LIMITS.checklistItems,
      leftOut: stats.checklistItemsLeftOut,
    });
  }
  if (stats.emptyComments > 0) notices.push({ kind: 'emptyComments', count: stats.emptyComments });
  if (stats.cardsOverAssigneeLimit > 0) {
    notices.push({
      kind: 'assigneeLimit',
      cards: stats.cardsOverAssigneeLimit,
      max: LIMITS.assigneesPerCard,
    });
  }
  if (stats.unreadableDues > 0)
    notices.push({ kind: 'unreadableDues', count: stats.unreadableDues });
  return notices;
}

export function refusalForLists(count: number): string {
  const lists = formatCount(count);
  const max = formatCount(LIMITS.listsPerBoard);
  return i18n._(msg`This board has ${lists} lists; a board here can have at most ${max}.`);
}

export function refusalForCards(count: number): string {
  const cards = formatCount(count);
  const max = formatCount(LIMITS.cardsPerBoard);
  return i18n._(
    msg`This board has ${cards} cards (archived ones included); a board here can have at most ${max}.`,
  );
}

// What a Trello board has that we don't model: told in the summary, by name or by count, as
// notices worded when shown (noticeWords.ts).
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../i18n';
import { type ImportNotice, namesShown } from '../importNotice';
import type { TrelloBoard, TrelloCard } from './types';

/** Things pointing at a card the export doesn't hold: "2 checklists belong to cards that …". */
export function skippedNotice(count: number, what: 'checklist' | 'comment'): ImportNotice | null {
  if (count === 0) return null;
  return { kind: what === 'checklist' ? 'skippedChecklists' : 'skippedComments', count };
}

export const undatedCommentsNotice = (count: number): ImportNotice | null =>
  count > 0 ? { kind: 'undatedComments', count } : null;

export function attachmentsNotice(cards: TrelloCard[]): ImportNotice | null {
  const withAttachments = cards.filter((card) => card.attachments.length > 0);
  if (withAttachments.length === 0) return null;
  const total = withAttachments.reduce((sum, card) => sum + card.attachments.length, 0);
  return { kind: 'trelloAttachments', cards: withAttachments.length, total };
}

export function memberNotices(board: TrelloBoard, cards: TrelloCard[]): ImportNotice[] {
  const notices: ImportNotice[] = [];
  const names = board.members
    .map((member) => member.fullName || member.username)
    .filter((name) => name !== '');
  if (names.length > 0) notices.push({ kind: 'trelloMembers', ...namesShown(names) });
  const assigned = cards.filter((card) => card.idMembers.length > 0).length;
  if (assigned > 0) notices.push({ kind: 'trelloAssignees', cards: assigned });
  return notices;
}

/** Custom fields of a kind we don't have (or past our 50) are named: they are left out. */
export function customFieldNotice(board: TrelloBoard, kept: number): ImportNotice | null {
  const left = board.customFields.length - kept;
  return left > 0 ? { kind: 'customFieldsLeftOut', count: left } : null;
}

export const backgroundNotice = (board: TrelloBoard): ImportNotice | null =>
  board.prefs.backgroundImage ? { kind: 'backgroundPicture' } : null;

/** Trello's export holds at most 1,000 actions, so a busy board's older comments are missing. */
export function missingCommentsNotice(
  cards: TrelloCard[],
  present: (cardId: string) => number,
): ImportNotice | null {
  let cardsShort = 0;
  let missing = 0;
  for (const card of cards) {
    const short = card.badges.comments - present(card.id);
    if (short <= 0) continue;
    cardsShort += 1;
    missing += short;
  }
  return cardsShort > 0 ? { kind: 'missingComments', cards: cardsShort, missing } : null;
}

/** The archived list that keeps the cards whose list the export doesn't hold (in the importer's language: it is the board's own from then on). */
export const orphansList = (): string => i18n._(msg`From lists not in the export`);

export const orphanCardsNotice = (count: number, name: string): ImportNotice | null =>
  count > 0 ? { kind: 'orphanCards', count, name } : null;

export const labelsFromCardsNotice = (board: {
  labelsFromCards: boolean;
  labels: unknown[];
}): ImportNotice | null =>
  board.labelsFromCards && board.labels.length > 0
    ? { kind: 'labelsFromCards', count: board.labels.length }
    : null;

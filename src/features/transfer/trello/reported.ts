// What a Trello board has that we don't model: told in the summary, by name or by count.
import { nameList, plural, verb } from '../fit/words';
import type { TrelloBoard, TrelloCard } from './types';

/** Things pointing at something the export doesn't hold: "2 cards belong to lists that …". */
export function skippedNotice(count: number, what: string, whose: string): string | null {
  if (count === 0) return null;
  return (
    `${plural(count, what)} ${verb(count, 'belongs', 'belong')} to ${whose} that aren’t in the ` +
    `export; ${verb(count, 'it was', 'they were')} skipped.`
  );
}

export const undatedCommentsNotice = (count: number): string | null =>
  count > 0
    ? `${plural(count, 'comment')} had no date that could be read; ${verb(count, 'it was', 'they were')} left out.`
    : null;

export function attachmentsNotice(cards: TrelloCard[]): string | null {
  const withAttachments = cards.filter((card) => card.attachments.length > 0);
  if (withAttachments.length === 0) return null;
  const total = withAttachments.reduce((sum, card) => sum + card.attachments.length, 0);
  return (
    `${plural(withAttachments.length, 'card')} had attachments (${plural(total, 'attachment')}); ` +
    `files are not brought over, their names and links are listed at the end of the card’s description.`
  );
}

export function memberNotices(board: TrelloBoard, cards: TrelloCard[]): string[] {
  const notices: string[] = [];
  const names = board.members
    .map((member) => member.fullName || member.username)
    .filter((name) => name !== '');
  if (names.length > 0) {
    notices.push(
      `Trello members are not brought over (only you become a member of the new board): ${nameList(names)}.`,
    );
  }
  const assigned = cards.filter((card) => card.idMembers.length > 0).length;
  if (assigned > 0) {
    notices.push(
      `${plural(assigned, 'card')} had members assigned in Trello; assignees are not brought over.`,
    );
  }
  return notices;
}

/** Custom fields of a kind we don't have (or past our 50) are named: they are left out. */
export function customFieldNotice(board: TrelloBoard, kept: number): string | null {
  const left = board.customFields.length - kept;
  if (left <= 0) return null;
  return `${plural(left, 'custom field')} of a kind the app doesn’t have ${left === 1 ? 'was' : 'were'} left out.`;
}

export function backgroundNotice(board: TrelloBoard): string | null {
  return board.prefs.backgroundImage
    ? 'The board’s background picture isn’t brought over; the board gets the nearest of our colours.'
    : null;
}

/** Trello's export holds at most 1,000 actions, so a busy board's older comments are missing. */
export function missingCommentsNotice(
  cards: TrelloCard[],
  present: (cardId: string) => number,
): string | null {
  let cardsShort = 0;
  let missing = 0;
  for (const card of cards) {
    const short = card.badges.comments - present(card.id);
    if (short <= 0) continue;
    cardsShort += 1;
    missing += short;
  }
  if (cardsShort === 0) return null;
  const have = cardsShort === 1 ? 'has' : 'have';
  return (
    `${plural(cardsShort, 'card')} ${have} more comments in Trello than the export holds ` +
    `(Trello exports at most 1,000 actions); ${plural(missing, 'comment')} ${missing === 1 ? 'is' : 'are'} missing.`
  );
}

/** The archived list that keeps the cards whose list the export doesn't hold. */
export const ORPHANS_LIST = 'From lists not in the export';

export const orphanCardsNotice = (count: number): string | null =>
  count > 0
    ? `${plural(count, 'card')} ${verb(count, 'belongs', 'belong')} to lists that aren’t in the export; ${verb(count, 'it is', 'they are')} kept in an archived list, “${ORPHANS_LIST}”.`
    : null;

export const labelsFromCardsNotice = (board: { labelsFromCards: boolean; labels: unknown[] }) =>
  board.labelsFromCards && board.labels.length > 0
    ? `The export has no list of the board’s labels: ${plural(board.labels.length, 'label was', 'labels were')} taken from the cards that carry them.`
    : null;

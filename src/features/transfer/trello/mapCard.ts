import type {
  ArchiveCard,
  ArchiveChecklistItem,
  ArchiveComment,
} from '../../../domain/boardArchive';
import type { ShortenedTally } from '../fit/shorten';
import { describeAttachments } from './attachments';
import type { TrelloCard } from './types';

/**
 * Trello keeps a due date as a moment (ISO 8601); ours is a day. The day is taken in UTC, the
 * one zone a file read in a worker can assume: a due of 23:30 in UTC-5 (04:30 UTC next day)
 * becomes the next day. One that can't be read is passed on as it is, for fitArchive to count.
 */
export function dueDay(due: string | null): string | null {
  if (due === null) return null;
  const time = Date.parse(due);
  return Number.isNaN(time) ? due : new Date(time).toISOString().slice(0, 10);
}

/** Trello's due moment kept whole: its time (in UTC, as its day) and its instant. */
export function dueTimeAndInstant(due: string | null): Pick<ArchiveCard, 'dueTime' | 'dueAt'> {
  const time = due === null ? NaN : Date.parse(due);
  if (Number.isNaN(time)) return {};
  const instant = new Date(time).toISOString();
  return { dueTime: instant.slice(11, 16), dueAt: instant };
}

export interface CardExtras {
  /** Trello leaves a closed list's cards open; here they come in archived with it. */
  listClosed: boolean;
  checklist: ArchiveChecklistItem[];
  comments: ArchiveComment[];
  /** Its custom fields' values (mapCustomFields.ts), if any. */
  fieldValues?: ArchiveCard['fieldValues'];
  tally: ShortenedTally;
}

/** A Trello card as ours, before our limits are applied (assignees are reported, not mapped). */
export function mapCard(
  card: TrelloCard,
  { listClosed, checklist, comments, fieldValues, tally }: CardExtras,
): ArchiveCard {
  return {
    id: card.id,
    title: card.name,
    description: describeAttachments(card.desc, card.attachments, tally),
    labelIds: card.idLabels,
    due: dueDay(card.due),
    dueComplete: card.dueComplete,
    ...dueTimeAndInstant(card.due),
    // Trello's start is a moment too: its day in UTC, as the due's (dueDay).
    ...(card.start ? { start: dueDay(card.start) } : {}),
    checklist,
    archived: card.closed || listClosed,
    assignees: [],
    comments,
    ...(fieldValues ? { fieldValues } : {}),
  };
}

// Attachments are not brought over as files; their names and links are listed at the end of
// the card's description, under a marked heading, within the description's limit: the list
// comes first, and a description too long to sit beside it is shortened (and counted). The
// heading becomes the card's own text, so it is in the importer's language.
import { msg, plural } from '@lingui/core/macro';
import { LIMITS } from '../../../domain/limits';
import { type ShortenedTally, shortenText } from '../fit/shorten';
import { i18n } from '../../../i18n';
import type { TrelloAttachment } from './types';

export const attachmentsHeading = (): string => i18n._(msg`Attachments (from Trello):`);
/** Between the card's own description and the list. */
export const ATTACHMENTS_SEPARATOR = '\n\n---\n';
/** Room kept for the "- …and 12 more" line when the list is cut. */
const MORE_LINE_ROOM = 40;

function attachmentLine({ name, url }: TrelloAttachment): string | null {
  const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
  const [shownName, shownUrl] = [oneLine(name), oneLine(url)];
  if (!shownName && !shownUrl) return null;
  if (!shownUrl || shownName === shownUrl) return `- ${shownName || shownUrl}`;
  return shownName ? `- ${shownName}: ${shownUrl}` : `- ${shownUrl}`;
}

function attachmentSection(attachments: TrelloAttachment[]): string | null {
  const lines = attachments.map(attachmentLine).filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  const budget = LIMITS.description - ATTACHMENTS_SEPARATOR.length - MORE_LINE_ROOM;
  let section = attachmentsHeading();
  let listed = 0;
  for (const line of lines) {
    if (section.length + 1 + line.length > budget) break;
    section += `\n${line}`;
    listed += 1;
  }
  const more = lines.length - listed;
  if (more > 0) section += `\n- ${i18n._(msg`${plural(more, { other: '…and # more' })}`)}`;
  return section;
}

/** The card's description with its attachments listed after it (unchanged when it has none). */
export function describeAttachments(
  description: string,
  attachments: TrelloAttachment[],
  tally: ShortenedTally,
): string {
  const section = attachmentSection(attachments);
  if (section === null) return description;
  if (description.trim() === '') return section;
  const room = LIMITS.description - ATTACHMENTS_SEPARATOR.length - section.length;
  if (description.length > room) tally.description += 1;
  return `${shortenText(description, room)}${ATTACHMENTS_SEPARATOR}${section}`;
}

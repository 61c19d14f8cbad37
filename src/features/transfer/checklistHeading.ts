// A card keeps one checklist here. A Trello card's checklists are kept apart by a heading item
// before each one's items: its text is the checklist's name between em dashes ("— Launch —"),
// and it is never done. Export (CSV checklist progress) can tell headings by isChecklistHeading.
import { LIMITS } from '../../domain/limits';
import { shortenText } from './fit/shorten';

const DASH = '—';

/** The heading item's text for a checklist named `name` (Trello's default name when empty). */
export function checklistHeading(name: string): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- Trello's own default name, kept as data
  const trimmed = name.trim().replace(/\s+/g, ' ') || 'Checklist';
  const room = LIMITS.checklistItemText - 2 * (DASH.length + 1);
  return `${DASH} ${shortenText(trimmed, room)} ${DASH}`;
}

export const isChecklistHeading = (text: string): boolean =>
  text.length > 4 && text.startsWith(`${DASH} `) && text.endsWith(` ${DASH}`);

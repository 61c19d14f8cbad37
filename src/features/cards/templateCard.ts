// What "From template" makes of a template card (pure): an ordinary card with the template's
// description, labels, checklist (every item unticked) and custom field values, nobody
// assigned, and its due day moved as Trello moves it (shiftedDue).
import type { Card } from '../../domain/card';
import { isDay, localDay } from '../../domain/due';

const DAY_MS = 86_400_000;

const dayNumber = (day: string) => {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return Math.round(Date.UTC(year, month - 1, date) / DAY_MS);
};

const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/**
 * The copy's due day: as many days after today as the template's due day is after the day the
 * template was made (a template made on Monday and due Wednesday gives copies due two days after
 * they are made). Unknown making day: the template's own due day. No due day: none.
 */
export function shiftedDue(due: string | null, createdAt: number | null, now: Date): string | null {
  if (!due || !isDay(due) || createdAt === null) return due;
  const offset = dayNumber(due) - dayNumber(localDay(new Date(createdAt)));
  return dayOf(dayNumber(localDay(now)) + offset);
}

/** The card "From template" adds: the template's content, in its new place, under its title. */
export function cardFromTemplate(
  template: Card,
  place: { id: string; listId: string; rank: string; title: string; due: string | null },
  me: string | null,
): Card {
  const copy: Card & { fieldValues?: unknown } = {
    id: place.id,
    listId: place.listId,
    rank: place.rank,
    title: place.title,
    description: template.description,
    labelIds: [...template.labelIds],
    assigneeIds: [],
    due: place.due,
    dueComplete: false,
    checklist: template.checklist.map((item) => ({ ...item, done: false })),
    archived: false,
    watcherIds: me ? [me] : [],
  };
  // Custom field values go with it.
  if (template.fieldValues) copy.fieldValues = { ...template.fieldValues };
  return copy;
}

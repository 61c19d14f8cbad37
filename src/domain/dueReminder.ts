// Due reminders (docs/notifications.md, "Due reminders"): the server tells a card's assignees and
// watchers before its due instant and once it is overdue. Shared by the app (the account menu's
// setting) and functions/src/due (which writes them), so both read the same values.

/** How long before a card's due instant a person is told; 'off': never told of due cards. */
export type DueReminderLead = '1h' | '24h' | 'off';

export const DUE_REMINDER_LEADS: readonly DueReminderLead[] = ['1h', '24h', 'off'];

/** A person who never chose is told a day ahead. */
export const DEFAULT_DUE_REMINDER_LEAD: DueReminderLead = '24h';

const HOUR_MS = 3_600_000;

/** The lead in milliseconds (null: no reminders). */
export const leadMs = (lead: DueReminderLead): number | null =>
  lead === '1h' ? HOUR_MS : lead === '24h' ? 24 * HOUR_MS : null;

export const isDueReminderLead = (value: unknown): value is DueReminderLead =>
  typeof value === 'string' && (DUE_REMINDER_LEADS as readonly string[]).includes(value);

/** Which of a card's two reminders: before its due instant, or once past it. */
export type DueReminderStage = 'soon' | 'overdue';

/**
 * The reminder's id in a person's inbox: one per card, due instant and stage, so a re-run (or two
 * overlapping runs) finds it taken, and a due date moved elsewhere is told again (a new id).
 */
export const dueReminderId = (
  boardId: string,
  cardId: string,
  dueAt: number,
  stage: DueReminderStage,
) => `due-${boardId}-${cardId}-${dueAt}-${stage}`;

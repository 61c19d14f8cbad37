// Due reminders (docs/notifications.md, "Due reminders"): each assignee and watcher of a card is
// told, in their inbox, once before its due instant (their lead: 24 h by default, 1 h, or off)
// and once when it is overdue. A plain function of the clock, so tests call it with their own
// `now`; dueTick runs it every 15 minutes in production, and `npm start` on a timer against the
// emulators.
//
// One collection-group query on the cards' `dueAt` (the due instant the app writes with every
// due change) within [now - OVERDUE_WINDOW, now + the longest lead] reads only the cards due
// around now, whatever the number of boards. Each reminder's id is deterministic
// (dueReminderId) and written with create(), so a re-run, or two runs at once, never tells
// anyone twice; a due date moved elsewhere has a new instant, so a new id.
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import {
  DEFAULT_DUE_REMINDER_LEAD,
  dueReminderId,
  isDueReminderLead,
  leadMs,
  type DueReminderStage,
} from '../../../src/domain/dueReminder';
import { readDueCard, recipientsOf, type DueBoard, type DueCard } from './dueCards';

const HOUR_MS = 3_600_000;
/** The longest lead a person can choose: the query's reach ahead. */
const MAX_LEAD_MS = 24 * HOUR_MS;
/**
 * How far back a run still finds a card overdue: a run missed (a deploy, an outage) is made up
 * by the next, and a card due long ago (set to a past day) tells nobody.
 */
export const OVERDUE_WINDOW_MS = 24 * HOUR_MS;
/** Cards read per page, and pages per run (the rest wait for the next run). */
const PAGE_SIZE = 300;
const MAX_PAGES = 20;
/** Firestore's ALREADY_EXISTS: another run (or this one before) wrote the reminder. */
const ALREADY_EXISTS = 6;

export interface DueReminderFigures {
  /** Cards due in the window. */
  cards: number;
  /** Reminders written by this run. */
  told: number;
  /** More cards than a run reads: the next run goes on. */
  more: boolean;
  ms: number;
}

interface Reminder {
  ref: DocumentReference;
  data: Record<string, unknown>;
}

export async function sendDueReminders(
  firestore: Firestore,
  { now }: { now: number },
): Promise<DueReminderFigures> {
  const started = Date.now();
  const boards = new Map<string, Promise<DueBoard | null>>();
  const leads = new Map<string, Promise<number | null>>();
  const boardOf = (id: string) => {
    if (!boards.has(id)) boards.set(id, readBoard(firestore, id));
    return boards.get(id) as Promise<DueBoard | null>;
  };
  const leadOf = (uid: string) => {
    if (!leads.has(uid)) leads.set(uid, readLead(firestore, uid));
    return leads.get(uid) as Promise<number | null>;
  };

  let cards = 0;
  let told = 0;
  let more = false;
  let query = firestore
    .collectionGroup('cards')
    .where('dueAt', '>', Timestamp.fromMillis(now - OVERDUE_WINDOW_MS))
    .where('dueAt', '<=', Timestamp.fromMillis(now + MAX_LEAD_MS))
    .orderBy('dueAt')
    .limit(PAGE_SIZE);
  for (let page = 0; ; page += 1) {
    if (page === MAX_PAGES) {
      more = true;
      break;
    }
    const snapshot = await query.get();
    const due = snapshot.docs.map(readDueCard).filter((card): card is DueCard => card !== null);
    cards += due.length;
    const reminders = await Promise.all(
      due.map(async (card) => remindersOf(card, await boardOf(card.boardId), now, leadOf)),
    );
    told += await writeMissing(firestore, reminders.flat());
    if (snapshot.size < PAGE_SIZE) break;
    query = query.startAfter(snapshot.docs[snapshot.docs.length - 1]);
  }
  return { cards, told, more, ms: Date.now() - started };
}

/** What a card's people are told now: its soon reminder (within their lead) or its overdue one. */
async function remindersOf(
  card: DueCard,
  board: DueBoard | null,
  now: number,
  leadOf: (uid: string) => Promise<number | null>,
): Promise<Reminder[]> {
  if (!board || card.complete || card.archived) return [];
  const stage: DueReminderStage = card.dueAt <= now ? 'overdue' : 'soon';
  const reminders: Reminder[] = [];
  for (const uid of recipientsOf(card, board)) {
    const lead = await leadOf(uid);
    if (lead === null) continue;
    if (stage === 'soon' && card.dueAt - now > lead) continue;
    reminders.push({
      ref: card.ref.firestore.doc(
        `users/${uid}/notifications/${dueReminderId(card.boardId, card.id, card.dueAt, stage)}`,
      ),
      data: {
        kind: 'due',
        what: stage === 'soon' ? 'dueSoon' : 'overdue',
        actorId: '',
        actorName: '',
        boardId: card.boardId,
        boardTitle: board.title,
        cardId: card.id,
        cardTitle: card.title,
        // The day (and time) as its setter wrote it; the inbox words it in the reader's format.
        excerpt: card.dueTime ? `${card.due} ${card.dueTime}` : card.due,
        entryId: null,
        at: Timestamp.fromMillis(now),
        read: false,
      },
    });
  }
  return reminders;
}

/** Creates the reminders not yet written; the number this run wrote. */
async function writeMissing(firestore: Firestore, reminders: Reminder[]): Promise<number> {
  if (reminders.length === 0) return 0;
  // One read for all first, so a re-run spends no failed writes on what it told before.
  const existing = await firestore.getAll(...reminders.map((reminder) => reminder.ref));
  const missing = reminders.filter((_, index) => !existing[index]?.exists);
  const written = await Promise.all(
    missing.map(({ ref, data }) =>
      ref.create(data).then(
        () => 1,
        (error: { code?: unknown }) => {
          // Another run wrote it meanwhile: told once all the same.
          if (error.code === ALREADY_EXISTS) return 0;
          throw error;
        },
      ),
    ),
  );
  return written.reduce((sum, one) => sum + one, 0);
}

async function readBoard(firestore: Firestore, id: string): Promise<DueBoard | null> {
  const snapshot = await firestore.doc(`boards/${id}`).get();
  const data = snapshot.data();
  if (!data || data.deleting === true) return null;
  return {
    title: typeof data.title === 'string' ? data.title : '',
    ownerId: typeof data.ownerId === 'string' ? data.ownerId : '',
    members: (data.members ?? {}) as Record<string, { role?: unknown }>,
    mutedBy: Array.isArray(data.mutedBy) ? (data.mutedBy as string[]) : [],
  };
}

async function readLead(firestore: Firestore, uid: string): Promise<number | null> {
  const stored = (await firestore.doc(`users/${uid}`).get()).get('dueReminderLead');
  return leadMs(isDueReminderLead(stored) ? stored : DEFAULT_DUE_REMINDER_LEAD);
}

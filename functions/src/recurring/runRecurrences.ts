// The next card of each repeating card that is due (issue 32 §3), made by the server so it comes
// with every app closed. Calendar repeats are due once their day has passed (dueAt ≤ now);
// "when completed" once the card is marked done. Each card is handled in its own transaction
// that moves the repeat from the old card to the new one, whose id is derived from the old
// card's id and due day: two overlapping runs make one card, never two.
import { createHash } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { isDay } from '../../../src/domain/due';
import { dueInstant, isRepeat, nextDue, utcDay, type Repeat } from '../../../src/domain/repeat';
import { rankBetween } from './rankBetween';

/** Cards looked at per query and run; the rest wait for the next run. */
const BATCH = 200;

/** Who the feed names for what the server wrote. */
export const SERVER_AUTHOR = { authorId: 'server', authorName: 'Boards' } as const;

export interface RecurrenceFigures {
  /** Next cards made. */
  created: number;
  /** Repeating cards looked at and left as they were (not due after all, archived, gone…). */
  skipped: number;
  ms: number;
}

const CALENDAR: Repeat[] = ['daily', 'weekdays', 'weekly', 'monthly'];

/** The next card's id: the same for the same card and due day, whichever run makes it. */
export function nextCardId(cardId: string, due: string): string {
  return createHash('sha256').update(`${cardId}/${due}`).digest('base64url').slice(0, 20);
}

/** The checklist as stored (a map by item id, or an old array), every item not done. */
function resetChecklist(stored: unknown): Record<string, unknown> {
  if (Array.isArray(stored)) {
    // An old array: keyed now, ranked in its order.
    let rank: string | null = null;
    return Object.fromEntries(
      stored.map((item: Record<string, unknown>, k) => {
        rank = rank === null ? 'a0' : rankBetween(rank, null);
        return [String(item.id ?? k), { text: item.text, done: false, rank }];
      }),
    );
  }
  const items = Object.entries((stored ?? {}) as Record<string, Record<string, unknown>>);
  return Object.fromEntries(
    items.map(([id, item]) => [id, { text: item.text, done: false, rank: item.rank }]),
  );
}

/** Whether the card, as it is now, is to be repeated at `now`. */
function isDue(card: DocumentSnapshot, now: number): boolean {
  const { repeat, due, archived, dueComplete } = card.data() ?? {};
  if (!card.exists || !isRepeat(repeat) || !isDay(due) || archived === true) return false;
  return repeat === 'completed' ? dueComplete === true : now >= dueInstant(due);
}

/** Makes the next card of `ref` if it is still due; true when it did. */
async function repeatOne(firestore: Firestore, ref: DocumentReference, now: number) {
  const boardRef = ref.parent.parent!;
  return firestore.runTransaction(async (transaction) => {
    const card = await transaction.get(ref);
    if (!isDue(card, now)) return false;
    const data = card.data()!;
    const [board, list] = await transaction.getAll(
      boardRef,
      boardRef.collection('lists').doc(String(data.listId)),
    );
    if (!board?.exists || board.get('deleting') === true) return false;
    if (!list?.exists || list.get('deleting') === true) return false;
    const nextRef = boardRef.collection('cards').doc(nextCardId(ref.id, data.due as string));
    // One read after another: the emulator does not order a transaction's parallel reads, and
    // answers the later one "Transaction is invalid or closed" when another run holds the card.
    const after = await transaction.get(
      boardRef
        .collection('cards')
        .where('listId', '==', data.listId)
        .where('rank', '>', data.rank)
        .orderBy('rank')
        .limit(1),
    );
    const existing = await transaction.get(nextRef);
    const stamp = FieldValue.serverTimestamp();
    // The old card stops repeating in any case: made once, by whichever run came first.
    transaction.update(ref, { repeat: FieldValue.delete(), updatedAt: stamp });
    if (existing.exists) return false;
    const repeat = data.repeat as Repeat;
    let due = nextDue(data.due as string, repeat, utcDay(now));
    // Days missed while nothing ran (the server down, a card repeated late) are skipped: one
    // card, due next, rather than one per missed day.
    while (dueInstant(due) <= now) due = nextDue(due, repeat, utcDay(now));
    const nextRank = after.docs[0]?.get('rank') as string | undefined;
    transaction.create(nextRef, {
      listId: data.listId,
      rank: rankBetween(data.rank as string, nextRank ?? null),
      title: data.title,
      description: data.description ?? '',
      labelIds: data.labelIds ?? [],
      ...(data.assigneeIds ? { assigneeIds: data.assigneeIds } : {}),
      ...(data.watcherIds ? { watcherIds: data.watcherIds } : {}),
      due,
      ...nextDueTimeAndInstant(data, due),
      dueComplete: false,
      checklist: resetChecklist(data.checklist),
      archived: false,
      repeat,
      createdAt: stamp,
      updatedAt: stamp,
    });
    // Counted as any card is (docs/data-model.md, meta/counts), naming the card it counts.
    transaction.set(
      boardRef.collection('meta').doc('counts'),
      { cardCount: FieldValue.increment(1), countedCards: [nextRef.id] },
      { merge: true },
    );
    transaction.create(boardRef.collection('activity').doc(), {
      ...SERVER_AUTHOR,
      at: stamp,
      kind: 'cardRepeated',
      cardId: nextRef.id,
      listId: data.listId,
      subject: data.title,
      field: 'due',
      before: data.due,
      after: due,
      words: { repeat },
      changes: '',
      revertOf: null,
    });
    return true;
  });
}

/**
 * Runs `attempt` again when a transaction it ran was closed under it: Firestore retries an
 * aborted transaction itself, but the emulator ends the loser of two runs on one card with
 * INVALID_ARGUMENT "Transaction is invalid or closed", which the SDK does not retry. Safe because
 * a repeat is made once whatever the number of attempts (the next card's id is fixed).
 */
async function repeatOnceMore<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let left = tries; ; left -= 1) {
    try {
      return await attempt();
    } catch (error) {
      const closed = /Transaction is invalid or closed/.test(String(error));
      if (!closed || left <= 1) throw error;
    }
  }
}

/** Makes the next card of every repeating card due at `now` (at most BATCH of each kind). */
export async function runRecurrences(
  firestore: Firestore,
  { now }: { now: number },
): Promise<RecurrenceFigures> {
  const started = Date.now();
  const cards = firestore.collectionGroup('cards');
  const [calendar, completed] = await Promise.all([
    cards
      .where('repeat', 'in', CALENDAR)
      .where('dueAt', '<=', Timestamp.fromMillis(now))
      .limit(BATCH)
      .get(),
    cards.where('repeat', '==', 'completed').where('dueComplete', '==', true).limit(BATCH).get(),
  ]);
  let created = 0;
  let skipped = 0;
  for (const card of [...calendar.docs, ...completed.docs]) {
    if (await repeatOnceMore(() => repeatOne(firestore, card.ref, now))) created += 1;
    else skipped += 1;
  }
  return { created, skipped, ms: Date.now() - started };
}

/**
 * The next card's time of day (kept) and due instant: the old instant moved by the days between
 * the two due days, so it falls at the same time in the zone of whoever set it (the server does
 * not know that zone); the end of the day in UTC for a card with no instant.
 */
function nextDueTimeAndInstant(data: FirebaseFirestore.DocumentData, due: string) {
  const at = data.dueAt as Timestamp | null | undefined;
  const days = (dueInstant(due) - dueInstant(data.due as string)) / 86_400_000;
  return {
    ...(typeof data.dueTime === 'string' ? { dueTime: data.dueTime } : {}),
    dueAt: Timestamp.fromMillis(at ? at.toMillis() + days * 86_400_000 : dueInstant(due)),
  };
}

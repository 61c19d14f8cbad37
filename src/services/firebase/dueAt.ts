// A card's `dueAt`: the instant its due day passes (domain/repeat.ts dueInstant), written with
// every write of its due day, so the server finds the repeating cards that are due by one
// indexed query (functions/src/recurring). Derived only: the server checks the day itself.
import { Timestamp } from 'firebase/firestore';
import { dueInstant } from '../../domain/repeat';

export const dueAtOf = (day: string) => Timestamp.fromMillis(dueInstant(day));

/** A card's fields as written, with `dueAt` beside `due` when the due day is among them. */
export function withDueAt(pairs: [string, unknown][]): [string, unknown][] {
  const due = pairs.find(([key]) => key === 'due');
  if (!due) return pairs;
  const day = due[1];
  return [...pairs, ['dueAt', typeof day === 'string' ? dueAtOf(day) : null]];
}

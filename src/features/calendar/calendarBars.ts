// Cards that run from a start day to a due day, as bars across the calendar's week rows: one
// segment per week they touch, its ends rounded only where the card truly starts or ends, and
// stacked in lanes so two bars in a week never overlap. Pure: the grid renders what this says.
import type { Card } from '../../domain/types';
import { addDays, daysBetween } from './calendarDays';

export interface BarSegment {
  cardId: string;
  /** The weekday column (0 = Monday) the segment begins in, and how many days it covers. */
  column: number;
  span: number;
  /** Which row of bars in its week (0 at the top). */
  lane: number;
  /** The card starts (ends) in this week: that end is rounded. */
  starts: boolean;
  ends: boolean;
}

type Dated = Pick<Card, 'id' | 'start' | 'due'>;

/** A card with a start before its due is a bar; one with a single day sits in its day's list. */
export const isBar = (card: Dated): card is Dated & { start: string; due: string } =>
  !!card.start && !!card.due && card.start < card.due;

/** The day a card without a bar sits on: its due, else its start, else none. */
export const dayOfCard = (card: Dated): string | null => card.due ?? card.start ?? null;

/** The part of `start`–`due` within `week` (seven days, Monday first), or null if none. */
export function weekPart(start: string, due: string, week: readonly string[]) {
  const first = week[0];
  const last = week[week.length - 1];
  if (!first || !last || due < first || start > last) return null;
  const column = start <= first ? 0 : week.indexOf(start);
  const end = due >= last ? week.length - 1 : week.indexOf(due);
  return { column, span: end - column + 1, starts: start >= first, ends: due <= last };
}

/** Each week's segments (in the order of `weeks`), laned: earlier and longer bars first. */
export function layoutBars(cards: readonly Dated[], weeks: readonly string[][]): BarSegment[][] {
  return weeks.map((week) => {
    const parts = cards.flatMap((card) => {
      if (!isBar(card)) return [];
      const part = weekPart(card.start, card.due, week);
      return part ? [{ cardId: card.id, ...part }] : [];
    });
    parts.sort((a, b) => a.column - b.column || b.span - a.span);
    // Each lane's first free column.
    const free: number[] = [];
    return parts.map((part) => {
      let lane = free.findIndex((column) => column <= part.column);
      if (lane === -1) lane = free.length;
      free[lane] = part.column + part.span;
      return { ...part, lane };
    });
  });
}

/** How many lanes a week's bars take (the room its days leave above their cards). */
export const laneCount = (segments: readonly BarSegment[]) =>
  segments.reduce((most, segment) => Math.max(most, segment.lane + 1), 0);

/**
 * The days a card dropped on `to` gets, or null if none change: a card with a start and a due
 * moves both by the days from `from` (where it was picked up) to `to`; a start alone moves to
 * `to`; otherwise (a due, or no date) `to` is its due, as it always was.
 */
export function datesMovedTo(
  card: Dated,
  from: string | null,
  to: string,
): { start: string; due: string } | { start: string } | { due: string } | null {
  const { start, due } = card;
  if (start && due) {
    const shift = daysBetween(from ?? due, to);
    return shift === 0 ? null : { start: addDays(start, shift), due: addDays(due, shift) };
  }
  if (start) return start === to ? null : { start: to };
  return due === to ? null : { due: to };
}

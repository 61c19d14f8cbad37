// The calendar's drag and drop with dnd-kit, like the board's (boardPage/useBoardDrag.ts): mouse,
// touch and keyboard, announcements in words with the card's title and the day, and one event a
// drop dispatches: the card's new days (its due; or start and due moved together, one edit; or a
// lone start), the same edit the card details make (undo, feed, live).
import {
  closestCenter,
  KeyboardCode,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type Over,
} from '@dnd-kit/core';
import { msg } from '@lingui/core/macro';
import { useMemo, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../../app/hooks';
import type { RootState } from '../../app/rootReducer';
import { i18n } from '../../i18n';
import { cardUpdateRequested } from '../cards';
import { datesMovedTo, isBar } from './calendarBars';
import { addDays, spokenDay } from './calendarDays';
import { selectCalendarCard } from './calendarSelectors';

export type CalendarDragData = { type: 'card'; cardId: string } | { type: 'day'; day: string };

export const cardDragId = (cardId: string) => `calendar-card:${cardId}`;
export const dayDropId = (day: string) => `day:${day}`;

const dataOf = (item: Active | Over | null | undefined) =>
  item?.data.current as CalendarDragData | undefined;

export const CALENDAR_DRAG_INSTRUCTIONS = msg`To change the card’s due day, press Space to pick it up. Use the arrow keys to move it: left and right by a day, up and down by a week. Press Space again to drop it, or Escape to cancel.`;

// Space lifts and drops; Enter stays the card's own key (it opens the card).
const keyboardCodes = {
  start: [KeyboardCode.Space],
  cancel: [KeyboardCode.Esc],
  end: [KeyboardCode.Space],
};

const STEPS: Record<string, number> = {
  [KeyboardCode.Left]: -1,
  [KeyboardCode.Right]: 1,
  [KeyboardCode.Up]: -7,
  [KeyboardCode.Down]: 7,
};

/** A key's step in days; right to left, the days run leftwards, so the arrows follow them. */
function stepOf(code: string): number | undefined {
  const step = STEPS[code];
  const rtl = document.documentElement.dir === 'rtl';
  return rtl && (code === KeyboardCode.Left || code === KeyboardCode.Right) ? -(step ?? 0) : step;
}

/**
 * Arrow keys carry a lifted card from day to day (a week up or down), centred on the day's cell;
 * from the "No date" list the first key lands on the first day shown. Past the days shown: stays.
 */
export const calendarKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = stepOf(event.code);
  if (step === undefined) return undefined;
  event.preventDefault();
  const overDay = dataOf(context.over);
  const days = context.droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const data = container.data.current as CalendarDragData | undefined;
      return data?.type === 'day' ? [data.day] : [];
    })
    .sort();
  const target = overDay?.type === 'day' ? addDays(overDay.day, step) : days[0];
  const rect = target ? context.droppableRects.get(dayDropId(target)) : undefined;
  const moving = context.collisionRect;
  if (!rect || !moving) return undefined;
  return {
    x: rect.left + rect.width / 2 - moving.width / 2,
    y: rect.top + rect.height / 2 - moving.height / 2,
  };
};

/** The day under the pointer; by keyboard, the day the card is centred on. */
export const calendarCollisions: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

const titleOf = (state: RootState, cardId: string) =>
  selectCalendarCard(state, cardId)?.title ?? i18n._(msg`untitled`);

export function pickedUp(state: RootState, cardId: string): string {
  const card = selectCalendarCard(state, cardId);
  const title = titleOf(state, cardId);
  const { start, due } = card ?? {};
  if (start && due && start !== due) {
    const from = spokenDay(start);
    const to = spokenDay(due);
    return i18n._(msg`Picked up card “${title}”, ${from} to ${to}.`);
  }
  if (due) {
    const day = spokenDay(due);
    return i18n._(msg`Picked up card “${title}”, due ${day}.`);
  }
  if (start) {
    const day = spokenDay(start);
    return i18n._(msg`Picked up card “${title}”, starting ${day}.`);
  }
  return i18n._(msg`Picked up card “${title}”, with no date.`);
}

export function movedOver(state: RootState, cardId: string, over: string | null): string {
  const title = titleOf(state, cardId);
  if (!over) {
    return i18n._(
      msg`Card “${title}” is not over a day. Dropping it now leaves its date as it was.`,
    );
  }
  const day = spokenDay(over);
  return i18n._(msg`Card “${title}” is over ${day}.`);
}

export function dropped(
  state: RootState,
  cardId: string,
  on: string | null,
  cancelled = false,
): string {
  const title = titleOf(state, cardId);
  if (cancelled) return i18n._(msg`Moving card “${title}” cancelled. Its date did not change.`);
  if (!on)
    return i18n._(msg`Card “${title}” dropped outside the calendar. Its date did not change.`);
  const day = spokenDay(on);
  return i18n._(msg`Card “${title}” dropped on ${day}.`);
}

export function useCalendarDrag() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [activeCardId, setActiveCardId] = useState<string | null>(null);
  // What the handlers last said of this drag, for the announcements to read.
  const said = useRef<string | undefined>(undefined);
  const lastDay = useRef<string | null>(null);
  // The day a card was picked up from: a bar's is the day under it when lifted (its first report).
  const fromDay = useRef<string | null>(null);

  const dayOf = (over: Over | null) => {
    const data = dataOf(over);
    return data?.type === 'day' ? data.day : null;
  };
  const activeIsBar = (cardId: string) => {
    const card = selectCalendarCard(store.getState(), cardId);
    return !!card && isBar(card);
  };
  const cardOf = (active: Active) => {
    const data = dataOf(active);
    return data?.type === 'card' ? data.cardId : null;
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const cardId = cardOf(active);
    if (!cardId) return;
    setActiveCardId(cardId);
    const card = selectCalendarCard(store.getState(), cardId);
    fromDay.current = card && !isBar(card) ? (card.due ?? card.start ?? null) : null;
    lastDay.current = fromDay.current;
    said.current = pickedUp(store.getState(), cardId);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const cardId = cardOf(active);
    if (!cardId) return;
    const day = dayOf(over);
    if (fromDay.current === null && day && activeIsBar(cardId)) {
      fromDay.current = lastDay.current = day;
      return;
    }
    // Only a new day is spoken (dnd-kit reports the card over its own day right after the lift).
    said.current = day === lastDay.current ? undefined : movedOver(store.getState(), cardId, day);
    lastDay.current = day;
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveCardId(null);
    const cardId = cardOf(active);
    if (!cardId) return;
    const day = dayOf(over);
    const state = store.getState();
    said.current = dropped(state, cardId, day);
    const card = selectCalendarCard(state, cardId);
    const patch = day && card ? datesMovedTo(card, fromDay.current, day) : null;
    if (patch) dispatch(cardUpdateRequested({ cardId, patch }));
  };

  const onDragCancel = ({ active }: { active: Active }) => {
    setActiveCardId(null);
    const cardId = cardOf(active);
    if (cardId) said.current = dropped(store.getState(), cardId, null, true);
  };

  const announcements = useMemo(
    (): Announcements => ({
      onDragStart: () => said.current,
      onDragOver: () => said.current,
      onDragEnd: () => said.current,
      onDragCancel: () => said.current,
    }),
    [],
  );

  const sensors = useSensors(
    // A few pixels before a drag starts, so a click still opens the card.
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A short press on touch screens, so a swipe still scrolls.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: calendarKeyboardCoordinates, keyboardCodes }),
  );

  return {
    sensors,
    activeCardId,
    announcements,
    handlers: { onDragStart, onDragOver, onDragEnd, onDragCancel },
  };
}

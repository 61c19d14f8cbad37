// One week's part of a card that runs from its start to its due: a button across those days that
// opens the card, and that is dragged (or lifted with Space) to move both days together.
import { useLingui } from '@lingui/react/macro';
import { useDraggable } from '@dnd-kit/core';
import { useAppDispatch } from '../../app/hooks';
import type { Card } from '../../domain/types';
import { modalOpened } from '../modal';
import type { BarSegment } from './calendarBars';
import { shortDay } from './calendarDays';
import { type CalendarDragData } from './calendarDrag';
import { Bar } from './calendar.styles';

export const barDragId = (cardId: string, week: string) => `calendar-bar:${cardId}:${week}`;

interface BarProps {
  card: Card & { start: string; due: string };
  segment: BarSegment;
  /** The Monday of the segment's week: a card split over weeks has a segment in each. */
  week: string;
  canEdit: boolean;
}

export function CalendarBar({ card, segment, week, canEdit }: BarProps) {
  const dispatch = useAppDispatch();
  const data: CalendarDragData = { type: 'card', cardId: card.id };
  const { t } = useLingui();
  const { title } = card;
  const from = shortDay(card.start);
  const to = shortDay(card.due);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: barDragId(card.id, week),
    data,
    disabled: !canEdit,
    // dnd-kit's own word for a draggable, said by screen readers: in the person's language.
    attributes: { roleDescription: t`draggable` },
  });
  return (
    <Bar
      ref={setNodeRef}
      type="button"
      data-calendar-bar={card.id}
      data-dragging={isDragging || undefined}
      data-done={card.dueComplete || undefined}
      $span={segment.span}
      $lane={segment.lane}
      $starts={segment.starts}
      $ends={segment.ends}
      {...attributes}
      aria-label={t`${title}, ${from} to ${to}`}
      {...listeners}
      onClick={() => dispatch(modalOpened('cardDetails', card.id))}
    >
      {card.title}
    </Bar>
  );
}

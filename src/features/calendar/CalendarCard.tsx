// A card on the calendar (a day's, or the "No date" list's): a button that opens the card, and
// that is lifted to another day by drag or by Space.
import { useDraggable } from '@dnd-kit/core';
import { useLingui } from '@lingui/react/macro';
import { useAppDispatch } from '../../app/hooks';
import type { Card } from '../../domain/types';
import { modalOpened } from '../modal';
import { cardDragId, type CalendarDragData } from './calendarDrag';

export function CalendarCard({ card, canEdit }: { card: Card; canEdit: boolean }) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const data: CalendarDragData = { type: 'card', cardId: card.id };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: cardDragId(card.id),
    data,
    disabled: !canEdit,
    // dnd-kit's own word for a draggable, said by screen readers: in the person's language.
    attributes: { roleDescription: t`draggable` },
  });
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        className="calendar-card"
        data-calendar-card={card.id}
        data-dragging={isDragging || undefined}
        data-done={card.dueComplete || undefined}
        {...attributes}
        {...listeners}
        onClick={() => dispatch(modalOpened('cardDetails', card.id))}
      >
        {card.title}
      </button>
    </li>
  );
}

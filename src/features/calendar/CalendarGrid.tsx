// The days as a table: a column per weekday (Monday first), a row per week; each day's cell is
// where a card is dropped, and lists the cards due that day.
import { useDroppable } from '@dnd-kit/core';
import { useAppSelector } from '../../app/hooks';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { dayOfMonth, spokenDay, weekdayName } from './calendarDays';
import { dayDropId, type CalendarDragData } from './calendarDrag';
import { selectCardsByDay } from './calendarSelectors';
import { CalendarCard } from './CalendarCard';
import { CardList, DayCell, DayNumber, Grid } from './calendar.styles';

interface GridProps {
  label: string;
  weeks: string[][];
  /** The month shown ("2026-12"), or null in the week view (every day is in it). */
  month: string | null;
  today: string;
  canEdit: boolean;
}

function Day({
  day,
  outside,
  today,
  canEdit,
}: {
  day: string;
  outside: boolean;
  today: string;
  canEdit: boolean;
}) {
  const data: CalendarDragData = { type: 'day', day };
  const { setNodeRef, isOver } = useDroppable({ id: dayDropId(day), data });
  const cards = useAppSelector(selectCardsByDay)[day] ?? [];
  return (
    <DayCell
      ref={setNodeRef}
      data-day={day}
      $outside={outside}
      $over={isOver}
      aria-current={day === today ? 'date' : undefined}
    >
      <DayNumber aria-hidden $today={day === today}>
        {dayOfMonth(day)}
      </DayNumber>
      <VisuallyHidden>{spokenDay(day)}</VisuallyHidden>
      {cards.length > 0 && (
        <CardList aria-label={`Due ${spokenDay(day)}`}>
          {cards.map((card) => (
            <CalendarCard key={card.id} card={card} canEdit={canEdit} />
          ))}
        </CardList>
      )}
    </DayCell>
  );
}

export function CalendarGrid({ label, weeks, month, today, canEdit }: GridProps) {
  return (
    <Grid aria-label={label} $tall={weeks.length === 1}>
      <thead>
        <tr>
          {(weeks[0] ?? []).map((day) => (
            <th key={day} scope="col">
              {weekdayName(day)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => (
              <Day
                key={day}
                day={day}
                outside={month !== null && !day.startsWith(month)}
                today={today}
                canEdit={canEdit}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}

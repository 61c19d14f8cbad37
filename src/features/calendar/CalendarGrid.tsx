// The days as a table: a column per weekday (Monday first), a row per week; each day's cell is
// where a card is dropped, and lists the cards of that one day. A card from a start to a later
// due is a bar across its days, one per week row (calendarBars), placed from its first day.
import { useLingui } from '@lingui/react/macro';
import { useDroppable } from '@dnd-kit/core';
import { useAppSelector } from '../../app/hooks';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import type { Card } from '../../domain/types';
import { isBar, laneCount, layoutBars, type BarSegment } from './calendarBars';
import { dayOfMonth, spokenDay, weekdayName } from './calendarDays';
import { dayDropId, type CalendarDragData } from './calendarDrag';
import { selectBarCards, selectCardsByDay } from './calendarSelectors';
import { CalendarBar } from './CalendarBar';
import { CalendarCard } from './CalendarCard';
import { barRoom, CardList, DayCell, DayNumber, Grid } from './calendar.styles';

interface GridProps {
  label: string;
  weeks: string[][];
  /** The month shown ("2026-12"), or null in the week view (every day is in it). */
  month: string | null;
  today: string;
  canEdit: boolean;
}

interface DayProps {
  day: string;
  week: string;
  outside: boolean;
  today: string;
  canEdit: boolean;
  /** The bars that begin in this cell, and how many lanes of bars its week has. */
  bars: { card: Card & { start: string; due: string }; segment: BarSegment }[];
  lanes: number;
}

function Day({ day, week, outside, today, canEdit, bars, lanes }: DayProps) {
  const data: CalendarDragData = { type: 'day', day };
  const { setNodeRef, isOver } = useDroppable({ id: dayDropId(day), data });
  const cards = useAppSelector(selectCardsByDay)[day] ?? [];
  const { t } = useLingui();
  const spoken = spokenDay(day);
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
      <VisuallyHidden>{spoken}</VisuallyHidden>
      {bars.map(({ card, segment }) => (
        <CalendarBar key={card.id} card={card} segment={segment} week={week} canEdit={canEdit} />
      ))}
      {cards.length > 0 && (
        <CardList aria-label={t`On ${spoken}`} style={{ marginTop: barRoom(lanes) }}>
          {cards.map((card) => (
            <CalendarCard key={card.id} card={card} canEdit={canEdit} />
          ))}
        </CardList>
      )}
    </DayCell>
  );
}

export function CalendarGrid({ label, weeks, month, today, canEdit }: GridProps) {
  const barCards = useAppSelector(selectBarCards);
  const byId = new Map(barCards.map((card) => [card.id, card]));
  const segments = layoutBars(barCards, weeks);
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
        {weeks.map((week, row) => {
          const weekBars = segments[row] ?? [];
          const lanes = laneCount(weekBars);
          return (
            <tr key={week[0]}>
              {week.map((day, column) => (
                <Day
                  key={day}
                  day={day}
                  week={week[0]!}
                  outside={month !== null && !day.startsWith(month)}
                  today={today}
                  canEdit={canEdit}
                  lanes={lanes}
                  bars={weekBars.flatMap((segment) => {
                    const card = byId.get(segment.cardId);
                    return segment.column === column && card && isBar(card)
                      ? [{ card, segment }]
                      : [];
                  })}
                />
              ))}
            </tr>
          );
        })}
      </tbody>
    </Grid>
  );
}

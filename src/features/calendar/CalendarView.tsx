// The board as a calendar: a month (or a week) of days with each card on its due day, and the
// cards with no date beside it. A card dragged to another day is given that day as its due date.
import { Trans, useLingui } from '@lingui/react/macro';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { localDay } from '../../domain/due';
import { selectCanEditBoard } from '../board';
import {
  addDays,
  addMonths,
  monthStart,
  monthTitle,
  monthWeeks,
  shortDay,
  weekOf,
  weekStart,
} from './calendarDays';
import { CALENDAR_DRAG_INSTRUCTIONS, calendarCollisions, useCalendarDrag } from './calendarDrag';
import { selectCalendarCard, selectUndatedCards } from './calendarSelectors';
import { CalendarCard } from './CalendarCard';
import { CalendarGrid } from './CalendarGrid';
import { useCalendarPeriod } from './useCalendarPeriod';
import { CardList, DraggedChip, Layout, Surface, Toolbar, Undated } from './calendar.styles';

export function CalendarView() {
  // The language is read here so its day and month names follow a switch (calendarDays.ts).
  const { t, i18n } = useLingui();
  const today = localDay(new Date());
  const [span, anchor, show] = useCalendarPeriod(today);
  const setAnchor = (day: string) => show(span, day);
  const canEdit = useAppSelector(selectCanEditBoard);
  const undated = useAppSelector(selectUndatedCards);
  const { sensors, activeCardId, announcements, handlers } = useCalendarDrag();
  const dragged = useAppSelector((state) =>
    activeCardId ? selectCalendarCard(state, activeCardId) : undefined,
  );

  const week = weekStart(anchor);
  const weeks = span === 'month' ? monthWeeks(anchor) : [weekOf(week)];
  const title =
    span === 'month' ? monthTitle(anchor) : `${shortDay(week)} – ${shortDay(addDays(week, 6))}`;
  const step = (count: number) =>
    setAnchor(span === 'month' ? addMonths(anchor, count) : addDays(week, 7 * count));

  return (
    <Surface aria-label={t`Calendar`}>
      <Toolbar>
        <h2>{title}</h2>
        <Button type="button" onClick={() => step(-1)}>
          {span === 'month' ? <Trans>Previous month</Trans> : <Trans>Previous week</Trans>}
        </Button>
        <Button type="button" onClick={() => setAnchor(today)}>
          <Trans>Today</Trans>
        </Button>
        <Button type="button" onClick={() => step(1)}>
          {span === 'month' ? <Trans>Next month</Trans> : <Trans>Next week</Trans>}
        </Button>
        <div role="group" aria-label={t`Show`}>
          {(['month', 'week'] as const).map((each) => (
            <Button
              key={each}
              type="button"
              $variant={span === each ? 'primary' : 'secondary'}
              aria-pressed={span === each}
              onClick={() => {
                show(each, each === 'month' ? monthStart(anchor) : anchor);
              }}
            >
              {each === 'month' ? <Trans>Month</Trans> : <Trans>Week</Trans>}
            </Button>
          ))}
        </div>
      </Toolbar>
      <DndContext
        sensors={sensors}
        collisionDetection={calendarCollisions}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: i18n._(CALENDAR_DRAG_INSTRUCTIONS) },
        }}
        {...handlers}
      >
        <Layout>
          <CalendarGrid
            label={title}
            weeks={weeks}
            month={span === 'month' ? anchor.slice(0, 7) : null}
            today={today}
            canEdit={canEdit}
          />
          <Undated aria-labelledby="calendar-undated">
            <h3 id="calendar-undated">
              <Trans>No date</Trans>
            </h3>
            {undated.length === 0 ? (
              <p>
                <Trans>Every card has a date.</Trans>
              </p>
            ) : (
              <CardList>
                {undated.map((card) => (
                  <CalendarCard key={card.id} card={card} canEdit={canEdit} />
                ))}
              </CardList>
            )}
          </Undated>
        </Layout>
        <DragOverlay dropAnimation={null}>
          {dragged ? <DraggedChip>{dragged.title}</DraggedChip> : null}
        </DragOverlay>
      </DndContext>
    </Surface>
  );
}

// The calendar's month or week and the day it is shown from live in the address
// (`?view=calendar&mode=week&date=2026-12-07`, issue 33 §1): a link opens the same period.
// Absent: the month, from today. Replaced, not pushed, like the view's own choice (Back leaves
// the board); Back and Forward bring each address's period with it.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isDay } from '../../domain/due';

export type CalendarMode = 'month' | 'week';

export function useCalendarPeriod(
  today: string,
): [CalendarMode, string, (mode: CalendarMode, date: string) => void] {
  const [params, setParams] = useSearchParams();
  const mode: CalendarMode = params.get('mode') === 'week' ? 'week' : 'month';
  const raw = params.get('date');
  const date = isDay(raw) ? raw : today;
  const show = useCallback(
    (nextMode: CalendarMode, nextDate: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (nextMode === 'week') updated.set('mode', 'week');
          else updated.delete('mode');
          if (nextDate === today) updated.delete('date');
          else updated.set('date', nextDate);
          return updated;
        },
        { replace: true },
      ),
    [setParams, today],
  );
  return [mode, date, show];
}

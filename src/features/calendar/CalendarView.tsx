// A stand-in for the calendar view (issue 33, part J builds it at this path).
export function CalendarView() {
  return <p>The calendar is on its way.</p>;
}

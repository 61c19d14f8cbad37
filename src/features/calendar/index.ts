// The calendar feature's public entry: the board's cards on their due days (the board page
// loads it lazily, with its view switch).
export { CalendarView } from './CalendarView';

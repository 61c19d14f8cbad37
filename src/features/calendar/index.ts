// The calendar view's public entry (issue 33 §1). A stand-in until part J's calendar lands here.
export { CalendarView } from './CalendarView';

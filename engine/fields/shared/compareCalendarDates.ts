import type { CalendarDate } from './CalendarDate';

// Orders two calendar days (negative: a is earlier) without building Date objects or touching time zones.
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

import type { CalendarDate } from './CalendarDate';

// date-fns formats and measures Date objects; a calendar day becomes local midnight so its fields never shift.
export function localDateOf(date: CalendarDate): Date {
  const local = new Date(2000, 0, 1);
  local.setFullYear(date.year, date.month - 1, date.day);
  return local;
}

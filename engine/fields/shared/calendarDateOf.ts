import type { CalendarDate } from './CalendarDate';

// "Today" for the borrower is the local calendar day of the injected clock, not a UTC instant.
export function calendarDateOf(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

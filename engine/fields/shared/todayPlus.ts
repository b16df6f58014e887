import { addDays } from 'date-fns';
import type { CalendarDate } from './CalendarDate';
import { calendarDateOf } from './calendarDateOf';

/** A replay's `{today+Nd}` / `{today-Nd}`: the token, and the number of days it moves today by. */
export const TODAY_TOKEN = /\{today([+-]\d+)d\}/g;

// The borrower's calendar day (local, as the app reads it: calendarDateOf) moved by whole days, so a QA replay and
// the form editor that writes its steps name the same day, across a month's end, a year's and a clock change.
export function todayPlus(today: CalendarDate, days: number): CalendarDate {
  return calendarDateOf(addDays(new Date(today.year, today.month - 1, today.day), days));
}

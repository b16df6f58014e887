import { isoDateOf } from '../shared/isoDateOf';
import { toCalendarDate } from '../shared/toCalendarDate';

// Dates picked or typed (a date input's 'YYYY-MM-DD', a typed MM/DD/YYYY) are sent as 'YYYY-MM-DD'.
// An empty or unreadable value is null: the completion date is optional and is then left out.
export function parseIsoDate(value: unknown): string | null {
  const date = toCalendarDate(value);
  return date === null ? null : isoDateOf(date);
}

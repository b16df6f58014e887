import { format } from 'date-fns';
import { localDateOf } from '../shared/localDateOf';
import { toCalendarDate } from '../shared/toCalendarDate';

// Prequal pages spell dates out ("November 21, 2026"); an unreadable date shows blank.
export function formatDateLong(value: unknown): string {
  const date = toCalendarDate(value);
  return date === null ? '' : format(localDateOf(date), 'MMMM d, yyyy');
}

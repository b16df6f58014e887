import { format } from 'date-fns';
import { localDateOf } from '../shared/localDateOf';
import { toCalendarDate } from '../shared/toCalendarDate';

// Dates on plans and confirmations read MM/DD/YYYY; an unreadable date shows blank rather than "Invalid Date".
export function formatDateUs(value: unknown): string {
  const date = toCalendarDate(value);
  return date === null ? '' : format(localDateOf(date), 'MM/dd/yyyy');
}

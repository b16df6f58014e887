import { shortDateFormat } from '../../content/displayLocale';
import { localDateOf } from '../shared/localDateOf';
import { toCalendarDate } from '../shared/toCalendarDate';

// Dates on plans and confirmations read MM/DD/YYYY in English (the locale's own order in another language); an
// unreadable date shows blank rather than "Invalid Date".
export function formatDateUs(value: unknown): string {
  const date = toCalendarDate(value);
  return date === null ? '' : shortDateFormat().format(localDateOf(date));
}

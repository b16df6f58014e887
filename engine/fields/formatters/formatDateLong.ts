import { longDateFormat } from '../../content/displayLocale';
import { localDateOf } from '../shared/localDateOf';
import { toCalendarDate } from '../shared/toCalendarDate';

// Prequal pages spell dates out ("November 21, 2026"; "21 de noviembre de 2026" in Spanish); an unreadable date
// shows blank.
export function formatDateLong(value: unknown): string {
  const date = toCalendarDate(value);
  return date === null ? '' : longDateFormat().format(localDateOf(date));
}

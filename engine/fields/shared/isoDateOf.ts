import type { CalendarDate } from './CalendarDate';

// The API's date shape: 'YYYY-MM-DD', zero-padded.
export function isoDateOf(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

import { isExists, isValid } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import type { CalendarDate } from './CalendarDate';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const EPOCH_MS = /^-?\d{9,}$/;
const LONG_DATE = /^[A-Za-z]+ \d{1,2}, \d{4}$/;
const DAY_YEAR = /^ (\d{1,2}), (\d{4})$/;

// Dates reach the app as 'YYYY-MM-DD', ISO date-times, epoch milliseconds, or our own displays (MM/DD/YYYY,
// "November 21, 2026"); this reads any of them into one calendar day, or null when it is not a real date.
// Epoch milliseconds are read in UTC: the API sends dates, not instants, and a US time zone would show the
// previous day for a midnight-UTC value.
export function toCalendarDate(value: unknown): CalendarDate | null {
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = ISO_DATE.exec(text);
  if (iso) return checked(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = US_DATE.exec(text);
  if (us) return checked(Number(us[3]), Number(us[1]), Number(us[2]));
  if (EPOCH_MS.test(text)) return fromEpoch(Number(text));
  if (LONG_DATE.test(text)) return fromLongDate(text);
  return null;
}

// "November 21, 2026": the month's name is read by date-fns' English locale, as its parse(text, 'MMMM d, yyyy')
// reads it (the whole name, then the abbreviation, then the letter, in any case). That parse would bring its token
// parsers for every format into the first screen (about 7 kB gzipped), for the one pattern read here.
function fromLongDate(text: string): CalendarDate | null {
  const month = enUS.match.month(text, { width: 'wide', context: 'formatting' })
    ?? enUS.match.month(text, { width: 'abbreviated', context: 'formatting' })
    ?? enUS.match.month(text, { width: 'narrow', context: 'formatting' });
  const dayYear = month ? DAY_YEAR.exec(month.rest) : null;
  if (!month || !dayYear) return null;
  return checked(Number(dayYear[2]), Number(month.value) + 1, Number(dayYear[1]));
}

function fromEpoch(ms: number): CalendarDate | null {
  const date = new Date(ms);
  if (!Number.isFinite(ms) || !isValid(date)) return null;
  return checked(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

function checked(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1000 || year > 9999) return null;
  return isExists(year, month - 1, day) ? { year, month, day } : null;
}

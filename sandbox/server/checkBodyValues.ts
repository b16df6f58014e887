import { ApiFailure } from './ApiFailure';

/** C0 control characters and DEL: no field of the contract carries them. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point of this pattern.
const CONTROL = /[\u0000-\u001F\u007F]/;
/** Fields whose YYYY-MM-DD must name a day that exists. */
const CALENDAR_DATE_FIELDS: ReadonlySet<string> = new Set(['dob', 'serviceCompletionProvidedByBorrower']);
const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether YYYY-MM-DD is a day of the calendar (0000-00-00, 1988-13-45 and 2026-02-29 are not). */
export function isCalendarDate(text: string): boolean {
  const match = DATE_SHAPE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const fail = (path: string, what: string): never => {
  throw new ApiFailure(400, `Invalid field '${path}': ${what}`, { field: path.split('.')[0] ?? path });
};

// Refuses values no borrower could mean, whatever the schema allows, naming the field and never echoing the value
// (it may be personal data): control characters (NUL...), numbers that are not finite (1e400 reads as Infinity),
// and dates that do not exist.
export function checkBodyValues(value: unknown, path = ''): void {
  if (typeof value === 'string') {
    const control = CONTROL.exec(value);
    if (control) fail(path || 'body', `contains a control character (U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')})`);
    const key = path.split('.').pop() ?? '';
    if (CALENDAR_DATE_FIELDS.has(key) && DATE_SHAPE.test(value) && !isCalendarDate(value)) fail(path, 'not a real calendar date (YYYY-MM-DD)');
    return;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) fail(path || 'body', 'not a finite number');
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkBodyValues(item, `${path}[${index}]`));
    return;
  }
  for (const [key, child] of Object.entries(value)) checkBodyValues(child, path === '' ? key : `${path}.${key}`);
}

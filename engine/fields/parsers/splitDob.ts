import type { DobParts } from '../DobParts';

// A birth date prefilled by the server ('YYYY-MM-DD') is split back into the three inputs the borrower sees.
export function splitDob(value: unknown): DobParts | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (match === null) return null;
  const [, year = '', month = '', day = ''] = match;
  return { year, month, day };
}

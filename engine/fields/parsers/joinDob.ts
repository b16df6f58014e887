import type { DobParts } from '../DobParts';

// The three birth-date inputs go to the API as one 'YYYY-MM-DD', with month and day zero-padded ("5" -> "05").
// Parts that cannot make such a string give null; whether the date is real is the validator's job.
export function joinDob(parts: DobParts): string | null {
  const year = parts.year.trim();
  const month = parts.month.trim();
  const day = parts.day.trim();
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

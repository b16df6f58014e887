import { ApiFailure } from '../ApiFailure';
import { isoDate } from './lenderConstants';

/** A birth date this many years ago or more is refused (the app's own date-of-birth rule). */
export const MAXIMUM_AGE_YEARS = 120;

// A date of birth a borrower can have: not after today (sandbox clock) and less than 120 years ago, as the app's
// date-of-birth field allows. Being under 18 is not refused here: the lender rejects it (UNDER_MINIMUM_AGE).
export function assertPlausibleDob(dob: unknown, now: number): void {
  if (typeof dob !== 'string') return;
  const today = isoDate(now);
  if (dob > today) throw new ApiFailure(400, "Invalid field 'dob': a date of birth cannot be in the future", { field: 'dob' });
  const oldest = `${String(Number(today.slice(0, 4)) - MAXIMUM_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  if (dob <= oldest) throw new ApiFailure(400, `Invalid field 'dob': a date of birth must be less than ${MAXIMUM_AGE_YEARS} years ago`, { field: 'dob' });
}

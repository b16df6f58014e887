import { filterDigits } from './filterDigits';

// Keeps a 2-digit part only while it can still be valid: a second digit that would leave the range is refused,
// so "13" as a month stays "1" and "00" stays "0" (the borrower can still type "01").
function withinRange(value: string, max: number): string {
  const digits = filterDigits(value).slice(0, 2);
  if (digits.length < 2) return digits;
  const n = Number(digits);
  return n >= 1 && n <= max ? digits : digits.slice(0, 1);
}

// Birth month as typed: digits only, 1-12.
export function filterDobMonth(value: string): string {
  return withinRange(value, 12);
}

// Birth day as typed: digits only, 1-31 (the real-date check happens on the whole date).
export function filterDobDay(value: string): string {
  return withinRange(value, 31);
}

// Birth year as typed: digits only, 4 of them.
export function filterDobYear(value: string): string {
  return filterDigits(value).slice(0, 4);
}

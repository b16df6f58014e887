import { filterDigits } from './filterDigits';

// A US mobile number is 10 digits, or 11 when it starts with the country code 1; typing stops there.
export function filterPhone(value: string): string {
  const digits = filterDigits(value);
  return digits.slice(0, digits.startsWith('1') ? 11 : 10);
}

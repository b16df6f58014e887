import { textOf } from '../shared/textOf';

// Fixed-length codes (zip 5, ssn4 4) display as their digits, cut at the length they can have.
export function formatDigits(max: number): (value: unknown) => string {
  return (value) => textOf(value).replace(/\D/g, '').slice(0, max);
}

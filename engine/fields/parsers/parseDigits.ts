import { textOf } from '../shared/textOf';

// Identifiers shown with hyphens (SSN 3-2-4, EIN 2-7) are sent as their digits, only when the count is right.
export function parseDigits(length: number): (value: unknown) => string | null {
  return (value) => {
    const digits = textOf(value).replace(/\D/g, '');
    return digits.length === length ? digits : null;
  };
}

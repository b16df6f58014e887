import { textOf } from '../shared/textOf';

/** What stands in for the first five SSN digits on the signing page. */
export const SSN4_MASK = '•••-••-';

// On the signing page the borrower sees the hidden part of their SSN as dots and types only the last 4.
export function formatSsn4Masked(value: unknown): string {
  return SSN4_MASK + textOf(value).replace(/\D/g, '').slice(0, 4);
}

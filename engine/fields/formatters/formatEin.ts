import { textOf } from '../shared/textOf';

// An EIN reads as 2-7 ("12-3456789"); partial input is grouped as far as it goes, as the SSN's 3-2-4 is.
export function formatEin(value: unknown): string {
  const d = textOf(value).replace(/\D/g, '').slice(0, 9);
  return d.length <= 2 ? d : `${d.slice(0, 2)}-${d.slice(2)}`;
}

import { textOf } from '../shared/textOf';

// A full SSN reads as 3-2-4 ("123-45-6789"); partial input is grouped as far as it goes so typing feels natural.
export function formatSsn(value: unknown): string {
  const d = textOf(value).replace(/\D/g, '').slice(0, 9);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

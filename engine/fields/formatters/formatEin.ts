import { textOf } from '../shared/textOf';

// An employer identification number reads as 2-7 ("12-3456789").
export function formatEin(value: unknown): string {
  const d = textOf(value).replace(/\D/g, '').slice(0, 9);
  return d.length <= 2 ? d : `${d.slice(0, 2)}-${d.slice(2)}`;
}

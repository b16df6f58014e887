import { textOf } from '../shared/textOf';

// An ownership share is a whole percentage of at most 100: up to 3 digits, shown with "%", and anything over
// 100 is blanked rather than shown as if it were possible.
export function formatOwnership(value: unknown): string {
  const digits = textOf(value).replace(/\D/g, '').slice(0, 3);
  if (digits === '') return '';
  const n = Number(digits);
  return n > 100 ? '' : `${n}%`;
}

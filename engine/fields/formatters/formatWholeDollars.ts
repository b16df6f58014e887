import { groupThousands } from '../shared/groupThousands';
import { textOf } from '../shared/textOf';

// Income and loan amounts are whole dollars ("$12,345"): cents are dropped (never rounded up, so a value
// below a minimum never displays as meeting it) and an empty value stays empty.
export function formatWholeDollars(value: unknown): string {
  const text = textOf(value);
  const whole = text.replace(/[^\d.]/g, '').split('.')[0] ?? '';
  if (whole === '') return '';
  return `$${groupThousands(whole.replace(/^0+(?=\d)/, ''))}`;
}

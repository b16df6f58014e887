import { groupThousands } from '../shared/groupThousands';
import { textOf } from '../shared/textOf';

// Money typed into an input: at most 2 decimals, '.00' added when none were given, and zero shown as blank so
// an untouched amount reads as empty rather than "0.00". No "$" here: the input shows its own prefix.
export function formatCurrency(value: unknown): string {
  const text = textOf(value);
  const kept = text.replace(/[^\d.]/g, '');
  if (!/\d/.test(kept)) return '';
  const [wholePart = '', ...rest] = kept.split('.');
  const whole = wholePart.replace(/^0+/, '') || '0';
  const cents = rest.join('').slice(0, 2).padEnd(2, '0');
  if (whole === '0' && cents === '00') return '';
  return `${groupThousands(whole)}.${cents}`;
}

import { textOf } from '../shared/textOf';
import { asYouType } from './phoneLibrary';

// Shows a US number the way people write it, "(555) 123-4567" or "1 (555) 123-4567". Up to the area code the
// digits are left bare, so deleting a ")" by backspace is never undone by the formatter. Until its library is in
// (phoneLibrary.ts), the digits are shown bare.
export function formatPhone(value: unknown): string {
  const all = textOf(value).replace(/\D/g, '');
  const leadingOne = all.startsWith('1');
  const digits = all.slice(0, leadingOne ? 11 : 10);
  const AsYouType = asYouType();
  if (digits.length <= (leadingOne ? 4 : 3) || !AsYouType) return digits;
  return new AsYouType('US').input(digits);
}

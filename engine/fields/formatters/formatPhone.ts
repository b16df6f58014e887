import type { AsYouType as AsYouTypeClass } from './asYouType';
import { fieldLibrary } from '../FieldLibrary';
import { textOf } from '../shared/textOf';

let AsYouType: typeof AsYouTypeClass | null = null;

/**
 * libphonenumber-js's formatter (about 13 kB gzip), downloaded on first need rather than with the first screen: only
 * the phone screens show a number as it is typed. A form naming `ui:format: phone` waits for it; the app fetches it
 * when idle after its first form, for copy that shows a number with `|phone`.
 */
export const phoneLibrary = fieldLibrary(() => import('./asYouType'), (module) => {
  AsYouType = module.AsYouType;
});

// Shows a US number the way people write it, "(555) 123-4567" or "1 (555) 123-4567". Up to the area code the
// digits are left bare, so deleting a ")" by backspace is never undone by the formatter. Until the library is in
// (phoneLibrary), the digits are shown bare.
export function formatPhone(value: unknown): string {
  const all = textOf(value).replace(/\D/g, '');
  const leadingOne = all.startsWith('1');
  const digits = all.slice(0, leadingOne ? 11 : 10);
  if (digits.length <= (leadingOne ? 4 : 3) || !AsYouType) return digits;
  return new AsYouType('US').input(digits);
}

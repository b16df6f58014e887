import { textOf } from '../shared/textOf';

// The API wants E.164: "+1" and the 10 digits, or "+" and 11 digits that already start with the country code 1.
// Anything else is not a number we can send, so it comes back as null.
export function parsePhoneE164(value: unknown): string | null {
  const digits = textOf(value).replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

import { textOf } from '../shared/textOf';

// An ownership share reads as a whole percentage ("45%"). Up to 3 digits; a share over 100 cannot be, so it is
// blanked rather than cut to something the borrower did not type ("150" is not "15%"), and the field asks again.
export function formatOwnership(value: unknown): string {
  const digits = textOf(value).replace(/\D/g, '');
  if (digits === '' || digits.length > 3 || Number(digits) > 100) return '';
  return `${Number(digits)}%`;
}

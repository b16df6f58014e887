import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

// Number-only identifiers (EIN, routing, account number) share one shape: required, an allowed count of digits,
// with the hyphens and spaces people type between groups ignored.
export function digitsValidator<const E extends string, const W extends string>(
  enterCode: E,
  wrongLengthCode: W,
  minDigits: number,
  maxDigits: number = minDigits,
) {
  return defineValidator([enterCode, wrongLengthCode], (value: TextValue, ctx, raise) => {
    if (isBlank(value)) return isRequired(ctx, true) ? raise(enterCode) : null;
    const digits = value.replace(/[\s-]/g, '');
    const ok = /^\d+$/.test(digits) && digits.length >= minDigits && digits.length <= maxDigits;
    return ok ? null : raise(wrongLengthCode);
  });
}

import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

// Mobile number: required; display formatting (spaces, brackets, hyphens, dots, a leading +) is ignored, then it
// must be 10 digits, or 11 starting with the country code 1 - the same rule that enables the phone button.
export const validateMobilePhone = defineValidator(
  ['enterMobileNumber', 'invalidMobileNumber'],
  (value: TextValue, ctx, raise) => {
    if (isBlank(value)) return isRequired(ctx, true) ? raise('enterMobileNumber') : null;
    const digits = value.trim().replace(/^\+/, '').replace(/[\s().-]/g, '');
    if (!/^\d+$/.test(digits)) return raise('invalidMobileNumber');
    const ok = digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
    return ok ? null : raise('invalidMobileNumber');
  },
);

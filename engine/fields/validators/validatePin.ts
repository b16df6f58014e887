import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

// Texted verification code: required, exactly 4 digits. The server's "wrong code" answer uses the same
// 'invalidVerificationCode' text ('Enter a valid verification code').
export const validatePin = defineValidator(
  ['enterVerificationCode', 'invalidVerificationCode'],
  (value: TextValue, ctx, raise) => {
    if (isBlank(value)) return isRequired(ctx, true) ? raise('enterVerificationCode') : null;
    return /^\d{4}$/.test(value.trim()) ? null : raise('invalidVerificationCode');
  },
);

import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

// Last 4 of the SSN: required, exactly 4 digits, and never 0000 (no SSN ends that way).
export const validateSsn4 = defineValidator(
  ['enterLast4Ssn', 'ssn4MustBe4Digits', 'invalidSsn4'],
  (value: TextValue, ctx, raise) => {
    if (isBlank(value)) return isRequired(ctx, true) ? raise('enterLast4Ssn') : null;
    const digits = value.trim();
    if (!/^\d{4}$/.test(digits)) return raise('ssn4MustBe4Digits');
    return digits === '0000' ? raise('invalidSsn4') : null;
  },
);

import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

const DOB_PART_CODES = ['enterDateOfBirth', 'invalidDateOfBirth'] as const;

function partValidator(pattern: RegExp, inRange: (n: number) => boolean) {
  return defineValidator(DOB_PART_CODES, (value: TextValue, ctx, raise) => {
    if (isBlank(value)) return isRequired(ctx, true) ? raise('enterDateOfBirth') : null;
    const text = value.trim();
    return pattern.test(text) && inRange(Number(text)) ? null : raise('invalidDateOfBirth');
  });
}

// Birth month input on its own: required, 1-12 (1 or 2 digits; "5" and "05" both mean May).
export const validateDobMonth = partValidator(/^\d{1,2}$/, (n) => n >= 1 && n <= 12);

// Birth day input on its own: required, 1-31; whether the day exists in that month is checked on the whole date.
export const validateDobDay = partValidator(/^\d{1,2}$/, (n) => n >= 1 && n <= 31);

// Birth year input on its own: required, exactly 4 digits; the age limits are checked on the whole date.
export const validateDobYear = partValidator(/^\d{4}$/, () => true);

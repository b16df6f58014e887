import { SSN4_MASK } from '../formatters/formatSsn4Masked';
import type { ValidationContext } from '../ValidationContext';
import type { TextValue, Validator } from './Validator';
import { validateSsn4 } from './validateSsn4';

// The signing page shows "•••-••-" before the input: only what follows the mask counts as the last 4, and the
// rules (and so the codes) are exactly those of the plain last-4 field.
export const validateSsn4Masked: Validator = Object.assign(
  (value: TextValue, ctx: ValidationContext) => {
    const text = value ?? '';
    return validateSsn4(text.startsWith(SSN4_MASK) ? text.slice(SSN4_MASK.length) : text, ctx);
  },
  { codes: validateSsn4.codes },
);

import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

/** Minimum yearly income in whole dollars (section 9). */
export const MINIMUM_YEARLY_INCOME = 10000;

// Yearly income: required; "$" and commas are ignored and only the whole-dollar part counts, so "$10,000.99"
// meets the 10,000 minimum and "$9,999.99" does not. A bare "$" (the prefix shown on focus) counts as empty.
export const validateIncome = defineValidator(
  ['enterIncome', 'invalidIncome', 'incomeBelowMinimum'],
  (value: TextValue, ctx, raise) => {
    const text = (value ?? '').replace(/[\s$,]/g, '');
    if (isBlank(text)) return isRequired(ctx, true) ? raise('enterIncome') : null;
    const match = /^(\d*)(?:\.\d*)?$/.exec(text);
    if (match === null || !/\d/.test(text)) return raise('invalidIncome');
    return Number(match[1] || '0') < MINIMUM_YEARLY_INCOME ? raise('incomeBelowMinimum') : null;
  },
);

import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { usStateCodes } from '../shared/usStateCodes';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

// State: required, a US state, DC or inhabited territory code (case does not matter; the filter upper-cases).
export const validateStateCode = defineValidator(['enterState', 'invalidState'], (value: TextValue, ctx, raise) => {
  if (isBlank(value)) return isRequired(ctx, true) ? raise('enterState') : null;
  return usStateCodes.includes(value.trim().toUpperCase()) ? null : raise('invalidState');
});

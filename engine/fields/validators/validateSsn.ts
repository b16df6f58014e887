import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

// Full SSN: required, 9 digits; the 3-2-4 hyphens (and spaces) the display adds are ignored.
export const validateSsn = defineValidator(['enterSsn', 'ssnMustBe9Digits'], (value: TextValue, ctx, raise) => {
  if (isBlank(value)) return isRequired(ctx, true) ? raise('enterSsn') : null;
  return /^\d{9}$/.test(value.replace(/[\s-]/g, '')) ? null : raise('ssnMustBe9Digits');
});

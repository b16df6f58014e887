import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

// Zip: required, exactly 5 digits. Whether the zip exists is the server's answer ('invalidZipCode').
export const validateZip = defineValidator(['enterZip', 'zipMustBe5Digits'], (value: TextValue, ctx, raise) => {
  if (isBlank(value)) return isRequired(ctx, true) ? raise('enterZip') : null;
  return /^\d{5}$/.test(value.trim()) ? null : raise('zipMustBe5Digits');
});

import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { unsupportedSymbols } from '../shared/unsupportedSymbols';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

// City: required, safe text.
export const validateCity = defineValidator(['enterCity', 'unsupportedSymbols'], (value: TextValue, ctx, raise) => {
  if (isBlank(value)) return isRequired(ctx, true) ? raise('enterCity') : null;
  const bad = unsupportedSymbols(value);
  return bad.length > 0 ? raise('unsupportedSymbols', { chars: bad.join(' ') }) : null;
});

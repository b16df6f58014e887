import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { unsupportedSymbols } from '../shared/unsupportedSymbols';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

// Industry: required and non-blank (spaces alone do not count), safe text.
export const validateIndustry = defineValidator(['enterIndustry', 'unsupportedSymbols'], (value: TextValue, ctx, raise) => {
  if (isBlank(value)) return isRequired(ctx, true) ? raise('enterIndustry') : null;
  const bad = unsupportedSymbols(value);
  return bad.length > 0 ? raise('unsupportedSymbols', { chars: bad.join(' ') }) : null;
});

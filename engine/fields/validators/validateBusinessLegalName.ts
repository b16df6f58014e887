import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { unsupportedSymbols } from '../shared/unsupportedSymbols';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

/** Longest business name (legal or trading) the spec allows. */
export const BUSINESS_NAME_MAX_LENGTH = 120;

// Business legal name: required, at most 120 characters, safe text.
export const validateBusinessLegalName = defineValidator(
  ['enterBusinessLegalName', 'tooLong', 'unsupportedSymbols'],
  (value: TextValue, ctx, raise) => {
    if (isBlank(value)) return isRequired(ctx, true) ? raise('enterBusinessLegalName') : null;
    if (value.trim().length > BUSINESS_NAME_MAX_LENGTH) return raise('tooLong', { max: String(BUSINESS_NAME_MAX_LENGTH) });
    const bad = unsupportedSymbols(value);
    return bad.length > 0 ? raise('unsupportedSymbols', { chars: bad.join(' ') }) : null;
  },
);

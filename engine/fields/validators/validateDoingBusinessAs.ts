import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { unsupportedSymbols } from '../shared/unsupportedSymbols';
import { defineValidator } from './defineValidator';
import { BUSINESS_NAME_MAX_LENGTH } from './validateBusinessLegalName';
import type { TextValue } from './Validator';

// "Doing business as" name: optional; when given, 3 to 120 characters after trimming, safe text.
export const validateDoingBusinessAs = defineValidator(
  ['enterDoingBusinessAs', 'atLeast3Characters', 'tooLong', 'unsupportedSymbols'],
  (value: TextValue, ctx, raise) => {
    if (isBlank(value)) return isRequired(ctx, false) ? raise('enterDoingBusinessAs') : null;
    const trimmed = value.trim();
    if (trimmed.length < 3) return raise('atLeast3Characters');
    if (trimmed.length > BUSINESS_NAME_MAX_LENGTH) return raise('tooLong', { max: String(BUSINESS_NAME_MAX_LENGTH) });
    const bad = unsupportedSymbols(value);
    return bad.length > 0 ? raise('unsupportedSymbols', { chars: bad.join(' ') }) : null;
  },
);

import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { unsupportedSymbols } from '../shared/unsupportedSymbols';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

// Street address: required, must contain letters (an address of only digits and symbols is not one), safe text.
export const validateStreetAddress = defineValidator(
  ['enterAddress', 'invalidAddress', 'unsupportedSymbols'],
  (value: TextValue, ctx, raise) => {
    if (isBlank(value)) return isRequired(ctx, true) ? raise('enterAddress') : null;
    if (!/\p{L}/u.test(value)) return raise('invalidAddress');
    const bad = unsupportedSymbols(value);
    return bad.length > 0 ? raise('unsupportedSymbols', { chars: bad.join(' ') }) : null;
  },
);

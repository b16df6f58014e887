import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

// Suite / apt / unit: never required; letters, digits, spaces and # - / . , ' only.
export const validateAddressSecondary = defineValidator(
  ['enterAddressSecondary', 'unsupportedSymbols'],
  (value: TextValue, ctx, raise) => {
    if (isBlank(value)) return isRequired(ctx, false) ? raise('enterAddressSecondary') : null;
    const bad = [...new Set(value.match(/[^\p{L}\p{M}\p{Nd}\s#\-/.,']/gu) ?? [])];
    return bad.length > 0 ? raise('unsupportedSymbols', { chars: bad.join(' ') }) : null;
  },
);

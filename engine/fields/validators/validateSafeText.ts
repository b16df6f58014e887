import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { unsupportedSymbols } from '../shared/unsupportedSymbols';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

// Any free-text field: optional unless the screen says otherwise, and only safe-text characters, naming the
// ones that are not ("Unsupported symbols used: < >").
export const validateSafeText = defineValidator(['required', 'unsupportedSymbols'], (value: TextValue, ctx, raise) => {
  if (isBlank(value)) return isRequired(ctx, false) ? raise('required') : null;
  const bad = unsupportedSymbols(value);
  return bad.length > 0 ? raise('unsupportedSymbols', { chars: bad.join(' ') }) : null;
});

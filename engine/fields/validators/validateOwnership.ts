import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

// Ownership share: required, a whole percentage from 1 to 100 ("%" and spaces ignored). 0% is refused: an
// owner with no share is not an owner.
export const validateOwnership = defineValidator(['enterOwnership', 'invalidOwnership'], (value: TextValue, ctx, raise) => {
  if (isBlank(value)) return isRequired(ctx, true) ? raise('enterOwnership') : null;
  const digits = value.replace(/[\s%]/g, '');
  if (!/^\d{1,3}$/.test(digits)) return raise('invalidOwnership');
  const share = Number(digits);
  return share >= 1 && share <= 100 ? null : raise('invalidOwnership');
});

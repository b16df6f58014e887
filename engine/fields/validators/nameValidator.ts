import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { defineValidator } from './defineValidator';
import type { TextValue, Validator } from './Validator';

// First and last name share one rule set and differ only in the "Enter ..." message; this builds either.
export function nameValidator<const C extends string>(enterCode: C): Validator<TextValue> {
  return defineValidator([enterCode, 'nameInvalidCharacters', 'twoLettersMinimum'], (value: TextValue, ctx, raise) => {
    if (isBlank(value)) return isRequired(ctx, true) ? raise(enterCode) : null;
    if (/[^\p{L}\p{M}.'’\s-]/u.test(value)) return raise('nameInvalidCharacters');
    const letters = value.match(/\p{L}/gu)?.length ?? 0;
    return letters < 2 ? raise('twoLettersMinimum') : null;
  });
}

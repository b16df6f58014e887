import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

// Employer: required (spec 'ENTER_EMPLOYER'); any non-blank name is accepted.
export const validateEmployer = defineValidator(['enterEmployer'], (value: TextValue, ctx, raise) =>
  isBlank(value) && isRequired(ctx, true) ? raise('enterEmployer') : null,
);

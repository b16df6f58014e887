import { nameValidator } from './nameValidator';

// Last name: required, letters and name punctuation only, at least two letters.
export const validateLastName = nameValidator('enterLastName');

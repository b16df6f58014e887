import { nameValidator } from './nameValidator';

// First name: required, letters and name punctuation only, at least two letters.
export const validateFirstName = nameValidator('enterFirstName');

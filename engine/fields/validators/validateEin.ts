import { digitsValidator } from './digitsValidator';

// Employer identification number: 9 digits, hyphens ignored ("12-3456789").
export const validateEin = digitsValidator('enterEin', 'einMustBe9Digits', 9);

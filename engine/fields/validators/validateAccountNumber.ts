import { digitsValidator } from './digitsValidator';

// Bank account number: 4 to 17 digits.
export const validateAccountNumber = digitsValidator('enterAccountNumber', 'accountNumberMustBe4To17Digits', 4, 17);

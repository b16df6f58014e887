import { digitsValidator } from './digitsValidator';

// Bank routing number: 9 digits.
export const validateRoutingNumber = digitsValidator('enterRoutingNumber', 'routingNumberMustBe9Digits', 9);

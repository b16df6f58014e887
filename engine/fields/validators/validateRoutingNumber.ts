import { defineValidator } from './defineValidator';

/** The ABA checksum's weights, digit by digit. */
const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

// x-rules `abaRouting` (after the schema's 9 digits): a routing number whose ABA checksum fails (3-7-1 weights, the
// sum a multiple of 10) is a mistyped one; said on the field, before the bank link or the lender refuses it.
export const validateRoutingNumber = defineValidator(['routingNumberChecksum'], (value: unknown, _ctx, raise) => {
  const digits = typeof value === 'string' ? value.trim() : '';
  if (!/^\d{9}$/.test(digits)) return null;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return sum % 10 === 0 ? null : raise('routingNumberChecksum');
});

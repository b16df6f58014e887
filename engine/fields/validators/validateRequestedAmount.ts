import { formatWholeDollars } from '../formatters/formatWholeDollars';
import { defineValidator } from './defineValidator';

// x-rules `requestedAmount` (prequal offers): no more than the prequalified maximum (ctx.maxAmount), which only the
// lender's answer knows; the schema says whole dollars and the $500 minimum. The message names the range.
export const validateRequestedAmount = defineValidator(['amountOutOfRange'], (value: unknown, ctx, raise) => {
  const max = ctx.maxAmount;
  return max !== undefined && typeof value === 'number' && value > max ? raise('amountOutOfRange', { max: formatWholeDollars(max) }) : null;
});

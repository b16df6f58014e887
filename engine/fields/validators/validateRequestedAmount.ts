import { formatWholeDollars } from '../formatters/formatWholeDollars';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

/** Smallest amount a borrower may request (prequal section 5 and 9). */
export const MINIMUM_REQUESTED_AMOUNT = 500;

// Amount requested on prequal offers: whole dollars from $500 up to the prequalified maximum (ctx.maxAmount).
// Empty and out-of-range give the same message because it says what to type. With no maximum known, only the
// minimum can be told.
export const validateRequestedAmount = defineValidator(
  ['amountOutOfRange', 'amountBelowMinimum', 'wholeDollarsOnly'],
  (value: TextValue, ctx, raise) => {
    const text = (value ?? '').replace(/[\s$,]/g, '');
    const max = ctx.maxAmount;
    const outOfRange = () =>
      max === undefined ? raise('amountBelowMinimum') : raise('amountOutOfRange', { max: formatWholeDollars(max) });
    if (text === '') return outOfRange();
    if (!/^\d+$/.test(text)) return raise('wholeDollarsOnly');
    const amount = Number(text);
    return amount < MINIMUM_REQUESTED_AMOUNT || (max !== undefined && amount > max) ? outOfRange() : null;
  },
);

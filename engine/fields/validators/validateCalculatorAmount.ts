import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

/** The calculator's amount range in whole dollars (section 9). */
export const CALCULATOR_MINIMUM = 500;
export const CALCULATOR_MAXIMUM = 25000;

// The public calculator estimates loans of $500 to $25,000 in whole dollars.
export const validateCalculatorAmount = defineValidator(
  ['calculatorAmountOutOfRange', 'wholeDollarsOnly'],
  (value: TextValue, _ctx, raise) => {
    const text = (value ?? '').replace(/[\s$,]/g, '');
    if (text === '') return raise('calculatorAmountOutOfRange');
    if (!/^\d+$/.test(text)) return raise('wholeDollarsOnly');
    const amount = Number(text);
    return amount < CALCULATOR_MINIMUM || amount > CALCULATOR_MAXIMUM ? raise('calculatorAmountOutOfRange') : null;
  },
);

import { differenceInYears, isAfter, isExists, startOfDay } from 'date-fns';
import { localDateOf } from '../shared/localDateOf';
import { defineValidator } from './defineValidator';

/** A birth date this many years ago or more is refused. */
export const MAXIMUM_AGE_YEARS = 120;

// x-rules `dobRange`: the birth date's three parts (the schema already says each is there and is 1-2, 1-2 and 4
// digits) make a real calendar date, not after today and less than 120 years ago (a birth date exactly 120 years
// ago today is refused).
export const validateDobRange = defineValidator(
  ['invalidDateOfBirth', 'dateInFuture', 'dateOlderThan120Years'],
  (value: unknown, ctx, raise) => {
    const parts = (value ?? {}) as Record<string, unknown>;
    const date = { year: Number(parts.dobYear), month: Number(parts.dobMonth), day: Number(parts.dobDay) };
    if (!isExists(date.year, date.month - 1, date.day)) return raise('invalidDateOfBirth');
    const birth = localDateOf(date);
    const today = startOfDay(ctx.today);
    if (isAfter(birth, today)) return raise('dateInFuture');
    return differenceInYears(today, birth) >= MAXIMUM_AGE_YEARS ? raise('dateOlderThan120Years') : null;
  },
);

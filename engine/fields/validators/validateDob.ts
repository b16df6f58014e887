import { differenceInYears, isAfter, isExists, startOfDay } from 'date-fns';
import type { DobParts } from '../DobParts';
import { splitDob } from '../parsers/splitDob';
import { isRequired } from '../shared/isRequired';
import { localDateOf } from '../shared/localDateOf';
import { defineValidator } from './defineValidator';

/** A birth date this many years ago or more is refused. */
export const MAXIMUM_AGE_YEARS = 120;

/** The birth-date inputs, or a prefilled 'YYYY-MM-DD'. */
export type DobValue = DobParts | string | null | undefined;

// Date of birth as a whole: all three parts filled (month and day 1-2 digits, year 4), a real calendar date,
// not after today and less than 120 years ago (a birth date exactly 120 years ago today is refused).
export const validateDob = defineValidator(
  ['enterDateOfBirth', 'invalidDateOfBirth', 'dateInFuture', 'dateOlderThan120Years'],
  (value: DobValue, ctx, raise) => {
    const parts = partsOf(value);
    if (parts === null) return raise('invalidDateOfBirth');
    const year = parts.year.trim();
    const month = parts.month.trim();
    const day = parts.day.trim();
    if (year === '' && month === '' && day === '') return isRequired(ctx, true) ? raise('enterDateOfBirth') : null;
    if (year === '' || month === '' || day === '') return raise('enterDateOfBirth');
    if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return raise('invalidDateOfBirth');
    const date = { year: Number(year), month: Number(month), day: Number(day) };
    if (!isExists(date.year, date.month - 1, date.day)) return raise('invalidDateOfBirth');
    const birth = localDateOf(date);
    const today = startOfDay(ctx.today);
    if (isAfter(birth, today)) return raise('dateInFuture');
    return differenceInYears(today, birth) >= MAXIMUM_AGE_YEARS ? raise('dateOlderThan120Years') : null;
  },
);

// Empty input reads as three empty parts; an unreadable prefill string reads as null.
function partsOf(value: DobValue): DobParts | null {
  if (value === null || value === undefined) return { year: '', month: '', day: '' };
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? { year: '', month: '', day: '' } : splitDob(value);
}

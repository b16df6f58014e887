import { differenceInYears, isExists, startOfDay } from 'date-fns';
import { minimumAgeFor } from '../minimumAgeFor';
import { localDateOf } from '../shared/localDateOf';
import { defineValidator } from './defineValidator';

// x-rules `minimumAge` (after dobRange, so the date is a real one): a borrower younger than the age of majority of the
// state the form names is told on the field, with that age, rather than sent to the lender to be refused. The form
// says which of its fields holds the state (`"x-ruleOptions": { "minimumAge": { "stateField": "stateCode" } }`); a
// form that names none, or a state not answered yet, uses the table's default (18). The birthday itself counts:
// 18 today is 18.
export const validateMinimumAge = defineValidator(['tooYoungToApply'], (value: unknown, ctx, raise, options) => {
  const parts = (value ?? {}) as Record<string, unknown>;
  const date = { year: Number(parts.dobYear), month: Number(parts.dobMonth), day: Number(parts.dobDay) };
  if (!isExists(date.year, date.month - 1, date.day)) return null;
  const stateField = options.stateField;
  const age = minimumAgeFor(typeof stateField === 'string' ? ctx.answers?.[stateField] : undefined);
  return differenceInYears(startOfDay(ctx.today), localDateOf(date)) < age ? raise('tooYoungToApply', { age: String(age) }) : null;
}, ['stateField']);

import { formatDateUs } from '../formatters/formatDateUs';
import { calendarDateOf } from '../shared/calendarDateOf';
import { compareCalendarDates } from '../shared/compareCalendarDates';
import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { isoDateOf } from '../shared/isoDateOf';
import { toCalendarDate } from '../shared/toCalendarDate';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

// Scheduled completion date on "confirm later": optional; today or later, and before the offer expires.
// A past date means the work is done, so the borrower is sent back to confirm; home services (HS) talk about
// "the job", every other vertical about "the service". The expiration is shown MM/DD/YYYY.
export const validateCompletionDate = defineValidator(
  ['enterCompletionDate', 'invalidDate', 'completionDateInPastJob', 'completionDateInPastService', 'completionDateAfterOfferExpiration'],
  (value: TextValue, ctx, raise) => {
    if (isBlank(value)) return isRequired(ctx, false) ? raise('enterCompletionDate') : null;
    const date = toCalendarDate(value);
    if (date === null) return raise('invalidDate');
    if (compareCalendarDates(date, calendarDateOf(ctx.today)) < 0) {
      return raise(ctx.vertical === undefined || ctx.vertical === 'HS' ? 'completionDateInPastJob' : 'completionDateInPastService');
    }
    const expiration = toCalendarDate(ctx.offerExpiration);
    if (expiration !== null && compareCalendarDates(date, expiration) >= 0) {
      return raise('completionDateAfterOfferExpiration', { date: formatDateUs(isoDateOf(expiration)) });
    }
    return null;
  },
);

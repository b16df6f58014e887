import { formatDateUs } from '../formatters/formatDateUs';
import { calendarDateOf } from '../shared/calendarDateOf';
import { compareCalendarDates } from '../shared/compareCalendarDates';
import { isoDateOf } from '../shared/isoDateOf';
import { toCalendarDate } from '../shared/toCalendarDate';
import { defineValidator } from './defineValidator';

// x-rules `completionDate` (confirm later): a date (the schema's `format: date` already refused anything else)
// today or later, and before the offer expires. A past date means the work is done, so the borrower is sent back
// to confirm; home services (HS) talk about "the job", every other vertical about "the service". The expiration is
// shown MM/DD/YYYY.
export const validateCompletionDate = defineValidator(
  ['completionDateInPastJob', 'completionDateInPastService', 'completionDateAfterOfferExpiration'],
  (value: unknown, ctx, raise) => {
    const date = toCalendarDate(value);
    if (date === null) return null;
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

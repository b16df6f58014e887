// The names a form's UI schema may use (`ui:filter`, `ui:format`, `ui:parse`) and a form schema's `x-rules`, one
// plain object per kind. Declared `as const` so the names are types and flows:check can reject a name that does not
// exist. Every other field rule is in the form's schema (schemas/forms/, shared fields in schemas/forms/definitions/).
import { digitsMax } from './filters/digitsMax';
import { filterAddressSecondary } from './filters/filterAddressSecondary';
import { filterAmount } from './filters/filterAmount';
import { filterCity } from './filters/filterCity';
import { filterDigits } from './filters/filterDigits';
import { filterDobDay, filterDobMonth, filterDobYear } from './filters/filterDobParts';
import { filterEmail } from './filters/filterEmail';
import { filterIncome } from './filters/filterIncome';
import { filterName } from './filters/filterName';
import { filterPhone } from './filters/filterPhone';
import { filterSafeText } from './filters/filterSafeText';
import { filterStateCode } from './filters/filterStateCode';
import { formatApr } from './formatters/formatApr';
import { formatCurrency } from './formatters/formatCurrency';
import { formatDateUs } from './formatters/formatDateUs';
import { formatDigits } from './formatters/formatDigits';
import { formatEin } from './formatters/formatEin';
import { formatMoney } from './formatters/formatMoney';
import { formatOwnership } from './formatters/formatOwnership';
import { formatPhone } from './formatters/formatPhone';
import { formatSsn } from './formatters/formatSsn';
import { formatSsn4Masked } from './formatters/formatSsn4Masked';
import { formatWholeDollars } from './formatters/formatWholeDollars';
import { joinDob } from './parsers/joinDob';
import { parseDigits } from './parsers/parseDigits';
import { parseIsoDate } from './parsers/parseIsoDate';
import { parsePercent } from './parsers/parsePercent';
import { parsePhoneE164 } from './parsers/parsePhoneE164';
import { parseWholeDollars } from './parsers/parseWholeDollars';
import { splitDob } from './parsers/splitDob';
import { validateAddressSecondary } from './validators/validateAddressSecondary';
import { validateCompletionDate } from './validators/validateCompletionDate';
import { validateDobRange } from './validators/validateDobRange';
import { validateMinimumAge } from './validators/validateMinimumAge';
import { validateEmailDomain } from './validators/validateEmailDomain';
import { validateRequestedAmount } from './validators/validateRequestedAmount';
import { validateRoutingNumber } from './validators/validateRoutingNumber';
import { validateSafeText } from './validators/validateSafeText';

/** As-you-type filters: string in, allowed string out. */
export const filters = {
  name: filterName,
  zip: digitsMax(5),
  ssn4: digitsMax(4),
  pin: digitsMax(4),
  ssn: digitsMax(9),
  phone: filterPhone,
  stateCode: filterStateCode,
  city: filterCity,
  income: filterIncome,
  amount: filterAmount,
  safeText: filterSafeText,
  addressSecondary: filterAddressSecondary,
  email: filterEmail,
  dobMonth: filterDobMonth,
  dobDay: filterDobDay,
  dobYear: filterDobYear,
  /** Digits only, any count (the schema's pattern says how many: a texted or emailed code). */
  digits: filterDigits,
  /** Employer Identification Number: 9 digits; the ein format shows the hyphen. */
  ein: digitsMax(9),
  routingNumber: digitsMax(9),
  accountNumber: digitsMax(17),
  /** An ownership share: up to 3 digits; the ownership format adds the % and blanks a share over 100. */
  ownership: digitsMax(3),
} as const;

/** Display formatters: any value in, display text out; idempotent (f(f(x)) === f(x)). */
export const formatters = {
  ssn: formatSsn,
  phone: formatPhone,
  zip: formatDigits(5),
  ssn4: formatDigits(4),
  ssn4Masked: formatSsn4Masked,
  wholeDollars: formatWholeDollars,
  currency: formatCurrency,
  apr: formatApr,
  money: formatMoney,
  dateUs: formatDateUs,
  /** 9 digits as 2-7: 12-3456789. */
  ein: formatEin,
  /** A whole percentage up to 100: 45%; over 100 blanked. */
  ownership: formatOwnership,
} as const;

/** Parsers: display value in, API value out (null when it cannot be sent). */
export const parsers = {
  phoneE164: parsePhoneE164,
  wholeDollars: parseWholeDollars,
  dobFromParts: joinDob,
  dobToParts: splitDob,
  isoDate: parseIsoDate,
  ssnDigits: parseDigits(9),
  /** 12-3456789 is sent as 123456789. */
  einDigits: parseDigits(9),
  /** 45% is sent as the number 45. */
  percent: parsePercent,
} as const;

/**
 * The rules a JSON Schema cannot say, by the names a form schema lists under `x-rules`: (value, ctx, options) =>
 * FieldIssue | null, each listing the codes it can return and the options naming another field it takes (a field's
 * `x-ruleOptions`). Each runs only once the value is present and has passed the schema's own keywords, so it speaks
 * only of what it alone knows: the calendar, today, the offer, the lender's limits or the list of real top-level
 * domains.
 */
export const validators = {
  /** A real calendar date, not in the future and less than 120 years ago (the value is { dobMonth, dobDay, dobYear }). */
  dobRange: validateDobRange,
  /** Old enough to apply in the borrower's state (schemas/forms/config/minimumAge.json): the field its stateField option names, else 18. */
  minimumAge: validateMinimumAge,
  /** A routing number whose ABA checksum holds (3-7-1 weights). */
  abaRouting: validateRoutingNumber,
  /** The address ends in a top-level domain that exists ("name@gmail.con" is caught before the lender sees it). */
  emailDomain: validateEmailDomain,
  /** Confirm later: not in the past (wording by vertical), and before the offer expires. */
  completionDate: validateCompletionDate,
  /** Only the spec's safe-text characters; the message names the ones to remove. */
  safeText: validateSafeText,
  /** Suite, apartment or unit: letters, digits and # - / . , ' only, naming any other character. */
  addressSecondary: validateAddressSecondary,
  /** No more than the prequalified maximum (the context's maxAmount). */
  requestedAmount: validateRequestedAmount,
} as const;

export type FilterName = keyof typeof filters;
export type FormatterName = keyof typeof formatters;
export type ParserName = keyof typeof parsers;
export type ValidatorName = keyof typeof validators;

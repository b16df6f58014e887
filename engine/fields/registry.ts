// The names flows/fields.yaml may use, one plain object per kind. Declared `as const` so the names are types and
// the field-table loader and flow checker can reject a name that does not exist.
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
import { formatDateLong } from './formatters/formatDateLong';
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
import { parsePhoneE164 } from './parsers/parsePhoneE164';
import { parseWholeDollars } from './parsers/parseWholeDollars';
import { splitDob } from './parsers/splitDob';
import { validateAccountNumber } from './validators/validateAccountNumber';
import { validateAddressSecondary } from './validators/validateAddressSecondary';
import { validateBusinessLegalName } from './validators/validateBusinessLegalName';
import { validateCalculatorAmount } from './validators/validateCalculatorAmount';
import { validateCity } from './validators/validateCity';
import { validateCompletionDate } from './validators/validateCompletionDate';
import { validateDob } from './validators/validateDob';
import { validateDobDay, validateDobMonth, validateDobYear } from './validators/validateDobParts';
import { validateDoingBusinessAs } from './validators/validateDoingBusinessAs';
import { validateEin } from './validators/validateEin';
import { validateEmail } from './validators/validateEmail';
import { validateEmployer } from './validators/validateEmployer';
import { validateFirstName } from './validators/validateFirstName';
import { validateIncome } from './validators/validateIncome';
import { validateIndustry } from './validators/validateIndustry';
import { validateLastName } from './validators/validateLastName';
import { validateMobilePhone } from './validators/validateMobilePhone';
import { validateOwnership } from './validators/validateOwnership';
import { validatePin } from './validators/validatePin';
import { validateRequestedAmount } from './validators/validateRequestedAmount';
import { validateRoutingNumber } from './validators/validateRoutingNumber';
import { validateSafeText } from './validators/validateSafeText';
import { validateSsn } from './validators/validateSsn';
import { validateSsn4 } from './validators/validateSsn4';
import { validateSsn4Masked } from './validators/validateSsn4Masked';
import { validateStateCode } from './validators/validateStateCode';
import { validateStreetAddress } from './validators/validateStreetAddress';
import { validateWebsite } from './validators/validateWebsite';
import { validateZip } from './validators/validateZip';

/** As-you-type filters: string in, allowed string out. */
export const filters = {
  name: filterName,
  digits: filterDigits,
  zip: digitsMax(5),
  ssn4: digitsMax(4),
  pin: digitsMax(4),
  ssn: digitsMax(9),
  ein: digitsMax(9),
  routingNumber: digitsMax(9),
  accountNumber: digitsMax(17),
  ownership: digitsMax(3),
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
} as const;

/** Display formatters: any value in, display text out; idempotent (f(f(x)) === f(x)). */
export const formatters = {
  ssn: formatSsn,
  ein: formatEin,
  phone: formatPhone,
  zip: formatDigits(5),
  ssn4: formatDigits(4),
  ssn4Masked: formatSsn4Masked,
  wholeDollars: formatWholeDollars,
  currency: formatCurrency,
  ownership: formatOwnership,
  apr: formatApr,
  money: formatMoney,
  dateUs: formatDateUs,
  dateLong: formatDateLong,
} as const;

/** Parsers: display value in, API value out (null when it cannot be sent). */
export const parsers = {
  phoneE164: parsePhoneE164,
  wholeDollars: parseWholeDollars,
  dobFromParts: joinDob,
  dobToParts: splitDob,
  isoDate: parseIsoDate,
  ssnDigits: parseDigits(9),
  einDigits: parseDigits(9),
} as const;

/** Validators: (value, ctx) => FieldIssue | null, each listing the codes it can return. */
export const validators = {
  firstName: validateFirstName,
  lastName: validateLastName,
  email: validateEmail,
  zip: validateZip,
  ssn: validateSsn,
  ssn4: validateSsn4,
  ssn4Masked: validateSsn4Masked,
  stateCode: validateStateCode,
  city: validateCity,
  streetAddress1: validateStreetAddress,
  addressSecondary: validateAddressSecondary,
  income: validateIncome,
  mobilePhone: validateMobilePhone,
  pin: validatePin,
  dob: validateDob,
  dobMonth: validateDobMonth,
  dobDay: validateDobDay,
  dobYear: validateDobYear,
  completionDate: validateCompletionDate,
  requestedAmount: validateRequestedAmount,
  calculatorAmount: validateCalculatorAmount,
  ein: validateEin,
  routingNumber: validateRoutingNumber,
  accountNumber: validateAccountNumber,
  safeText: validateSafeText,
  businessLegalName: validateBusinessLegalName,
  doingBusinessAs: validateDoingBusinessAs,
  website: validateWebsite,
  ownership: validateOwnership,
  employer: validateEmployer,
  industry: validateIndustry,
} as const;

export type FilterName = keyof typeof filters;
export type FormatterName = keyof typeof formatters;
export type ParserName = keyof typeof parsers;
export type ValidatorName = keyof typeof validators;

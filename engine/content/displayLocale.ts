// The language money and dates are shown in ("$1,300.50", "26 de diciembre de 2026"): the borrower's locale, set
// once it is chosen (src/content/locale.ts). What is typed keeps its US shape in every language (MM/DD/YYYY, phone).
let current = 'en-US';
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

export function setDisplayLocale(locale: string): void {
  current = locale === 'en' ? 'en-US' : locale;
}

export function displayLocale(): string {
  return current;
}

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  const id = `${current}|${key}`;
  let format = cache.get(id) as T | undefined;
  if (!format) {
    format = make();
    cache.set(id, format);
  }
  return format;
}

export const moneyFormat = () => cached('money', () => new Intl.NumberFormat(current, { style: 'currency', currency: 'USD' }));
export const shortDateFormat = () => cached('date', () => new Intl.DateTimeFormat(current, { year: 'numeric', month: '2-digit', day: '2-digit' }));
export const longDateFormat = () => cached('longDate', () => new Intl.DateTimeFormat(current, { year: 'numeric', month: 'long', day: 'numeric' }));
export const decimalFormat = (digits: number) =>
  cached(`decimal${digits}`, () => new Intl.NumberFormat(current, { minimumFractionDigits: digits, maximumFractionDigits: digits }));

let aprWords = '%';
/** What follows a rate in this locale's copy (site.yaml `plan.aprSuffix`: '% APR', '% de APR'). */
export function setAprSuffix(suffix: string): void {
  aprWords = suffix;
}
export const aprSuffix = (): string => aprWords;

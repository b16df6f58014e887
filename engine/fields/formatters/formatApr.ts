import { aprSuffix, decimalFormat } from '../../content/displayLocale';
import { textOf } from '../shared/textOf';

// Rates read as "9.90% APR" or, when whole, "10% APR" / "0% APR" (2 decimals, '.00' dropped): the number written
// the locale's way (Intl), then the copy's suffix (site.yaml plan.aprSuffix). The API's interestRate is already a
// percentage (9.9 means 9.9%).
export function formatApr(value: unknown): string {
  const rate = Number.parseFloat(textOf(value).replace(/[^\d.]/g, ''));
  if (!Number.isFinite(rate)) return '';
  const whole = Number(rate.toFixed(2)) === Math.round(rate);
  return `${decimalFormat(whole ? 0 : 2).format(whole ? Math.round(rate) : rate)}${aprSuffix()}`;
}

import { moneyFormat } from '../../content/displayLocale';
import { textOf } from '../shared/textOf';

// Plan figures (monthly payment, totals, interest) are exact to the cent: "$1,234.50".
export function formatMoney(value: unknown): string {
  const text = textOf(value).trim();
  const negative = text.startsWith('-');
  const kept = text.replace(/[^\d.]/g, '');
  if (!/\d/.test(kept)) return '';
  const amount = Number(kept);
  return Number.isFinite(amount) ? moneyFormat().format(negative ? -amount : amount) : '';
}

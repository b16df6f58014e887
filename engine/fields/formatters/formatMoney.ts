import { textOf } from '../shared/textOf';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// Plan figures (monthly payment, totals, interest) are exact to the cent: "$1,234.50".
export function formatMoney(value: unknown): string {
  const text = textOf(value).trim();
  const negative = text.startsWith('-');
  const kept = text.replace(/[^\d.]/g, '');
  if (!/\d/.test(kept)) return '';
  const amount = Number(kept);
  return Number.isFinite(amount) ? usd.format(negative ? -amount : amount) : '';
}

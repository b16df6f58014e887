// Form values arrive as strings, numbers or nothing (a server prefill may be null); validators and formatters
// read them all as text so no caller has to pre-clean them. Numbers never come out in exponent form
// ("1e-7" would otherwise read as the digits 1 and 7); values too large to be money read as empty.
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const text = String(value);
  if (!text.includes('e')) return text;
  return Math.abs(value) < 1 ? value.toFixed(6) : '';
}

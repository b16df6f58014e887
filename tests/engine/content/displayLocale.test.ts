import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayLocale } from '../../../engine/content/displayLocale';
import { pipes } from '../../../engine/content/pipes';

afterEach(() => setDisplayLocale('en'));

// Issue 14: money, dates and rates in copy are written the borrower's language's way (Intl), typed values are not.
describe('copy pipes follow the display locale', () => {
  it('English: $1,300.50, 12/26/2026, December 26, 2026, 9.90% APR', () => {
    expect(pipes.currency(1300.5)).toBe('$1,300.50');
    expect(pipes.date('2026-12-26')).toBe('12/26/2026');
    expect(pipes.longDate('2026-12-26')).toBe('December 26, 2026');
    expect(pipes.apr(9.9)).toBe('9.90% APR');
    expect(pipes.apr(10)).toBe('10% APR');
  });

  it('Spanish (es-US): the same amounts and days, written by Intl for es-US', () => {
    setDisplayLocale('es-US');
    const day = new Date(2026, 11, 26);
    expect(pipes.currency(1300.5)).toBe(new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(1300.5));
    expect(pipes.longDate('2026-12-26')).toBe(new Intl.DateTimeFormat('es-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(day));
    expect(pipes.longDate('2026-12-26')).toContain('diciembre');
    expect(pipes.date('2026-12-26')).toBe(new Intl.DateTimeFormat('es-US', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(day));
    expect(pipes.apr(9.9)).toBe(`${new Intl.NumberFormat('es-US', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(0.099)} APR`);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import english from 'virtual:content/en';
import spanish from 'virtual:content/es-US';
import { pipes } from '../../../engine/content/pipes';
import { catalog, installCatalog } from '../../../src/content/catalog';

afterEach(() => void installCatalog(english));

// Issue 14: money, dates and rates in copy are written the borrower's language's way (Intl, and the copy's own
// word after a rate: site.yaml plan.aprSuffix), typed values are not.
describe('copy pipes follow the installed language', () => {
  it('English: $1,300.50, 12/26/2026, December 26, 2026, 9.90% APR', () => {
    expect(pipes.currency(1300.5)).toBe('$1,300.50');
    expect(pipes.date('2026-12-26')).toBe('12/26/2026');
    expect(pipes.longDate('2026-12-26')).toBe('December 26, 2026');
    expect(pipes.apr(9.9)).toBe(`9.90${catalog.site.plan.aprSuffix}`);
    expect(pipes.apr(10)).toBe(`10${catalog.site.plan.aprSuffix}`);
  });

  it('Spanish (es-US): the same amounts and days, written by Intl for es-US, the rate with the Spanish words', () => {
    installCatalog(spanish);
    const day = new Date(2026, 11, 26);
    expect(pipes.currency(1300.5)).toBe(new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(1300.5));
    expect(pipes.longDate('2026-12-26')).toBe(new Intl.DateTimeFormat('es-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(day));
    expect(pipes.longDate('2026-12-26')).toContain('diciembre');
    expect(pipes.date('2026-12-26')).toBe(new Intl.DateTimeFormat('es-US', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(day));
    expect(catalog.site.plan.aprSuffix).not.toBe((english.site as { value: { plan: { aprSuffix: string } } }).value.plan.aprSuffix);
    expect(pipes.apr(9.9)).toBe(`${new Intl.NumberFormat('es-US', { minimumFractionDigits: 2 }).format(9.9)}${catalog.site.plan.aprSuffix}`);
  });
});

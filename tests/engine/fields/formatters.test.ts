import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateLong } from '../../../engine/fields/formatters/formatDateLong';
import { formatters } from '../../../engine/fields/registry';

// Each row: a value (typed, prefilled or from the API) -> what the borrower sees.
const table: Record<keyof typeof formatters, [unknown, string][]> = {
  ssn: [['123456789', '123-45-6789'], ['123-45-6789', '123-45-6789'], ['1234', '123-4'], ['123', '123'], ['1234567890', '123-45-6789'], ['', '']],
  phone: [
    ['5551234567', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['15551234567', '1 (555) 123-4567'],
    ['+15551234567', '1 (555) 123-4567'],
    ['555', '555'],
    ['5551', '(555) 1'],
    ['', ''],
  ],
  zip: [['94107', '94107'], ['941071234', '94107'], [94107, '94107']],
  ssn4: [['1234', '1234'], ['12345', '1234']],
  ssn4Masked: [['', '•••-••-'], ['12', '•••-••-12'], ['1234', '•••-••-1234'], ['•••-••-1234', '•••-••-1234']],
  wholeDollars: [
    ['12345', '$12,345'],
    ['$12,345.99', '$12,345'],
    [12345.99, '$12,345'],
    ['10000.99', '$10,000'],
    ['0', '$0'],
    ['007', '$7'],
    ['', ''],
    ['$', ''],
    [null, ''],
  ],
  currency: [['12', '12.00'], ['12.5', '12.50'], ['12.345', '12.34'], ['1234.5', '1,234.50'], ['0', ''], ['0.00', ''], ['0.01', '0.01'], ['', ''], [5, '5.00']],
  apr: [[0, '0% APR'], [9.9, '9.90% APR'], [10, '10% APR'], [29.99, '29.99% APR'], ['4.9', '4.90% APR'], ['9.90% APR', '9.90% APR'], ['', '']],
  money: [[1234.5, '$1,234.50'], [0, '$0.00'], ['$1,234.50', '$1,234.50'], [99.999, '$100.00'], ['abc', ''], [-5, '-$5.00']],
  dateUs: [
    ['2026-11-21', '11/21/2026'],
    ['2026-11-21T23:30:00Z', '11/21/2026'],
    [Date.UTC(2026, 10, 21), '11/21/2026'],
    ['11/21/2026', '11/21/2026'],
    ['November 21, 2026', '11/21/2026'],
    ['Nov 5, 2026', '11/05/2026'],
    ['march 1, 2026', '03/01/2026'],
    ['February 29, 2024', '02/29/2024'],
    ['February 29, 2026', ''],
    ['Mayo 21, 2026', ''],
    ['2026-02-30', ''],
    ['soon', ''],
  ],
  ein: [['123456789', '12-3456789'], ['12-3456789', '12-3456789'], ['12', '12'], ['123', '12-3'], ['1234567890', '12-3456789'], ['', '']],
  ownership: [['45', '45%'], ['45%', '45%'], ['100', '100%'], ['0', '0%'], ['007', '7%'], ['150', ''], ['1000', ''], ['', ''], [45, '45%']],
};

describe('display formatters', () => {
  for (const [name, rows] of Object.entries(table)) {
    const format = formatters[name as keyof typeof formatters];
    it.each(rows)(`${name}: %j -> %j`, (value, shown) => {
      expect(format(value)).toBe(shown);
    });
  }

  it('has a table for every registered formatter', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(formatters).sort());
  });

  // Formatters run again on already formatted values (re-render, blur after blur); the display must not drift.
  const anyValue = fc.oneof(
    fc.string(),
    fc.string({ unit: fc.constantFrom(...'0123456789.,$-/ %'.split('')) }),
    fc.stringMatching(/^\d{1,12}$/),
    fc.double({ noNaN: true, min: -1e12, max: 1e12 }),
    fc.integer({ min: 0, max: 4_102_444_800_000 }),
    fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  );
  for (const [name, format] of Object.entries(formatters)) {
    it(`${name} is idempotent: formatting a formatted value changes nothing`, () => {
      fc.assert(
        fc.property(anyValue, (value) => {
          const once = format(value);
          expect(format(once)).toBe(once);
        }),
        { numRuns: 400 },
      );
    });
  }
});

// The spec's shared formatters (prequal spec section 5) that serve fields no borrower screen has yet.
describe('shared formatters of section 5', () => {
  it('EIN: 9 digits shown as 2-7 (123456789 -> 12-3456789)', () => {
    expect(formatters.ein('123456789')).toBe('12-3456789');
    expect(formatters.ein('12-3456789')).toBe('12-3456789');
  });

  it('SSN: 9 digits shown as 3-2-4 (123456789 -> 123-45-6789)', () => {
    expect(formatters.ssn('123456789')).toBe('123-45-6789');
  });

  it('ownership: up to 3 digits, over 100 blanked, shown with % (45 -> 45%, 150 -> blank)', () => {
    expect(formatters.ownership('45')).toBe('45%');
    expect(formatters.ownership('100')).toBe('100%');
    expect(formatters.ownership('101')).toBe('');
    expect(formatters.ownership('150')).toBe('');
  });
});

// The copy's `longDate` pipe (engine/content/pipes.ts): a date as words, whatever form it arrives in.
describe('long dates', () => {
  it.each([['2026-11-21', 'November 21, 2026'], [Date.UTC(2026, 0, 5), 'January 5, 2026'], ['01/05/2026', 'January 5, 2026'], ['x', '']] as const)('%j -> %j', (value, shown) => {
    expect(formatDateLong(value)).toBe(shown);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatters, parsers } from '../../../engine/fields/registry';

describe('phoneE164: what the phone step sends', () => {
  it.each([
    ['5551234567', '+15551234567'],
    ['(555) 123-4567', '+15551234567'],
    ['15551234567', '+15551234567'],
    ['1 (555) 123-4567', '+15551234567'],
    ['25551234567', null],
    ['555123456', null],
    ['', null],
  ])('%j -> %j', (shown, sent) => {
    expect(parsers.phoneE164(shown)).toBe(sent);
  });

  it('round-trips 10-digit numbers through the display: parse(format(x)) is +1 and the digits', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
      expect(parsers.phoneE164(formatters.phone(digits))).toBe(`+1${digits}`);
    }));
  });

  it('round-trips 11-digit numbers starting with 1: parse(format(x)) is + and the digits', () => {
    fc.assert(fc.property(fc.stringMatching(/^1\d{10}$/), (digits) => {
      expect(parsers.phoneE164(formatters.phone(digits))).toBe(`+${digits}`);
    }));
  });
});

describe('wholeDollars: income and amounts are sent as whole-dollar numbers', () => {
  it.each([
    ['$12,345', 12345],
    ['$10,000.99', 10000],
    ['9999.99', 9999],
    ['45000', 45000],
    [45000.5, 45000],
    ['.50', 0],
    ['', null],
    ['$', null],
    ['12a', null],
  ])('%j -> %j', (shown, sent) => {
    expect(parsers.wholeDollars(shown)).toBe(sent);
  });
});

describe('dob: three inputs <-> YYYY-MM-DD', () => {
  it.each([
    [{ year: '1990', month: '5', day: '7' }, '1990-05-07'],
    [{ year: '1990', month: '12', day: '31' }, '1990-12-31'],
    [{ year: ' 1990 ', month: '05 ', day: '07' }, '1990-05-07'],
    [{ year: '90', month: '5', day: '7' }, null],
    [{ year: '1990', month: '', day: '7' }, null],
    [{ year: '1990', month: '123', day: '7' }, null],
  ])('join %j -> %j', (parts, sent) => {
    expect(parsers.dobFromParts(parts)).toBe(sent);
  });

  it.each([
    ['1990-05-07', { year: '1990', month: '05', day: '07' }],
    ['1990-5-7', null],
    ['05/07/1990', null],
    [null, null],
  ])('split %j -> %j', (prefill, parts) => {
    expect(parsers.dobToParts(prefill)).toEqual(parts);
  });

  const twoDigits = (max: number) => fc.integer({ min: 1, max }).map((n) => String(n).padStart(2, '0'));
  const parts = fc.record({ year: fc.stringMatching(/^\d{4}$/), month: twoDigits(12), day: twoDigits(31) });

  it('split(join(parts)) gives back the zero-padded parts', () => {
    fc.assert(fc.property(parts, (p) => {
      const joined = parsers.dobFromParts(p);
      expect(joined).not.toBeNull();
      expect(parsers.dobToParts(joined)).toEqual(p);
    }));
  });

  it('join(split(date)) gives back the date', () => {
    fc.assert(fc.property(parts.map((p) => `${p.year}-${p.month}-${p.day}`), (iso) => {
      const split = parsers.dobToParts(iso);
      expect(split).not.toBeNull();
      expect(split && parsers.dobFromParts(split)).toBe(iso);
    }));
  });
});

describe('isoDate: the completion date is sent as YYYY-MM-DD', () => {
  it.each([
    ['2026-12-01', '2026-12-01'],
    ['12/01/2026', '2026-12-01'],
    ['1/5/2027', '2027-01-05'],
    ['2026-02-29', null],
    ['', null],
    ['next week', null],
  ])('%j -> %j', (picked, sent) => {
    expect(parsers.isoDate(picked)).toBe(sent);
  });
});

describe('ssnDigits: an SSN is sent as bare digits', () => {
  it.each([
    ['123-45-6789', '123456789'],
    ['123456789', '123456789'],
    ['123-45-678', null],
  ])('ssn %j -> %j', (shown, sent) => {
    expect(parsers.ssnDigits(shown)).toBe(sent);
  });

  it('ssn round-trips through its 3-2-4 display', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{9}$/), (digits) => {
      expect(parsers.ssnDigits(formatters.ssn(digits))).toBe(digits);
    }));
  });
});

describe('einDigits: an EIN is sent as bare digits', () => {
  it.each([
    ['12-3456789', '123456789'],
    ['123456789', '123456789'],
    ['12-345678', null],
  ])('ein %j -> %j', (shown, sent) => {
    expect(parsers.einDigits(shown)).toBe(sent);
  });

  it('ein round-trips through its 2-7 display', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{9}$/), (digits) => {
      expect(parsers.einDigits(formatters.ein(digits))).toBe(digits);
    }));
  });
});

describe('percent: an ownership share is sent as a number', () => {
  it.each([
    ['45%', 45],
    ['45', 45],
    ['100%', 100],
    ['0%', 0],
    ['101%', null],
    ['4.5%', null],
    ['', null],
  ])('%j -> %j', (shown, sent) => {
    expect(parsers.percent(shown)).toBe(sent);
  });

  it('every share the ownership format shows is sent as the whole percentage typed', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 }), (share) => {
      expect(parsers.percent(formatters.ownership(String(share)))).toBe(share);
    }));
  });
});

import fc from 'fast-check';
import { AsYouType, type MetadataJson } from 'libphonenumber-js/core';
import full from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import { callingCodeMetadata, type PhoneMetadata } from '../../../scripts/vite/callingCodeMetadata';

const us = callingCodeMetadata(full as PhoneMetadata);
// The call engine/fields/formatters/formatPhone.ts makes, with either metadata.
const format = (digits: string, metadata: unknown) => new AsYouType('US', metadata as MetadataJson).input(digits);

describe('callingCodeMetadata (the phone rules the browser build ships)', () => {
  it('keeps every country of +1 and drops the rest', () => {
    expect(us.country_calling_codes).toEqual({ 1: full.country_calling_codes['1'] });
    expect(Object.keys(us.countries)).toContain('US');
    expect(Object.keys(us.countries)).toContain('CA');
    expect(Object.keys(us.countries)).not.toContain('GB');
    expect(JSON.stringify(us).length).toBeLessThan(JSON.stringify(full).length / 5);
  });

  it('formats US numbers exactly as the full metadata does', () => {
    expect(format('5551234567', us)).toBe('(555) 123-4567');
    expect(format('15551234567', us)).toBe('1 (555) 123-4567');
    fc.assert(fc.property(fc.stringMatching(/^1?[2-9]\d{2,9}$/), (digits) => format(digits, us) === format(digits, full)), { numRuns: 500 });
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeLoanApplication } from '../../../engine/api/normalizeLoanApplication';
import { normalizePrequal } from '../../../engine/api/normalizePrequal';
import { normalizeOffers } from '../../../engine/api/normalizeOffers';
import { minimalLoanApplicationBody } from './sampleBodies';

const normalisers = { normalizeLoanApplication, normalizePrequal, normalizeOffers };

describe('normalisers on arbitrary JSON', () => {
  it.each(Object.entries(normalisers))('%s never throws and always returns a result', (_name, normalise) => {
    fc.assert(fc.property(fc.jsonValue(), (raw) => {
      const result = normalise(raw);
      expect(typeof result.ok).toBe('boolean');
      if (!result.ok) expect(result.error.errors.length).toBeGreaterThan(0);
    }), { numRuns: 500 });
  });

  it('a valid loan application with arbitrary extra fields always yields every flag as a boolean', () => {
    fc.assert(fc.property(fc.dictionary(fc.string().filter((k) => !(k in minimalLoanApplicationBody) && !['__proto__'].includes(k)), fc.jsonValue()), (extra) => {
      const result = normalizeLoanApplication({ ...extra, ...minimalLoanApplicationBody });
      if (!result.ok) {
        expect(result.error.errors.every((e) => e.pointer.length > 0)).toBe(true);
        return;
      }
      for (const flag of ['pinVerified', 'phoneVerified', 'refunded', 'lockRequired', 'moreInfoRequired'] as const) {
        expect(typeof result.value[flag]).toBe('boolean');
      }
      expect(Array.isArray(result.value.dataInquiryList)).toBe(true);
    }), { numRuns: 300 });
  });
});

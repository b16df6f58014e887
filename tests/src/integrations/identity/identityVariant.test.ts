import { describe, expect, it } from 'vitest';
import { identityVariant } from '../../../../src/integrations/identity/identityVariant';
import { readInquiry } from '../../../../src/integrations/identity/readInquiry';

describe('identityVariant', () => {
  it('is ready before any inquiry, submitted after one, failed when one failed (failed wins)', () => {
    expect(identityVariant(null)).toBe('ready');
    expect(identityVariant(readInquiry({ anySubmitted: null, anyFailed: null }))).toBe('ready');
    expect(identityVariant(readInquiry({ anySubmitted: true, anyFailed: false }))).toBe('submitted');
    expect(identityVariant(readInquiry({ anySubmitted: true, anyFailed: true }))).toBe('failed');
  });
});

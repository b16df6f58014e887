import { describe, expect, it } from 'vitest';
import { canSubmit, type SubmitGate } from '../../../src/forms/canSubmit';

const open: SubmitGate = { busy: false, pageError: false, missing: [], invalid: [], zip: null, consentRequired: false, consentRecorded: false };

describe('canSubmit: section 5 Continue rules', () => {
  it('is enabled when nothing holds it back', () => expect(canSubmit(open)).toBe(true));
  it.each([
    ['while loading', { busy: true }],
    ['on an on-page error', { pageError: true }],
    ['when a required field is empty', { missing: ['firstName'] }],
    ['on any field error', { invalid: ['email'] }],
    ['while the zip is being checked', { zip: 'checking' as const }],
    ['while the zip is not checked yet', { zip: 'unchecked' as const }],
    ['when the zip is unknown', { zip: 'invalid' as const }],
    ['on the first page until consent is recorded', { consentRequired: true, consentRecorded: false }],
  ])('is disabled %s', (_what, over) => expect(canSubmit({ ...open, ...over })).toBe(false));
  it('is enabled with a checked zip and recorded consent', () => expect(canSubmit({ ...open, zip: 'valid', consentRequired: true, consentRecorded: true })).toBe(true));
});

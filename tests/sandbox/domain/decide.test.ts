import { describe, expect, it } from 'vitest';
import { decide } from '../../../sandbox/domain/decide';
import { PERSONA_TABLE } from '../../../sandbox/domain/personas';
import type { BorrowerData, PersonaName, Scenario } from '../../../sandbox/domain/types';

const now = new Date('2025-06-15T12:00:00Z');
const scenario: Scenario = { merchant: { name: 'Acme Roofing', vertical: 'HS' }, amount: 3000, inquiries: [] };
const adult: BorrowerData = { firstName: 'Ada', dob: '1990-04-02', stateCode: 'CA', annualIncomeBeforeTaxes: 60000 };
const typed = (persona: PersonaName): BorrowerData => ({ ...adult, ssn4: PERSONA_TABLE.find((r) => r.persona === persona)?.ssn4 ?? '' });
const decideFor = (persona: PersonaName, progress = {}) => decide(typed(persona), scenario, now, progress);

describe('decide: each persona as a borrower would see it', () => {
  it('approve: offers, no conditions', () => {
    expect(decideFor('approve')).toMatchObject({
      persona: 'approve', status: 'OFFER_AVAILABLE', declineReasons: [], rejectReasons: [], bankVerificationRequired: false,
      moreInfoRequired: false, emailVerificationRequired: false, lockRequired: false, balanceDecision: null, inquiries: [],
      loanLimitExceeded: false,
    });
  });

  it('conditionalBank: conditional approval that needs a bank link', () => {
    expect(decideFor('conditionalBank')).toMatchObject({ status: 'CONDITIONAL_APPROVAL', bankVerificationRequired: true, moreInfoRequired: false });
    expect(decideFor('conditionalBank', { bankLinks: 1 }).balanceDecision).toBe('ELIGIBLE');
  });

  it('conditionalBalance: the first bank linked is INELIGIBLE, a second link is ELIGIBLE', () => {
    expect(decideFor('conditionalBalance')).toMatchObject({ status: 'CONDITIONAL_APPROVAL', bankVerificationRequired: true, balanceDecision: null });
    expect(decideFor('conditionalBalance', { bankLinks: 1 }).balanceDecision).toBe('INELIGIBLE');
    expect(decideFor('conditionalBalance', { bankLinks: 2 }).balanceDecision).toBe('ELIGIBLE');
  });

  it('conditionalIdentity: more info required until the identity check passes', () => {
    expect(decideFor('conditionalIdentity')).toMatchObject({ status: 'CONDITIONAL_APPROVAL', moreInfoRequired: true, bankVerificationRequired: false });
    expect(decideFor('conditionalIdentity', { identityVerified: true }).moreInfoRequired).toBe(false);
  });

  it('emailVerification and offerLock: approved with the email check or the merchant lock', () => {
    expect(decideFor('emailVerification')).toMatchObject({ status: 'OFFER_AVAILABLE', emailVerificationRequired: true, lockRequired: false });
    expect(decideFor('offerLock')).toMatchObject({ status: 'OFFER_AVAILABLE', lockRequired: true, emailVerificationRequired: false });
  });

  it('the fixture\'s lock and email flags add the same conditions to any approval', () => {
    const flagged = decide(typed('approve'), { ...scenario, flags: { lockRequired: true, emailVerificationRequired: true } }, now);
    expect(flagged).toMatchObject({ status: 'OFFER_AVAILABLE', lockRequired: true, emailVerificationRequired: true });
  });

  it('decline: DECLINED with credit reasons (the /declined page, not /declined_max)', () => {
    const decision = decideFor('decline');
    expect(decision.status).toBe('DECLINED');
    expect(decision.declineReasons).toEqual(['LIMITED_CREDIT_EXPERIENCE', 'EXCESSIVE_OBLIGATIONS']);
    expect(decision.creditScore).toBeGreaterThanOrEqual(300);
  });

  it('declineConcurrent: DECLINED with only INELIGIBLE_FOR_ADDITIONAL_LOAN (the /declined_max page)', () => {
    expect(decideFor('declineConcurrent')).toMatchObject({ status: 'DECLINED', declineReasons: ['INELIGIBLE_FOR_ADDITIONAL_LOAN'], loanLimitExceeded: false });
  });

  it('limitExceeded: the dashboard sees loanLimitExceeded; applying anyway is declined for the loan limit', () => {
    expect(decideFor('limitExceeded')).toMatchObject({ status: 'DECLINED', declineReasons: ['INELIGIBLE_FOR_ADDITIONAL_LOAN'], loanLimitExceeded: true });
  });

  it.each<[PersonaName, string]>([
    ['rejectState', 'UNSUPPORTED_STATE'],
    ['rejectAge', 'UNDER_MINIMUM_AGE'],
    ['rejectStale', 'STALE_APPLICATION'],
  ])('%s: REJECTED with %s and nothing else asked', (persona, reason) => {
    expect(decideFor(persona)).toMatchObject({
      status: 'REJECTED', rejectReasons: [reason], declineReasons: [], inquiries: [], bankVerificationRequired: false, lockRequired: false,
    });
  });

  it('frozen: no decision while the file is frozen (unfreeze inquiry), approved once the borrower unfreezes', () => {
    expect(decideFor('frozen')).toMatchObject({ status: 'PENDING', inquiries: ['BORROWER_PROVIDED_CREDIT_FILE_UNFREEZE'] });
    expect(decideFor('frozen', { unfreezeConfirmed: true })).toMatchObject({ status: 'OFFER_AVAILABLE', inquiries: [] });
  });

  it('scenario.persona decides even when the borrower typed another selector', () => {
    expect(decide(typed('approve'), { ...scenario, persona: 'rejectStale' }, now).rejectReasons).toEqual(['STALE_APPLICATION']);
  });
});

describe('decide: careful-lender rules fire whatever the persona', () => {
  it('someone whose 18th birthday is today is an adult; one day younger is rejected UNDER_MINIMUM_AGE', () => {
    expect(decide({ ...adult, dob: '2007-06-15' }, scenario, now).status).toBe('OFFER_AVAILABLE');
    expect(decide({ ...adult, dob: '2007-06-16' }, scenario, now)).toMatchObject({ status: 'REJECTED', rejectReasons: ['UNDER_MINIMUM_AGE'] });
    expect(decide({ ...adult, dob: '2010-01-01' }, { ...scenario, persona: 'approve' }, now).status).toBe('REJECTED');
  });

  it('someone born on Feb 29 turns 18 on Mar 1 in a year without Feb 29', () => {
    expect(decide({ ...adult, dob: '2007-02-29' }, scenario, new Date('2025-02-28T12:00:00Z')).status).toBe('REJECTED');
    expect(decide({ ...adult, dob: '2007-02-29' }, scenario, new Date('2025-03-01T12:00:00Z')).status).toBe('OFFER_AVAILABLE');
  });

  it.each(['IA', 'VT', 'WV'])('a borrower in %s is rejected UNSUPPORTED_STATE', (stateCode) => {
    expect(decide({ ...adult, stateCode }, scenario, now)).toMatchObject({ status: 'REJECTED', rejectReasons: ['UNSUPPORTED_STATE'] });
  });

  it('gives every reject reason that applies, and rejection beats any persona outcome', () => {
    const both = decide({ ...adult, stateCode: 'VT', dob: '2012-01-01', ssn4: '5555' }, scenario, now);
    expect(both).toMatchObject({ status: 'REJECTED', rejectReasons: ['UNDER_MINIMUM_AGE', 'UNSUPPORTED_STATE'], declineReasons: [] });
    expect(decide({ ...adult, stateCode: 'IA' }, { ...scenario, persona: 'rejectStale' }, now).rejectReasons).toEqual(['UNSUPPORTED_STATE', 'STALE_APPLICATION']);
    expect(decide({ ...adult, stateCode: 'IA' }, { ...scenario, persona: 'rejectState' }, now).rejectReasons).toEqual(['UNSUPPORTED_STATE']);
  });

  it('an income under $10,000 that slips past the form is DECLINED, even for an approving persona', () => {
    expect(decide({ ...adult, annualIncomeBeforeTaxes: 9999 }, scenario, now)).toMatchObject({ status: 'DECLINED', declineReasons: ['INSUFFICIENT_INCOME'] });
    expect(decide({ ...adult, annualIncomeBeforeTaxes: 10000 }, scenario, now).status).toBe('OFFER_AVAILABLE');
    // Adding a reason takes a concurrent-loan decline off the /declined_max page, as it should.
    expect(decide({ ...typed('declineConcurrent'), annualIncomeBeforeTaxes: 5000 }, scenario, now).declineReasons)
      .toEqual(['INELIGIBLE_FOR_ADDITIONAL_LOAN', 'INSUFFICIENT_INCOME']);
  });

  it('does not judge what the borrower has not typed yet', () => {
    expect(decide({}, scenario, now).status).toBe('OFFER_AVAILABLE');
  });
});

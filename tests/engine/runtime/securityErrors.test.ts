// The sandbox's guess-limit and returning-login answers, classified by the shipped flows/errors.yaml and routed by
// the shipped borrower flow: what the borrower sees (issue 12, point 2).
import { describe, expect, it } from 'vitest';
import { classifyError } from '../../../engine/api/classifyError';
import { dispatch } from '../../../engine/runtime/dispatch';
import { err } from '../../../engine/Result';
import { TODAY, borrowerFlow, loan } from '../../support/flows';
import { fakeDeps } from '../../support/fakeDeps';
import { loadRepoErrorRules } from '../api/loadRepoErrorRules';

const rules = loadRepoErrorRules();
const ctx = { today: TODAY };
const failWith = (message: string) => fakeDeps(() => err({ ...classifyError(message, rules), message }));

describe('security answers in the borrower app', () => {
  it('a signing lockout (5 wrong ssn4s) goes to /account_locked, not to an ssn4 field error', async () => {
    const { deps } = failWith('Too many wrong ssn4 tries: lockout for 60 minutes. Try again later.');
    const state = loan({ status: 'OFFER_AVAILABLE', selectedLoanOfferStatus: 'SELECTED', selectedLoanOfferId: 'o1' });
    const r = await dispatch(borrowerFlow, deps, { screen: 'review_plan', event: 'sign', state, ctx, input: { ssn4: '9999', reviewed: true, offerId: 'o1' } });
    expect(r.decision?.path).toBe('/account_locked');
  });

  it('one number too many for the link goes to /account_locked from the phone page', async () => {
    const { deps } = failWith('Too many different phone numbers for this link: lockout for 42 minutes. Try again later.');
    const r = await dispatch(borrowerFlow, deps, { screen: 'phone', event: 'submit', state: loan(), ctx, input: { phone: '+15555550004' } });
    expect(r.decision?.path).toBe('/account_locked');
  });

  it('a returning login with another number stays on /phone_return with the error under the phone field', async () => {
    const { deps } = failWith('Mobile number does not match the number on file: a returning borrower verifies the phone we already have');
    const r = await dispatch(borrowerFlow, deps, { screen: 'phone_return', event: 'submit', state: loan(), ctx, input: { phone: '+15555559999' } });
    expect(r.decision).toMatchObject({ stay: true, error: { kind: 'field', field: 'phone', code: 'phoneNotOnFile' } });
  });
});

import { describe, expect, it } from 'vitest';
import { loanActions } from '../../../engine/actions/loanActions';
import { ok } from '../../../engine/Result';
import { fakeDeps } from '../../support/fakeDeps';
import { loan } from '../../support/flows';

// Spec section 8's local messages name what is missing: the application ("Loan application not specified to link
// bank") or the offer ("offer not specified"). Neither calls the lender.
const link = (state: ReturnType<typeof loan>) => {
  const { deps, calls } = fakeDeps(() => ok({}));
  return { calls, result: loanActions.linkBank(deps, { state, input: { plaidToken: 'public-token', accounts: [] } } as never) };
};

describe('linkBank without what it needs', () => {
  it('says the loan application is missing when there is none', async () => {
    const { calls, result } = link(loan({ loanApplicationId: '', selectedLoanOfferId: 'o1' }));
    expect(await result).toEqual({ ok: false, error: { kind: 'general', code: 'loanApplicationNotSpecifiedForBankLink' } });
    expect(calls).toEqual([]);
  });

  it('says the offer is missing when the application has no selected offer', async () => {
    const { calls, result } = link(loan({ loanApplicationId: 'la1', selectedLoanOfferId: null }));
    expect(await result).toEqual({ ok: false, error: { kind: 'general', code: 'offerNotSpecified' } });
    expect(calls).toEqual([]);
  });
});

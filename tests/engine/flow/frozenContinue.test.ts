import { describe, expect, it } from 'vitest';
import { ok } from '../../../engine/Result';
import { dispatch } from '../../../engine/runtime/dispatch';
import { fakeDeps } from '../../support/fakeDeps';
import { TODAY, ask, borrowerFlow, loan, prequal, prequalFlow } from '../../support/flows';

const ctx = { today: TODAY };

describe("the frozen pages' I'VE UNFROZEN MY CREDIT button", () => {
  it('/frozen submits the application again and follows the new status', async () => {
    const { deps, calls } = fakeDeps(() => ok({ ...loan(), status: 'OFFER_AVAILABLE' }));
    const state = loan({ dataInquiryList: ask('BORROWER_PROVIDED_CREDIT_FILE_UNFREEZE') });
    const r = await dispatch(borrowerFlow, deps, { screen: 'frozen', event: 'continue', state, ctx });
    expect(calls).toEqual([expect.objectContaining({ method: 'PATCH', path: 'loanapplications/la-1234567890', body: { applicationSubmitted: true } })]);
    expect(r.decision?.path).toBe('/choose_plan');
  });

  it('/frozen stays while the lender still asks for the unfreeze', async () => {
    const still = { ...loan(), dataInquiryList: ask('BORROWER_PROVIDED_CREDIT_FILE_UNFREEZE') };
    const { deps } = fakeDeps(() => ok(still));
    const r = await dispatch(borrowerFlow, deps, { screen: 'frozen', event: 'continue', state: loan(still), ctx });
    expect(r.decision?.path).toBe('/frozen');
  });

  it('/prequal_frozen sends an empty patch and goes to the offers once prequalified', async () => {
    const { deps, calls } = fakeDeps(() => ok({ ...prequal(), status: 'OFFER_AVAILABLE', prequalStatus: 'PREQUALIFIED' }));
    const state = prequal({ dataInquiryList: ask('BORROWER_PROVIDED_CREDIT_FILE_UNFREEZE') });
    const r = await dispatch(prequalFlow, deps, { screen: 'prequal_frozen', event: 'continue', state, ctx });
    expect(calls).toEqual([expect.objectContaining({ method: 'PATCH', path: 'prequals/pq-1', body: {} })]);
    expect(r.decision?.path).toBe('/prequal_offers');
  });
});

import { describe, expect, it } from 'vitest';
import { decided, linkBank, selectFirstPlan } from './flowHelpers';
import { makeHarness } from './sandboxHarness';

// The lender's decision for /link_bank's two faces (sandbox/README.md): a bank linked where no verification is needed
// was linked on "Set up automatic payments", so automatic payments are on; under verification the borrower still
// decides on /autopay_confirm.
describe('a bank linked on the autopay page', () => {
  it('turns automatic payments on when the lender needs no bank verification', async () => {
    const h = await makeHarness();
    const { token, id } = await decided(h, 'happy-path');
    const offerId = await selectFirstPlan(h, token, id);
    const linked = await linkBank(h, token, id, offerId);
    expect(linked.body).toMatchObject({ status: 'ACCOUNT_LINKED', autoPaymentsDecision: 'ENABLED' });
    await h.app.close();
  });

  it('leaves the choice to the borrower when the bank is linked for verification', async () => {
    const h = await makeHarness();
    const { token, id } = await decided(h, 'happy-path', '2222');
    const offerId = await selectFirstPlan(h, token, id);
    const linked = await linkBank(h, token, id, offerId);
    const done = linked.status === 202 ? (await h.advance(5000), (await h.call('GET', `/api/jobs/${linked.body.jobId}`, { token })).body) : linked.body;
    expect(done).toMatchObject({ status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', autoPaymentsDecision: null });
    await h.app.close();
  });
});

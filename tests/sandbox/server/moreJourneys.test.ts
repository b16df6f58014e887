import { describe, expect, it } from 'vitest';
import { decided, linkBank, selectFirstPlan, sign } from './flowHelpers';
import { makeHarness } from './sandboxHarness';

describe('sandbox conditions before confirmation', () => {
  it('asks an emailVerification borrower to confirm the email before a YES, and checks the completion date', async () => {
    const h = await makeHarness();
    const { token, id } = await decided(h, 'email-verification', '3333');
    const offerId = await selectFirstPlan(h, token, id);
    await h.call('POST', `/api/loanapplications/${id}/autopay`, { token, body: { offerId, autoPaymentsDecision: 'DISABLED' } });
    expect((await sign(h, token, id, offerId, '3333')).body.emailVerificationRequired).toBe(true);
    const early = await h.call('POST', `/api/loanapplications/${id}/confirmation`, { token, body: { answer: 'YES' }, headers: { 'idempotency-key': 'email-yes-0001' } });
    expect(early.status).toBe(409);
    const mismatch = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { verifiedEmail: 'someone@example.com' } });
    expect(mismatch.status).toBe(400);
    const verified = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { verifiedEmail: 'ADA@example.com' } });
    expect(verified.body.emailVerificationRequired).toBe(false);
    const past = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { serviceCompletionProvidedByBorrower: '2001-01-01' } });
    expect(past.body.errorMessage).toContain('in the past');
    const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    expect((await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { serviceCompletionProvidedByBorrower: soon } })).body.serviceCompletionDate).toBe(soon);
    const yes = await h.call('POST', `/api/loanapplications/${id}/confirmation`, { token, body: { answer: 'YES' }, headers: { 'idempotency-key': 'email-yes-0002' } });
    expect(yes.body.newStatus).toBe('OFFER_CONVERTED');
    await h.app.close();
  });

  it('requires a bank for conditionalBank before signing and refuses to skip it', async () => {
    const h = await makeHarness();
    const { token, id } = await decided(h, 'happy-path', '2222');
    const offerId = await selectFirstPlan(h, token, id);
    expect((await h.call('POST', `/api/loanapplications/${id}/autopay`, { token, body: { offerId, autoPaymentsDecision: 'DISABLED' } })).status).toBe(409);
    expect((await sign(h, token, id, offerId, '2222')).body.errorMessage).toContain('Bank verification is required');
    await linkBank(h, token, id, offerId);
    const signed = await sign(h, token, id, offerId, '2222');
    expect(signed.body.status).toBe('DOCUMENTS_SIGNED');
    await h.app.close();
  });

  it('marks an application stale on lastAccessedOn (the /timeout page), which then reads as expired', async () => {
    const h = await makeHarness();
    const { token, id } = await h.open(await h.link('happy-path'));
    const stale = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { lastAccessedOn: new Date().toISOString() } });
    expect(stale.body).toMatchObject({ status: 'REJECTED', rejectReasonsList: ['STALE_PENDING_APPLICATION'] });
    await h.app.close();
  });
});

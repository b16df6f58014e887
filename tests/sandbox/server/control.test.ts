import { describe, expect, it } from 'vitest';
import { controlEnabledByEnv } from '../../../sandbox/server/buildServer';
import { decided, linkBank, selectFirstPlan, sign } from './flowHelpers';
import { makeHarness } from './sandboxHarness';

describe('sandbox control API', () => {
  it('is on with SANDBOX_CONTROL=1 or outside production, and absent (404) when turned off', async () => {
    expect(controlEnabledByEnv({ NODE_ENV: 'production' })).toBe(false);
    expect(controlEnabledByEnv({ NODE_ENV: 'production', SANDBOX_CONTROL: '1' })).toBe(true);
    expect(controlEnabledByEnv({ NODE_ENV: 'development' })).toBe(true);
    const h = await makeHarness({ control: false });
    expect((await h.call('POST', '/api/__sandbox/clock', { body: { advanceMs: 1 } })).status).toBe(404);
    expect((await h.call('GET', '/api/__sandbox/outbox')).status).toBe(404);
    await h.app.close();
  });

  it('acts as the merchant: refund and cancel with a reason; and lets an application expire', async () => {
    const h = await makeHarness();
    const { token, id } = await decided(h, 'happy-path');
    const offerId = await selectFirstPlan(h, token, id);
    const merchant = (loan: string, body: unknown) => h.call('POST', `/api/__sandbox/loanapplications/${loan}/merchant`, { body });
    expect((await merchant(id, { action: 'refund' })).status).toBe(409);
    await linkBank(h, token, id, offerId);
    await sign(h, token, id, offerId);
    await h.call('POST', `/api/loanapplications/${id}/confirmation`, { token, body: { answer: 'YES' }, headers: { 'idempotency-key': 'control-yes-001' } });
    const refunded = await merchant(id, { action: 'refund', amount: 100 });
    expect(refunded.body.loanApplication).toMatchObject({ refunded: true, totalRefundAmount: 100 });

    const other = await decided(h, 'happy-path');
    const canceled = await merchant(other.id, { action: 'cancel', reason: 'MERCHANT_OPT_OUT' });
    expect(canceled.body.loanApplication).toMatchObject({ status: 'CANCELED', cancelReasonsList: ['MERCHANT_OPT_OUT'] });

    const third = await h.open(await h.link('happy-path'));
    await merchant(third.id, { action: 'expire' });
    const expired = await h.call('GET', `/api/loanapplications/${third.id}`, { token: third.token });
    expect(expired.body).toMatchObject({ status: 'EXPIRED', initExpired: true });
    expect((await merchant(third.id, { action: 'dance' })).status).toBe(400);
    await h.app.close();
  });

  it('expires applications by the sandbox clock and reports the clock', async () => {
    const h = await makeHarness();
    const { token, id } = await h.open(await h.link('happy-path'));
    const clock = await h.call('POST', '/api/__sandbox/clock', { body: { advanceMs: 31 * 86_400_000 } });
    expect(clock.body.offsetMs).toBe(31 * 86_400_000);
    const fresh = await h.open('demo-happy');
    expect(fresh.body.status).toBe('EXPIRED');
    expect((await h.call('GET', `/api/loanapplications/${id}`, { token })).body.errorMessage).toBe('Token has expired');
    await h.call('POST', '/api/__sandbox/clock', { body: { reset: true } });
    expect(h.clock.offsetMs()).toBe(0);
    await h.app.close();
  });

  it('creates links from a scenario in the body, and refuses an invalid one naming the field', async () => {
    const h = await makeHarness();
    const made = await h.call('POST', '/api/__sandbox/links', { body: { token: 'qa-case-1', scenario: { merchant: { name: 'QA', vertical: 'LG' }, amount: 900, inquiries: ['ZIP'] } } });
    expect(made.status).toBe(201);
    expect((await h.open('qa-case-1')).body).toMatchObject({ vertical: 'LG', transactionAmount: 900 });
    const dup = await h.call('POST', '/api/__sandbox/links', { body: { token: 'qa-case-1', scenario: { merchant: { name: 'QA', vertical: 'LG' }, amount: 900, inquiries: [] } } });
    expect(dup.status).toBe(409);
    const bad = await h.call('POST', '/api/__sandbox/links', { body: { scenario: { merchant: { name: 'QA', vertical: 'XX' }, amount: 900, inquiries: [] } } });
    expect([bad.status, bad.body.errorMessage]).toEqual([400, expect.stringContaining('/scenario/merchant/vertical')]);
    await h.app.close();
  });
});

import { describe, expect, it } from 'vitest';
import { linkBank, decided, selectFirstPlan, sign } from './flowHelpers';
import { makeHarness } from './sandboxHarness';

describe('sandbox idempotency (Idempotency-Key on confirmation and offer lock)', () => {
  it('repeats the first confirmation answer for the same key, with no second effect, and refuses another body (422)', async () => {
    const h = await makeHarness();
    const { token, id } = await decided(h, 'happy-path');
    const offerId = await selectFirstPlan(h, token, id);
    await linkBank(h, token, id, offerId);
    await sign(h, token, id, offerId);
    const key = { 'idempotency-key': 'confirm-key-123456' };
    const first = await h.call('POST', `/api/loanapplications/${id}/confirmation`, { token, body: { answer: 'YES' }, headers: key });
    expect(first.body.newStatus).toBe('OFFER_CONVERTED');
    const before = h.repo.loans.byId(id);
    const repeat = await h.call('POST', `/api/loanapplications/${id}/confirmation`, { token, body: { answer: 'YES' }, headers: key });
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(h.repo.loans.byId(id)).toEqual(before);
    const other = await h.call('POST', `/api/loanapplications/${id}/confirmation`, { token, body: { answer: 'NO' }, headers: key });
    expect(other.status).toBe(422);
    const newKey = await h.call('POST', `/api/loanapplications/${id}/confirmation`, { token, body: { answer: 'YES' }, headers: { 'idempotency-key': 'confirm-key-654321' } });
    expect([newKey.status, newKey.body.errorMessage]).toEqual([409, 'The purchase is already confirmed']);
    const missing = await h.call('POST', `/api/loanapplications/${id}/confirmation`, { token, body: { answer: 'YES' } });
    expect(missing.status).toBe(400);
    await h.app.close();
  });

  it('locks an offer once per key; the merchant then confirms or declines through the control API', async () => {
    const h = await makeHarness();
    const { token, id, answer } = await decided(h, 'offer-lock');
    expect(answer.body.lockRequired).toBe(true);
    const offerId = await selectFirstPlan(h, token, id);
    const early = await sign(h, token, id, offerId);
    expect(early.status).toBe(409);
    const key = { 'idempotency-key': 'lock-key-0000001' };
    const locked = await h.call('POST', `/api/loanapplications/${id}/offers/${offerId}/lock`, { token, headers: key });
    expect(locked.status).toBe(200);
    const repeat = await h.call('POST', `/api/loanapplications/${id}/offers/${offerId}/lock`, { token, headers: key });
    expect(repeat.body).toEqual(locked.body);
    const changed = await h.call('POST', `/api/loanapplications/${id}/offers/${offerId}/lock`, { token, headers: key, body: { extra: 1 } });
    expect(changed.status).toBe(400);
    const declined = await h.call('POST', `/api/__sandbox/loanapplications/${id}/merchant`, { body: { action: 'declineLock' } });
    expect(declined.body.loanApplication.offerLock).toEqual({ declined: true, expired: false });
    await h.app.close();
  });
});

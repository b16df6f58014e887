import { describe, expect, it } from 'vitest';
import { borrower, makeHarness } from './sandboxHarness';
import { linkBank, selectFirstPlan } from './flowHelpers';

describe('sandbox async jobs (202 + jobId, polled on GET /jobs/{id})', () => {
  it('answers a decision with 202 + jobId and keeps answering 202 until the scenario delay has passed', async () => {
    const h = await makeHarness();
    const started = await h.call('POST', '/api/__sandbox/links', {
      body: { scenario: { merchant: { name: 'Slow Co', vertical: 'HS' }, amount: 1200, inquiries: ['FIRST_NAME', 'SSN4'], delays: { decision: 5000 } } },
    });
    const { token, id } = await h.open(started.body.token);
    const patched = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { firstName: 'Ada', ssn4: '1111' } });
    expect(patched.status).toBe(202);
    const jobId = patched.body.jobId as string;
    expect(patched.body).toEqual({ jobId, status: 'PENDING' });
    expect((await h.call('GET', `/api/jobs/${jobId}`, { token })).status).toBe(202);
    const reading = await h.call('GET', `/api/loanapplications/${id}`, { token });
    expect([reading.status, reading.body.jobId]).toEqual([202, jobId]);
    const busy = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { firstName: 'Ada' } });
    expect(busy.status).toBe(409);
    await h.advance(5000);
    const done = await h.call('GET', `/api/jobs/${jobId}`, { token });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ loanApplicationId: id, status: 'OFFER_AVAILABLE' });
    const again = await h.call('GET', `/api/jobs/${jobId}`, { token });
    expect(again.body.status).toBe('OFFER_AVAILABLE');
    const other = await h.open(await h.link('happy-path'));
    expect((await h.call('GET', `/api/jobs/${jobId}`, { token: other.token })).status).toBe(403);
    expect((await h.call('GET', '/api/jobs/job-nope', { token })).status).toBe(404);
    await h.app.close();
  });

  it('runs the bank link as a job when the scenario has a bank-link delay', async () => {
    const h = await makeHarness();
    const { token, id } = await h.open(await h.link('conditional-bank'));
    await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: borrower() });
    const offerId = await selectFirstPlan(h, token, id);
    const linking = await linkBank(h, token, id, offerId);
    expect(linking.status).toBe(202);
    await h.advance(2000);
    const done = await h.call('GET', `/api/jobs/${linking.body.jobId}`, { token });
    expect(done.body).toMatchObject({ status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', balanceDecision: 'ELIGIBLE' });
    await h.app.close();
  });

  it('answers 202 when the client asks for async work (async: true) even without a delay', async () => {
    const h = await makeHarness();
    const { token, id } = await h.open(await h.link('happy-path'));
    const patched = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { ...borrower(), async: true } });
    expect(patched.status).toBe(202);
    expect((await h.call('GET', `/api/jobs/${patched.body.jobId}`, { token })).body.status).toBe('OFFER_AVAILABLE');
    await h.app.close();
  });
});

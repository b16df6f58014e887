// Attacks on the Idempotency-Key layer every mutating contract call passes through (registerContractRoutes):
// retries, changed bodies, races, keys reused on another application or by another visitor, malformed keys.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { contractOperations } from '../../../sandbox/server/contractOperations';
import { STANDIN_OPERATIONS } from '../../../sandbox/server/registerContractRoutes';
import { linkBank, decided, selectFirstPlan, sign } from './flowHelpers';
import { borrower, makeHarness, type Answer, type Harness } from './sandboxHarness';

// Session checks that take a real moment (like a call to a lender would), switched on by the race tests: without
// it every in-process request runs to its end before the next one starts, and no race could happen.
const slow = vi.hoisted(() => ({ on: false }));
vi.mock('../../../sandbox/server/createSessions', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../sandbox/server/createSessions')>();
  const pause = () => (slow.on ? new Promise((resolve) => setTimeout(resolve, 2)) : Promise.resolve());
  return {
    ...real,
    createSessions: (...args: Parameters<typeof real.createSessions>) => {
      const sessions = real.createSessions(...args);
      return {
        issue: async (...a: Parameters<typeof sessions.issue>) => { await pause(); return sessions.issue(...a); },
        verify: async (...a: Parameters<typeof sessions.verify>) => { await pause(); return sessions.verify(...a); },
      };
    },
  };
});

const keyed = (key: string) => ({ 'idempotency-key': key });
const count = (h: Harness, sql: string, ...args: unknown[]): number => (h.repo.db.prepare(sql).get(...args) as { n: number }).n;
const decisionJobs = (h: Harness, id: string): number => count(h, "SELECT COUNT(*) AS n FROM jobs WHERE owner = ? AND kind = 'decision'", id);
const codesTexted = (h: Harness, phone: string): number => count(h, 'SELECT COUNT(*) AS n FROM sms_codes WHERE phone = ?', phone);

/** A second answer that repeats the first: same status and body, marked replayed, with a refreshed session. */
function expectReplay(first: Answer, repeat: Answer): void {
  expect(first.headers['idempotent-replayed']).toBeUndefined();
  expect([repeat.status, repeat.body, repeat.headers['idempotent-replayed']]).toEqual([first.status, first.body, 'true']);
}

/** A fresh application of a fixture, opened: its id and session. */
async function opened(h: Harness, fixture = 'happy-path') {
  return h.open(await h.link(fixture));
}

describe('sandbox idempotency (Idempotency-Key on every mutating contract call)', () => {
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

  it('the contract declares the key on every mutating call the sandbox serves, required on lock and confirmation only', () => {
    const mutating = contractOperations().filter((op) => op.method !== 'GET' && !STANDIN_OPERATIONS.has(op.operationId));
    expect(mutating.length).toBeGreaterThanOrEqual(13);
    const required = mutating.filter((op) => op.idempotencyKey === 'required').map((op) => op.operationId).sort();
    expect(required).toEqual(['confirmPurchase', 'lockLoanOffer']);
    expect(mutating.filter((op) => op.idempotencyKey === 'absent').map((op) => op.operationId)).toEqual([]);
  });

  it('repeats the APPLY submit for the same key: one decision, identical answers, a refreshed session on the repeat', async () => {
    const h = await makeHarness();
    const { token, id } = await opened(h);
    const key = keyed(randomUUID());
    const first = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: borrower(), headers: key });
    expect(first.body.status).toBe('OFFER_AVAILABLE');
    const before = h.repo.loans.byId(id);
    const repeat = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: borrower(), headers: key });
    expectReplay(first, repeat);
    expect(h.repo.loans.byId(id)).toEqual(before);
    expect(repeat.token).toBeDefined();
    expect((await h.call('GET', `/api/loanapplications/${id}/offers`, { token: repeat.token as string })).status).toBe(200);

    const asyncApp = await opened(h);
    const asyncKey = keyed(randomUUID());
    const job = await h.call('PATCH', `/api/loanapplications/${asyncApp.id}`, { token: asyncApp.token, body: { ...borrower(), async: true }, headers: asyncKey });
    expect(job.status).toBe(202);
    expectReplay(job, await h.call('PATCH', `/api/loanapplications/${asyncApp.id}`, { token: asyncApp.token, body: { ...borrower(), async: true }, headers: asyncKey }));
    expect(decisionJobs(h, asyncApp.id)).toBe(1);
    await h.app.close();
  });

  it('repeats select, bank link, autopay, sign, delivery, checkbox, zip and documents for the same key, each done once', async () => {
    const h = await makeHarness();
    const { token, id } = await decided(h, 'happy-path');
    const offers = await h.call('GET', `/api/loanapplications/${id}/offers`, { token });
    const { id: offerId, truthInLendingID } = offers.body.loanOfferDetailsList[0] as { id: string; truthInLendingID: string };
    const twice = async (method: 'POST' | 'PATCH', url: string, body: unknown, session = token) => {
      const headers = keyed(randomUUID());
      const first = await h.call(method, url, { token: session, body, headers });
      expect(first.status, `${method} ${url}`).toBeLessThan(300);
      const repeat = await h.call(method, url, { token: session, body, headers });
      expectReplay(first, repeat);
      return first;
    };
    await twice('PATCH', `/api/loanapplications/${id}/offers/${offerId}`, { status: 'SELECTED' });
    const link = await h.call('POST', '/api/borrowerlinktoken', { token, body: { loanApplicationId: id, plaidProducts: ['AUTH'] } });
    const widget = await h.app.inject({ method: 'POST', url: '/api/standins/plaid/public-token', payload: { linkToken: link.body.linkToken, institutionId: 'ins_sandbox_bank', accountIds: ['acc_sandbox_checking'] } });
    const linked = await twice('POST', `/api/loanapplications/${id}/paymentaccounts`, {
      plaidToken: widget.json().publicToken, offerId, accounts: [{ id: 'acc_sandbox_checking', mask: '0000' }], institution: { id: 'ins_sandbox_bank', name: 'Sandbox Bank' },
    });
    expect(linked.body.status).toBe('ACCOUNT_LINKED');
    await twice('POST', `/api/loanapplications/${id}/autopay`, { offerId, autoPaymentsDecision: 'ENABLED' });
    const signed = await twice('PATCH', `/api/loanapplications/${id}/offers/${offerId}`, {
      status: 'TILA_ACCEPTED', ssn4: '1111', truthInLendingDisclosureAccepted: true, loanAgreementAccepted: true,
    });
    expect(signed.body.status).toBe('DOCUMENTS_SIGNED');
    const outboxBefore = h.repo.outbox.list().length;
    const delivered = await twice('POST', `/api/loanapplications/${id}/documents/${truthInLendingID}/delivery`, { recipient: 'ada@example.com' });
    expect(delivered.status).toBe(204);
    expect(h.repo.outbox.list().length).toBe(outboxBefore + 1);
    await twice('POST', '/api/checkbox', { loanID: id, checkboxOrigin: 'ALMOST_DONE_PAGE', selectionType: 'CHECKED', timestamp: 1_700_000_000_000 });
    expect(h.repo.checkboxes.list(id)).toHaveLength(1);
    await twice('POST', '/api/zip', { zip: '94105' });
    const declined = await decided(h, 'happy-path', '5555');
    const docs = { entityId: declined.answer.body.documentsEntityId, documentNames: ['adverseAction'] };
    await twice('POST', `/api/loanapplications/${declined.id}/documentscontent`, docs, declined.token);
    await h.app.close();
  });

  it('repeats prequal submit and patch for the same key: one code texted, one decision', async () => {
    const h = await makeHarness();
    const phone = '+15555550142';
    const first = await h.call('GET', '/api/prequals/demo-signup/p-idem');
    const applicationId = first.body.applicationId as string;
    let token = first.token as string;
    const sendKey = keyed(randomUUID());
    const send = { escalateAuthentication: true, mobileNumber: phone };
    const sent = await h.call('POST', '/api/prequals/demo-signup/p-idem', { token, body: send, headers: sendKey });
    expectReplay(sent, await h.call('POST', '/api/prequals/demo-signup/p-idem', { token, body: send, headers: sendKey }));
    expect(codesTexted(h, phone)).toBe(1);
    const verified = await h.call('POST', '/api/prequals/demo-signup/p-idem', { token, body: { authPin: await h.latestCode(phone) }, headers: keyed(randomUUID()) });
    token = verified.token as string;
    const personal = { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', dob: '1985-01-02', annualIncomeBeforeTaxes: '90000', ssn4: '1111' };
    const personalKey = keyed(randomUUID());
    const stored = await h.call('PATCH', `/api/prequals/${applicationId}`, { token, body: personal, headers: personalKey });
    expectReplay(stored, await h.call('PATCH', `/api/prequals/${applicationId}`, { token, body: personal, headers: personalKey }));
    const addressKey = keyed(randomUUID());
    const address = { streetAddress1: '1 Main St', city: 'Austin', zip: '78701' };
    const decision = await h.call('PATCH', `/api/prequals/${applicationId}`, { token, body: address, headers: addressKey });
    expect(decision.body.status).toBe('OFFER_AVAILABLE');
    const before = h.repo.prequals.byId(applicationId);
    const again = await h.call('PATCH', `/api/prequals/${applicationId}`, { token, body: address, headers: addressKey });
    expectReplay(decision, again);
    expect(h.repo.prequals.byId(applicationId)).toEqual(before);
    expect(again.token).toBeDefined();
    await h.app.close();
  });

  it('refuses the same key with another body, or on another call, with a 422 naming the key', async () => {
    const h = await makeHarness();
    const { token, id } = await decided(h, 'happy-path');
    const offers = await h.call('GET', `/api/loanapplications/${id}/offers`, { token });
    const [planA, planB] = (offers.body.loanOfferDetailsList as { id: string }[]).map((offer) => offer.id);
    const key = randomUUID();
    const selected = await h.call('PATCH', `/api/loanapplications/${id}/offers/${planA}`, { token, body: { status: 'SELECTED' }, headers: keyed(key) });
    expect(selected.status).toBe(200);
    const otherPlan = await h.call('PATCH', `/api/loanapplications/${id}/offers/${planB}`, { token, body: { status: 'SELECTED' }, headers: keyed(key) });
    const otherCall = await h.call('POST', `/api/loanapplications/${id}/autopay`, { token, body: { offerId: planA, autoPaymentsDecision: 'DISABLED' }, headers: keyed(key) });
    const otherBody = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { verifiedEmail: 'ada@example.com' }, headers: keyed(key) });
    for (const refused of [otherPlan, otherCall, otherBody]) {
      expect(refused.status).toBe(422);
      expect(refused.body.errorMessage).toBe(`Idempotency-Key ${key} was already used with a different request`);
    }
    expect(h.repo.loans.byId(id)?.selectedOfferId).toBe(planA);

    const signup = await h.call('GET', '/api/prequals/demo-signup/p-422');
    const prequalKey = randomUUID();
    const consent = {};
    const submitted = await h.call('POST', '/api/prequals/demo-signup/p-422', { token: signup.token as string, body: consent, headers: keyed(prequalKey) });
    expect(submitted.status).toBe(200);
    const samePrequalOtherCall = await h.call('PATCH', `/api/prequals/${signup.body.applicationId}`, { token: submitted.token as string, body: consent, headers: keyed(prequalKey) });
    expect([samePrequalOtherCall.status, samePrequalOtherCall.body.errorMessage]).toEqual([422, `Idempotency-Key ${prequalKey} was already used with a different request`]);
    await h.app.close();
  });

  it('ten concurrent identical requests with one key make one effect and ten equal answers', async () => {
    const h = await makeHarness();
    const { token, id } = await opened(h);
    const key = keyed(randomUUID());
    const body = { ...borrower(), async: true };
    slow.on = true;
    const answers = await Promise.all(Array.from({ length: 10 }, () => h.call('PATCH', `/api/loanapplications/${id}`, { token, body, headers: key })));
    expect(answers.map((a) => [a.status, a.body])).toEqual(answers.map(() => [202, answers[0]?.body]));
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(decisionJobs(h, id)).toBe(1);

    const { token: done, id: decidedId } = await decided(h, 'happy-path');
    const event = { loanID: decidedId, checkboxOrigin: 'ALMOST_DONE_PAGE', selectionType: 'CHECKED', timestamp: 1_700_000_000_000 };
    const boxKey = keyed(randomUUID());
    const ticks = await Promise.all(Array.from({ length: 10 }, () => h.call('POST', '/api/checkbox', { token: done, body: event, headers: boxKey })));
    expect(ticks.map((a) => a.status)).toEqual(ticks.map(() => 204));
    expect(h.repo.checkboxes.list(decidedId)).toHaveLength(1);
    slow.on = false;
    await h.app.close();
  });

  it('concurrent requests with one key but different bodies: one runs, the others are 422', async () => {
    const h = await makeHarness();
    const phone = '+15555550143';
    const { token } = await h.call('GET', '/api/prequals/demo-signup/p-race').then((a) => ({ token: a.token as string }));
    const key = randomUUID();
    slow.on = true;
    const answers = await Promise.all(['+15555550143', '+15555550144', '+15555550145'].map((mobileNumber) =>
      h.call('POST', '/api/prequals/demo-signup/p-race', { token, body: { escalateAuthentication: true, mobileNumber }, headers: keyed(key) })));
    slow.on = false;
    expect(answers.map((a) => a.status)).toEqual([200, 422, 422]);
    expect(codesTexted(h, phone) + codesTexted(h, '+15555550144') + codesTexted(h, '+15555550145')).toBe(1);
    await h.app.close();
  });

  it('a key reused on another application is a new action there, never the first application\'s answer', async () => {
    const h = await makeHarness();
    const a = await opened(h);
    const b = await opened(h);
    const key = keyed(randomUUID());
    const body = { ...borrower(), async: true };
    const jobA = await h.call('PATCH', `/api/loanapplications/${a.id}`, { token: a.token, body, headers: key });
    const jobB = await h.call('PATCH', `/api/loanapplications/${b.id}`, { token: b.token, body, headers: key });
    expect([jobA.status, jobB.status]).toEqual([202, 202]);
    expect(jobB.headers['idempotent-replayed']).toBeUndefined();
    expect(jobB.body.jobId).not.toBe(jobA.body.jobId);
    expect([decisionJobs(h, a.id), decisionJobs(h, b.id)]).toEqual([1, 1]);
    const stranger = await h.call('PATCH', `/api/loanapplications/${a.id}`, { token: b.token, body, headers: key });
    expect([stranger.status, stranger.body.errorMessage]).toEqual([403, 'Forbidden: this session belongs to another application']);
    await h.app.close();
  });

  it('a new login on the link that has not typed the code is never shown an answer stored after the code', async () => {
    const h = await makeHarness();
    const phone = '+15555550177';
    const link = await h.link('phone-first');
    const borrowerSession = await h.open(link);
    const sent = await h.call('PATCH', `/api/loanapplications/${borrowerSession.id}`, { token: borrowerSession.token, body: { escalateAuthentication: true, mobileNumber: phone } });
    const verified = await h.call('PATCH', `/api/loanapplications/${borrowerSession.id}`, { token: sent.token as string, body: { authPin: await h.latestCode(phone) } });
    const key = keyed(randomUUID());
    const data = { firstName: 'Ada', lastName: 'Lovelace' };
    const stored = await h.call('PATCH', `/api/loanapplications/${borrowerSession.id}`, { token: verified.token as string, body: data, headers: key });
    expect(JSON.stringify(stored.body)).toContain('Lovelace');
    const stranger = await h.open(link);
    const replay = await h.call('PATCH', `/api/loanapplications/${borrowerSession.id}`, { token: stranger.token, body: data, headers: key });
    expect([replay.status, replay.body.errorMessage]).toEqual([403, 'Verify your phone number first']);
    expect(JSON.stringify(replay.body)).not.toContain('Lovelace');
    await h.app.close();
  });

  it('refuses a malformed key with a 400 naming Idempotency-Key, and does nothing', async () => {
    const h = await makeHarness();
    const { token, id } = await opened(h);
    const bad = ['1234567', 'k'.repeat(129), 'bad\u0001key-with-control', 'bad\u007fkey-with-delete', 'clé-non-ascii-1'];
    for (const key of bad) {
      const answer = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: borrower(), headers: keyed(key) });
      expect([answer.status, answer.body.errorMessage], JSON.stringify(key)).toEqual([400, expect.stringContaining('Idempotency-Key header')]);
    }
    expect(h.repo.loans.byId(id)?.status).toBe('PENDING');
    const shortest = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { verifiedEmail: 'ada@example.com' }, headers: keyed('12345678') });
    const longest = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: borrower(), headers: keyed('k'.repeat(128)) });
    expect([shortest.status, longest.status]).toEqual([200, 200]);
    const missing = await h.call('POST', `/api/loanapplications/${id}/offers/plan/lock`, { token });
    expect([missing.status, missing.body.errorMessage]).toEqual([400, expect.stringContaining('Idempotency-Key header is required')]);
    await h.app.close();
  });

  it('does not store a refused answer (thrown or answered 4xx): the same key runs again, and with a corrected body it succeeds', async () => {
    const h = await makeHarness();
    const { token, id } = await opened(h);
    const key = keyed(randomUUID());
    const wrongZip = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: borrower('1111', { zip: '00000', stateCode: undefined }), headers: key });
    expect([wrongZip.status, wrongZip.body.errorMessage]).toEqual([400, 'Invalid zip code']);
    const fixed = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: borrower(), headers: key });
    expect(fixed.status).toBe(200);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    expect(fixed.body.status).toBe('OFFER_AVAILABLE');
    expectReplay(fixed, await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: borrower(), headers: key }));

    const phone = '+15555550146';
    const signup = await h.call('GET', '/api/prequals/demo-signup/p-resend');
    const send = { escalateAuthentication: true, mobileNumber: phone };
    await h.call('POST', '/api/prequals/demo-signup/p-resend', { token: signup.token as string, body: send, headers: keyed(randomUUID()) });
    const resendKey = keyed(randomUUID());
    const tooSoon = await h.call('POST', '/api/prequals/demo-signup/p-resend', { token: signup.token as string, body: send, headers: resendKey });
    expect([tooSoon.status, tooSoon.body.errorMessage]).toEqual([429, expect.stringContaining('Too many codes requested')]);
    await h.advance(31_000);
    const resent = await h.call('POST', '/api/prequals/demo-signup/p-resend', { token: signup.token as string, body: send, headers: resendKey });
    expect([resent.status, resent.headers['idempotent-replayed']]).toEqual([200, undefined]);
    expect(codesTexted(h, phone)).toBe(2);
    await h.app.close();
  });
});

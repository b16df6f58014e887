// Two requests with one Idempotency-Key, over real HTTP (two sockets), in flight together and one after the other:
// one effect and the same answer. Also across the texted code, the call that ends the session it was sent with: its
// retry (with the session its answer gave, or with the old one when the answer was lost) and its double tap are
// repeated, never run a second time nor refused with 401.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { borrower } from '../server/sandboxHarness';
import { sandboxForFile } from './listeningSandbox';

const sandbox = sandboxForFile();

const keyed = (key: string) => ({ 'idempotency-key': key });
const count = (sql: string, ...args: unknown[]): number => (sandbox().repo.db.prepare(sql).get(...args) as { n: number }).n;
const decisionJobs = (id: string): number => count("SELECT COUNT(*) AS n FROM jobs WHERE owner = ? AND kind = 'decision'", id);
const codesTexted = (phone: string): number => count('SELECT COUNT(*) AS n FROM sms_codes WHERE phone = ?', phone);
const answerOf = (a: { status: number; json: unknown }) => [a.status, a.json];

/** A fresh payment link of a fixture, opened as the borrower opens it: the application id and the session. */
async function opened(fixture: string) {
  const link = await sandbox().http('POST', '/api/__sandbox/links', { body: { fixture } });
  const token = link.json.token as string;
  const open = await sandbox().http('GET', `/api/loanapplications/${token}?initToken=${token}`);
  return { id: open.json.loanApplicationId as string, token: open.headers['x-session-token'] as string };
}

/** A phone-first link with the code texted: the session, and the PATCH that types the code. */
async function codeSent(phone: string) {
  const { id, token } = await opened('phone-first');
  const sent = await sandbox().http('PATCH', `/api/loanapplications/${id}`, { token, body: { escalateAuthentication: true, mobileNumber: phone } });
  const code = (await sandbox().http('GET', `/api/__sandbox/outbox?phone=${encodeURIComponent(phone)}`)).json.code as string;
  return { id, token: sent.headers['x-session-token'] as string, typeCode: { authPin: code } };
}

describe('one Idempotency-Key, two requests, over real HTTP', () => {
  it('in flight together: one decision, the same 202 answer twice (one of them replayed)', async () => {
    const { id, token } = await opened('happy-path');
    const headers = keyed(randomUUID());
    const body = { ...borrower(), async: true };
    const both = await Promise.all([1, 2].map(() => sandbox().http('PATCH', `/api/loanapplications/${id}`, { token, body, headers })));
    expect(answerOf(both[1] as never)).toEqual(answerOf(both[0] as never));
    expect(both.map((a) => a.status)).toEqual([202, 202]);
    expect(both.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(decisionJobs(id)).toBe(1);
  });

  it('one after the other: one decision, the same answer, the second replayed', async () => {
    const { id, token } = await opened('happy-path');
    const headers = keyed(randomUUID());
    const body = { ...borrower(), async: true };
    const first = await sandbox().http('PATCH', `/api/loanapplications/${id}`, { token, body, headers });
    const second = await sandbox().http('PATCH', `/api/loanapplications/${id}`, { token: first.headers['x-session-token'] as string, body, headers });
    expect([answerOf(second), second.headers['idempotent-replayed']]).toEqual([answerOf(first), 'true']);
    expect(decisionJobs(id)).toBe(1);
  });

  it('typing the code, retried with the session its answer gave: repeated, not run again', async () => {
    const { id, token, typeCode } = await codeSent('+15555550301');
    const headers = keyed(randomUUID());
    const first = await sandbox().http('PATCH', `/api/loanapplications/${id}`, { token, body: typeCode, headers });
    expect(first.json.pinVerified).toBe(true);
    const retry = await sandbox().http('PATCH', `/api/loanapplications/${id}`, { token: first.headers['x-session-token'] as string, body: typeCode, headers });
    expect([answerOf(retry), retry.headers['idempotent-replayed']]).toEqual([answerOf(first), 'true']);
  });

  it('typing the code, retried with the old session (its answer lost): the same answer and a live session', async () => {
    const { id, token, typeCode } = await codeSent('+15555550302');
    const headers = keyed(randomUUID());
    const first = await sandbox().http('PATCH', `/api/loanapplications/${id}`, { token, body: typeCode, headers });
    const retry = await sandbox().http('PATCH', `/api/loanapplications/${id}`, { token, body: typeCode, headers });
    expect([answerOf(retry), retry.headers['idempotent-replayed']]).toEqual([answerOf(first), 'true']);
    const after = await sandbox().http('GET', `/api/loanapplications/${id}`, { token: retry.headers['x-session-token'] as string });
    expect([after.status, after.json.pinVerified]).toEqual([200, true]);
  });

  it('typing the code twice at once (a double tap): the same answer to both, one of them replayed', async () => {
    const { id, token, typeCode } = await codeSent('+15555550303');
    const headers = keyed(randomUUID());
    const both = await Promise.all([1, 2].map(() => sandbox().http('PATCH', `/api/loanapplications/${id}`, { token, body: typeCode, headers })));
    expect(answerOf(both[1] as never)).toEqual(answerOf(both[0] as never));
    expect(both.map((a) => [a.status, a.json.pinVerified])).toEqual([[200, true], [200, true]]);
    expect(both.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
  });

  it('a prequal\'s code typed twice at once and once more after: one code texted, the same answer each time', async () => {
    const phone = '+15555550304';
    const path = `/api/prequals/demo-signup/p-http-${randomUUID()}`;
    const open = await sandbox().http('GET', path);
    const sent = await sandbox().http('POST', path, { token: open.headers['x-session-token'] as string, body: { escalateAuthentication: true, mobileNumber: phone } });
    const token = sent.headers['x-session-token'] as string;
    const typeCode = { authPin: (await sandbox().http('GET', `/api/__sandbox/outbox?phone=${encodeURIComponent(phone)}`)).json.code as string };
    const headers = keyed(randomUUID());
    const both = await Promise.all([1, 2].map(() => sandbox().http('POST', path, { token, body: typeCode, headers })));
    const again = await sandbox().http('POST', path, { token, body: typeCode, headers });
    expect([answerOf(both[1] as never), answerOf(again)]).toEqual([answerOf(both[0] as never), answerOf(both[0] as never)]);
    expect(both[0]?.status).toBe(200);
    expect(codesTexted(phone)).toBe(1);
  });

  it('a session ended by sessionExpired stays ended: its retry repeats the answer but gives no new session', async () => {
    const { id, token } = await opened('happy-path');
    const headers = keyed(randomUUID());
    const first = await sandbox().http('PATCH', `/api/loanapplications/${id}`, { token, body: { sessionExpired: true }, headers });
    const retry = await sandbox().http('PATCH', `/api/loanapplications/${id}`, { token, body: { sessionExpired: true }, headers });
    expect([answerOf(retry), retry.headers['idempotent-replayed'], retry.headers['x-session-token']]).toEqual([answerOf(first), 'true', undefined]);
    const read = await sandbox().http('GET', `/api/loanapplications/${id}`, { token });
    expect([read.status, read.json.errorMessage]).toEqual([401, 'Token has expired']);
  });
});

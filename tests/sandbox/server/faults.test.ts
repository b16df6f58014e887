// Faults from the control API, as a real HTTP client on a bad network sees them: a gateway's status (nothing done),
// a connection dropped before or after the handler (after: the effect kept, the answer lost), a held call, an
// offline window; each used up after `times`, and only on the calls its match and link name.
import { afterEach, describe, expect, it } from 'vitest';
import { makeHarness, type Harness } from './sandboxHarness';

interface Seen { status: number; text: string; headers: Headers; ms: number }
/** What the client saw: an answer, or 'dropped' (the connection closed with no answer). */
type Outcome = Seen | 'dropped';

const harnesses: Harness[] = [];
afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.app.close();
});

// A listening sandbox, a fetch client for it, and a way to queue faults.
async function sandbox() {
  const h = await makeHarness();
  harnesses.push(h);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  const send = async (method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Outcome> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const started = Date.now();
    try {
      const res = await fetch(`${base}${path}`, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
      return { status: res.status, text: await res.text(), headers: res.headers, ms: Date.now() - started };
    } catch (error) {
      if (error instanceof TypeError && /other side closed|socket|ECONNRESET/i.test(String((error as { cause?: unknown }).cause))) return 'dropped';
      throw error;
    }
  };
  const fault = async (body: Record<string, unknown>) => {
    const answer = await h.call('POST', '/api/__sandbox/faults', { body });
    if (answer.status !== 201) throw new Error(`fault ${JSON.stringify(body)}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as { id: string };
  };
  // A fresh happy-path link opened by the borrower: its session, id, and reads of it.
  const borrower = async () => {
    const link = await h.link('happy-path');
    const { token, id } = await h.open(link);
    const read = async () => (await h.call('GET', `/api/loanapplications/${id}`, { token })).body as Record<string, unknown>;
    return { link, token, id, read, url: `/api/loanapplications/${id}` };
  };
  return { h, send, fault, borrower };
}

const statusOf = (outcome: Outcome) => (outcome === 'dropped' ? 'dropped' : outcome.status);

describe('sandbox faults', () => {
  it('status: a 503 with Retry-After and a gateway\'s plain text comes before the handler, so the PATCH saves nothing', async () => {
    const { send, fault, borrower } = await sandbox();
    const b = await borrower();
    await fault({ kind: 'status', status: 503, retryAfter: 2 });
    const seen = await send('PATCH', b.url, { token: b.token, body: { firstName: 'Eve' } });
    expect(seen).not.toBe('dropped');
    const answer = seen as Seen;
    expect([answer.status, answer.headers.get('retry-after'), answer.text]).toEqual([503, '2', 'Service Unavailable (sandbox fault)']);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await b.read()).firstName).toBeNull();
    expect(statusOf(await send('PATCH', b.url, { token: b.token, body: { firstName: 'Eve' } }))).toBe(200);
    expect((await b.read()).firstName).toBe('Eve');
  });

  it('status: with a message, a gateway\'s JSON body {"message": ...} and its Retry-After, before the handler', async () => {
    const { send, fault, borrower } = await sandbox();
    const b = await borrower();
    await fault({ kind: 'status', status: 503, retryAfter: 1, message: 'Service Unavailable' });
    const answer = (await send('PATCH', b.url, { token: b.token, body: { firstName: 'Eve' } })) as Seen;
    expect([answer.status, answer.headers.get('retry-after'), JSON.parse(answer.text)]).toEqual([503, '1', { message: 'Service Unavailable' }]);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await b.read()).firstName).toBeNull();
  });

  it('status: a fault for 2 calls answers 2 calls, then the third is served', async () => {
    const { send, fault, borrower } = await sandbox();
    const b = await borrower();
    await fault({ kind: 'status', status: 502, times: 2 });
    const seen = [];
    for (let i = 0; i < 3; i++) seen.push(statusOf(await send('GET', b.url, { token: b.token })));
    expect(seen).toEqual([502, 502, 200]);
  });

  it('drop after: the client gets no answer, but the PATCH is saved (a second GET shows it)', async () => {
    const { send, fault, borrower } = await sandbox();
    const b = await borrower();
    await fault({ kind: 'drop', when: 'after' });
    expect(await send('PATCH', b.url, { token: b.token, body: { firstName: 'Eve' } })).toBe('dropped');
    const again = await send('GET', b.url, { token: b.token });
    expect(statusOf(again)).toBe(200);
    expect(JSON.parse((again as Seen).text).firstName).toBe('Eve');
  });

  it('drop before: the client gets no answer and the PATCH is not saved', async () => {
    const { send, fault, borrower } = await sandbox();
    const b = await borrower();
    await fault({ kind: 'drop', when: 'before' });
    expect(await send('PATCH', b.url, { token: b.token, body: { firstName: 'Eve' } })).toBe('dropped');
    expect((await b.read()).firstName).toBeNull();
  });

  it('stall: the call is held the given seconds, then answered as usual', async () => {
    const { send, fault, borrower } = await sandbox();
    const b = await borrower();
    await fault({ kind: 'stall', seconds: 1 });
    const held = await send('PATCH', b.url, { token: b.token, body: { firstName: 'Eve' } });
    expect(statusOf(held)).toBe(200);
    expect((held as Seen).ms).toBeGreaterThanOrEqual(990);
    expect(JSON.parse((held as Seen).text).firstName).toBe('Eve');
    const next = await send('GET', b.url, { token: b.token });
    expect((next as Seen).ms).toBeLessThan(900);
  });

  it('stall: a second send of the held call (same Idempotency-Key) while it is held is held as long, a slow lender being slow on it too', async () => {
    const { send, fault, borrower } = await sandbox();
    const b = await borrower();
    await fault({ kind: 'stall', seconds: 2 });
    const apply = (key: string) => send('PATCH', b.url, { token: b.token, body: { firstName: 'Eve' }, headers: { 'Idempotency-Key': key } });
    // The first send is held; the client's second send of it (the same key) and another action (another key) follow
    // while it is.
    const first = apply('apply-key-0001');
    const [again, other] = await Promise.all([apply('apply-key-0001'), apply('apply-key-0002')]);
    expect(statusOf(await first)).toBe(200);
    expect(statusOf(again)).toBe(200);
    expect((again as Seen).ms).toBeGreaterThanOrEqual(1_990);
    expect((other as Seen).ms).toBeLessThan(1_800);
    // The second send is answered from the key: the lender did the work once.
    expect((again as Seen).headers.get('idempotent-replayed')).toBe('true');
  });

  it('offline: every call is cut for the window (the control API still answers), then calls are served again', async () => {
    const { h, send, fault, borrower } = await sandbox();
    const b = await borrower();
    await fault({ kind: 'offline', seconds: 1 });
    expect(await send('GET', b.url, { token: b.token })).toBe('dropped');
    expect(await send('PATCH', b.url, { token: b.token, body: { firstName: 'Eve' } })).toBe('dropped');
    expect(statusOf(await send('GET', '/api/__sandbox/faults'))).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(statusOf(await send('GET', b.url, { token: b.token }))).toBe(200);
    expect((await b.read()).firstName).toBeNull();
    expect((await h.call('GET', '/api/__sandbox/faults')).body.faults).toEqual([]);
  });

  it('match and scope: a PATCH fault for one link hits only that link\'s PATCH, by token or by the session it carries', async () => {
    const { send, fault, borrower } = await sandbox();
    const mine = await borrower();
    const other = await borrower();
    await fault({ kind: 'status', status: 500, token: mine.link, match: { method: 'PATCH', path: '/loanapplications' } });
    expect(statusOf(await send('GET', mine.url, { token: mine.token }))).toBe(200);
    expect(statusOf(await send('PATCH', other.url, { token: other.token, body: { firstName: 'Eve' } }))).toBe(200);
    expect(statusOf(await send('PATCH', mine.url, { token: mine.token, body: { firstName: 'Eve' } }))).toBe(500);

    await fault({ kind: 'status', status: 504, loanApplicationId: mine.id, match: { path: '/zip' } });
    expect(statusOf(await send('POST', '/api/zip', { token: other.token, body: { zip: '94105' } }))).toBe(200);
    expect(statusOf(await send('POST', '/api/zip', { token: mine.token, body: { zip: '94105' } }))).toBe(504);
  });

  it('leaves the background calls alone: analytics is served while a fault without match waits for the next API call', async () => {
    const { send, fault, borrower } = await sandbox();
    const b = await borrower();
    await fault({ kind: 'status', status: 503 });
    expect(statusOf(await send('POST', '/api/analytics', { body: { event: 'screen_viewed' } }))).toBe(200);
    expect(statusOf(await send('GET', b.url, { token: b.token }))).toBe(503);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../../../engine/api/createApiClient';
import { SESSION_TOKEN_HEADER } from '../../../engine/api/apiHeaders';
import type { ApiEvent } from '../../../engine/api/ApiEvent';
import { createSessionTokenStore } from '../../../engine/session/createSessionTokenStore';
import { memoryStorage } from '../session/memoryStorage';
import { fakeFetch, json, unsignedJwt, type Handler } from './fakeFetch';
import { loadRepoErrorRules } from './loadRepoErrorRules';

const BASE = 'https://lender.test/api';

function setup(handler: Handler, extra: Partial<ApiClientOptions> = {}) {
  const session = memoryStorage();
  const tokenStore = createSessionTokenStore(session);
  const { fetch, sent } = fakeFetch(handler);
  const events: ApiEvent[] = [];
  const client = createApiClient({
    baseUrl: BASE,
    fetch,
    tokenStore,
    timers: { sleep: async () => undefined },
    // Retries wait nothing here; tests/engine/api/retries.test.ts times them.
    retry: { baseDelayMs: 0 },
    onEvent: (event) => events.push(event),
    errorRules: loadRepoErrorRules(),
    ...extra,
  });
  return { client, sent, tokenStore, session, events };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiClient requests', () => {
  it('sends the stored session token as a Bearer Authorization header', async () => {
    const { client, sent, tokenStore } = setup(() => json(200, { status: 'PENDING' }));
    tokenStore.setAuthToken('session-abc');
    const result = await client.get('/loanapplications/L1/offers');
    expect(result).toEqual({ ok: true, value: { status: 'PENDING' } });
    expect(sent[0]?.url).toBe(`${BASE}/loanapplications/L1/offers`);
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer session-abc');
  });

  it('sends no Authorization header before the session has a token', async () => {
    const { client, sent } = setup(() => json(200, {}));
    await client.get('/loanapplications/tok123', { searchParams: { initToken: 'tok123' } });
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
    expect(sent[0]?.url).toBe(`${BASE}/loanapplications/tok123?initToken=tok123`);
  });

  it('sends the device blackbox and the idempotency key when given, and the body as JSON', async () => {
    const { client, sent } = setup(() => json(200, { newStatus: 'OFFER_CONVERTED' }), { deviceHeader: () => 'bb-1' });
    await client.post('/loanapplications/L1/confirmation', { answer: 'YES' }, { idempotencyKey: 'key-1' });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers.get('X-Device-Blackbox')).toBe('bb-1');
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(sent[0]?.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ answer: 'YES' });
  });

  it('leaves out the device header when there is none, and the idempotency key on a read', async () => {
    const { client, sent } = setup(() => json(200, {}), { deviceHeader: () => undefined });
    await client.patch('/loanapplications/L1', { lastAccessedOn: '2024-01-01' });
    await client.get('/loanapplications/L1');
    expect(sent[0]?.method).toBe('PATCH');
    expect(sent[0]?.headers.has('X-Device-Blackbox')).toBe(false);
    expect(sent[0]?.headers.has('Idempotency-Key')).toBe(true);
    expect(sent[1]?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('never repeats a POST the lender refused with its own words', async () => {
    const { client, sent } = setup(() => json(409, { errorMessage: 'The purchase is already confirmed' }));
    const result = await client.post('/loanapplications/L1/confirmation', { answer: 'YES' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'general', message: 'The purchase is already confirmed', status: 409 } });
    expect(sent).toHaveLength(1);
  });
});

describe('createApiClient refreshed session token', () => {
  const claims = { sub: 'borrower-1', loanApplicationId: 'L1', exp: 1_900_000_000 };

  it('stores the X-Session-Token header and attaches the decoded token as jwt', async () => {
    const token = unsignedJwt(claims);
    const { client, tokenStore } = setup(() => json(200, { status: 'PENDING' }, { [SESSION_TOKEN_HEADER]: token }));
    const result = await client.get('/loanapplications/L1');
    expect(tokenStore.getAuthToken()).toBe(token);
    expect(result).toEqual({ ok: true, value: { status: 'PENDING', jwt: claims } });
  });

  it('uses the refreshed token on the next call', async () => {
    const token = unsignedJwt(claims);
    const { client, sent } = setup((_request, index) => json(200, {}, index === 0 ? { [SESSION_TOKEN_HEADER]: token } : {}));
    await client.get('/loanapplications/L1');
    await client.get('/loanapplications/L1/offers');
    expect(sent[1]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('keeps a jwt the body already has, and does not attach to lists', async () => {
    const token = unsignedJwt(claims);
    const withJwt = setup(() => json(200, { jwt: 'server-own' }, { [SESSION_TOKEN_HEADER]: token }));
    expect(await withJwt.client.get('/x')).toEqual({ ok: true, value: { jwt: 'server-own' } });
    const list = setup(() => json(200, [{ id: 'o1' }], { [SESSION_TOKEN_HEADER]: token }));
    expect(await list.client.get('/loanapplications/L1/offers')).toEqual({ ok: true, value: [{ id: 'o1' }] });
  });

  it('stores a token that is not a JWT but attaches nothing', async () => {
    const { client, tokenStore } = setup(() => json(200, { status: 'PENDING' }, { [SESSION_TOKEN_HEADER]: 'opaque' }));
    expect(await client.get('/loanapplications/L1')).toEqual({ ok: true, value: { status: 'PENDING' } });
    expect(tokenStore.getAuthToken()).toBe('opaque');
  });

  it('stores a refreshed token that arrives on an error response too', async () => {
    const token = unsignedJwt(claims);
    const { client, tokenStore } = setup(() => json(400, { errorMessage: 'Invalid zip code' }, { [SESSION_TOKEN_HEADER]: token }));
    await client.post('/zip', { zip: '00000' });
    expect(tokenStore.getAuthToken()).toBe(token);
  });

  it('never puts tokens or bodies in events', async () => {
    const token = unsignedJwt(claims);
    const { client, events, tokenStore } = setup(() => json(400, { errorMessage: 'Invalid zip 99999' }, { [SESSION_TOKEN_HEADER]: token }));
    tokenStore.setAuthToken('old-secret-token');
    await client.get('/loanapplications/initTok9', { searchParams: { initToken: 'initTok9' } });
    const logged = JSON.stringify(events);
    expect(events.length).toBeGreaterThan(0);
    for (const secret of [token, 'old-secret-token', 'initTok9', '99999']) expect(logged).not.toContain(secret);
    expect(events).toContainEqual({ type: 'response', method: 'GET', path: '/loanapplications/:id', status: 400 });
  });
});

describe('createApiClient failures', () => {
  it('turns a server message into a classified error carrying the text', async () => {
    const { client } = setup(() => json(400, { errorMessage: 'Invalid zip code' }));
    expect(await client.post('/zip', { zip: '00000' })).toEqual({
      ok: false,
      error: { kind: 'field', field: 'zip', code: 'invalidZipCode', message: 'Invalid zip code', status: 400 },
    });
  });

  it("sends 'Token has expired' to inactivity and 'Loan application not found' to expired", async () => {
    const expiredToken = setup(() => json(401, { error: { message: 'Token has expired' } }));
    expect(await expiredToken.client.get('/prequals/P1')).toMatchObject({ ok: false, error: { kind: 'inactivity' } });
    const notFound = setup(() => json(404, { message: 'Loan application not found: L1' }));
    expect(await notFound.client.get('/loanapplications/L1')).toMatchObject({ ok: false, error: { kind: 'expired', status: 404 } });
  });

  it('treats a 200 body carrying errorMessage as a failure', async () => {
    const { client } = setup(() => json(200, { responseBody: null, errorMessage: 'Account lockout in effect' }));
    expect(await client.post('/plaid/pi', {})).toMatchObject({ ok: false, error: { kind: 'lockout', message: 'Account lockout in effect' } });
  });

  it('shows an unknown server message on the general error page', async () => {
    const { client } = setup(() => new Response('Something odd happened', { status: 500 }));
    expect(await client.get('/x')).toEqual({ ok: false, error: { kind: 'general', message: 'Something odd happened', status: 500 } });
  });

  it('gives the network content code, not a proxy HTML page, when a 502 has no message', async () => {
    const { client } = setup(() => new Response('<html><body>Bad gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    expect(await client.get('/x')).toEqual({ ok: false, error: { kind: 'network', code: 'serverBusy', status: 502 } });
  });

  it('gives a content code, not a proxy HTML page, when a 500 has no message', async () => {
    const { client } = setup(() => new Response('<html><body>Oops</body></html>', { status: 500, headers: { 'content-type': 'text/html' } }));
    expect(await client.get('/x')).toEqual({ ok: false, error: { kind: 'general', code: 'serverError', status: 500 } });
  });

  it('reports a 4xx without a body as a failed request', async () => {
    const { client } = setup(() => new Response(null, { status: 403 }));
    expect(await client.get('/x')).toEqual({ ok: false, error: { kind: 'general', code: 'requestFailed', status: 403 } });
  });

  it('reports an HTML page on a 200 as a malformed response', async () => {
    const { client } = setup(() => new Response('<!doctype html><html></html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    expect(await client.get('/loanapplications/L1')).toEqual({ ok: false, error: { kind: 'malformed', code: 'malformedResponse', status: 200 } });
  });

  it('answers null for an empty success body', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    expect(await client.patch('/loanapplications/L1', { sessionExpired: true })).toEqual({ ok: true, value: null });
  });

  it('reports a network failure with a code', async () => {
    const { client } = setup(() => new TypeError('fetch failed'));
    expect(await client.get('/x')).toEqual({ ok: false, error: { kind: 'network', code: 'networkFailure' } });
  });

  it('gives up on a server that never answers within 60 s, asking it once (spec section 7), with a timeout code', async () => {
    vi.useFakeTimers();
    const { client, sent } = setup(() => 'hang');
    const pending = client.get('/loanapplications/L1');
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(await pending).toEqual({ ok: false, error: { kind: 'network', code: 'requestTimeout' } });
    expect(sent).toHaveLength(1);
  });

  it('resolves a request the caller cancelled to kind cancelled', async () => {
    const { client } = setup(() => 'hang');
    const controller = new AbortController();
    const pending = client.get('/loanapplications/L1/offers', { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'cancelled' } });
  });

  it('classifies every server message as general when no rules are given', async () => {
    const { client } = setup(() => json(400, { errorMessage: 'Invalid zip code' }), { errorRules: [] });
    expect(await client.post('/zip', {})).toMatchObject({ ok: false, error: { kind: 'general', message: 'Invalid zip code' } });
  });
});

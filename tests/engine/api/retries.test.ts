import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../../../engine/api/createApiClient';
import { RETRY_POLICY, retryDelay, worstRetryWaitMs } from '../../../engine/api/retryPolicy';
import { createSessionTokenStore } from '../../../engine/session/createSessionTokenStore';
import { memoryStorage } from '../session/memoryStorage';
import { fakeFetch, json, type Handler } from './fakeFetch';
import { loadRepoErrorRules } from './loadRepoErrorRules';

// A borrower on a bad network: what the client retries, how long it waits, and that it cannot become a storm.

const gateway = (status: number, headers: Record<string, string> = {}) => new Response('Service Unavailable', { status, headers: { 'content-type': 'text/plain', ...headers } });

function setup(handler: Handler, extra: Partial<ApiClientOptions> = {}) {
  const { fetch, sent } = fakeFetch(handler);
  const stamps: number[] = [];
  const client = createApiClient({
    baseUrl: 'https://lender.test/api',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      stamps.push(Date.now());
      return fetch(input, init);
    }) as typeof fetch,
    tokenStore: createSessionTokenStore(memoryStorage()),
    timers: { sleep: async () => undefined },
    errorRules: loadRepoErrorRules(),
    ...extra,
  });
  return { client, sent, stamps };
}

/** Runs a call under fake timers to its end and tells how long it took on the fake clock. */
async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = Date.now();
  const pending = call();
  let done = false;
  void pending.finally(() => (done = true));
  for (let i = 0; i < 2_000 && !done; i += 1) await vi.advanceTimersByTimeAsync(50);
  return { value: await pending, ms: Date.now() - start };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the client retries what is safe', () => {
  it('gets a read through one 503: the borrower only waits a little longer', async () => {
    vi.useFakeTimers();
    const { client, sent } = setup((_r, i) => (i === 0 ? gateway(503) : json(200, { status: 'PENDING' })));
    const { value, ms } = await timed(() => client.get('loanapplications/L1'));
    expect(value).toEqual({ ok: true, value: { status: 'PENDING' } });
    expect(sent).toHaveLength(2);
    expect(ms).toBeLessThanOrEqual(RETRY_POLICY.baseDelayMs + 50);
  });

  it('retries a PATCH the server was too busy to take (503) with the same Idempotency-Key, and gives the next action a new key', async () => {
    vi.useFakeTimers();
    const { client, sent } = setup((_r, i) => (i === 0 ? gateway(503) : json(200, { status: 'OFFER_AVAILABLE' })));
    const { value } = await timed(() => client.patch('loanapplications/L1', { firstName: 'Ana' }));
    expect(value.ok).toBe(true);
    const keys = sent.map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    await timed(() => client.patch('loanapplications/L1', { firstName: 'Ana' }));
    expect(sent[2]?.headers.get('Idempotency-Key')).not.toBe(keys[0]);
  });

  it('keeps the key for the borrower\'s own try again after the retries are spent, and a changed answer gets a new one', async () => {
    vi.useFakeTimers();
    const { client, sent } = setup(() => gateway(503));
    await timed(() => client.patch('loanapplications/L1', { ssn4: '1111' }));
    await timed(() => client.patch('loanapplications/L1', { ssn4: '1111' }));
    await timed(() => client.patch('loanapplications/L1', { ssn4: '2222' }));
    const keys = sent.map((r) => r.headers.get('Idempotency-Key'));
    const perCall = RETRY_POLICY.limit + 1;
    expect(new Set(keys.slice(0, 2 * perCall)).size).toBe(1);
    expect(keys[2 * perCall]).not.toBe(keys[0]);
  });

  it('never retries what the lender answered in its own words on a 429 or a 500', async () => {
    const { client, sent } = setup(() => json(429, { errorMessage: 'Too many codes requested. Try again in 20 seconds.' }));
    const result = await client.patch('loanapplications/L1', { newPinRequested: true });
    expect(result).toMatchObject({ ok: false, error: { kind: 'screen', status: 429 } });
    expect(sent).toHaveLength(1);
    // Spec section 8: a 500's message is the lender's, read by flows/errors.yaml at once.
    const broken = setup(() => json(500, { message: 'Loan application not found' }));
    expect(await broken.client.get('loanapplications/L1')).toMatchObject({ ok: false, error: { kind: 'expired', message: 'Loan application not found', status: 500 } });
    expect(broken.sent).toHaveLength(1);
  });

  it('retries a gateway\'s 503 with a JSON body and Retry-After: 1, waiting the second it asked for, with the same key', async () => {
    vi.useFakeTimers();
    const busy = () => new Response(JSON.stringify({ message: 'Service Unavailable' }), { status: 503, headers: { 'content-type': 'application/json', 'Retry-After': '1' } });
    const { client, sent, stamps } = setup((_r, i) => (i === 0 ? busy() : json(200, { status: 'OFFER_AVAILABLE' })));
    const { value } = await timed(() => client.patch('loanapplications/L1', { ssn4: '1111' }));
    expect(value).toEqual({ ok: true, value: { status: 'OFFER_AVAILABLE' } });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers.get('Idempotency-Key')).toBe(sent[0]?.headers.get('Idempotency-Key'));
    expect((stamps[1] ?? 0) - (stamps[0] ?? 0)).toBeGreaterThanOrEqual(1_000);
    expect((stamps[1] ?? 0) - (stamps[0] ?? 0)).toBeLessThan(1_100);
  });

  it.each([502, 503, 504])('retries a %i on a lock (the spec\'s request id) whatever its body, and shows its words only once the retries are spent', async (status) => {
    vi.useFakeTimers();
    const { client, sent } = setup(() => json(status, { errorMessage: 'Scheduled maintenance until 3 AM' }));
    const { value } = await timed(() => client.post('loanapplications/L1/offers/o1/lock', {}, { idempotencyKey: 'lock-request-1' }));
    expect(value).toMatchObject({ ok: false, error: { kind: 'general', message: 'Scheduled maintenance until 3 AM', status } });
    expect(sent).toHaveLength(RETRY_POLICY.limit + 1);
    expect(new Set(sent.map((r) => r.headers.get('Idempotency-Key')))).toEqual(new Set(['lock-request-1']));
  });

  it('retries a 503 on a PATCH whatever its body and keeps its key for the borrower\'s own try again', async () => {
    vi.useFakeTimers();
    const { client, sent } = setup(() => json(503, { errorMessage: 'Scheduled maintenance until 3 AM' }));
    const { value } = await timed(() => client.patch('loanapplications/L1', { ssn4: '1111' }));
    expect(value).toMatchObject({ ok: false, error: { kind: 'general', message: 'Scheduled maintenance until 3 AM', status: 503 } });
    expect(sent).toHaveLength(RETRY_POLICY.limit + 1);
    // The lender may never have seen the call: the borrower's own try again is the same action.
    await timed(() => client.patch('loanapplications/L1', { ssn4: '1111' }));
    expect(new Set(sent.map((r) => r.headers.get('Idempotency-Key'))).size).toBe(1);
  });

  it('honours Retry-After (2 s) instead of its own backoff', async () => {
    vi.useFakeTimers();
    const { client, stamps } = setup((_r, i) => (i === 0 ? gateway(503, { 'Retry-After': '2' }) : json(200, {})));
    await timed(() => client.get('loanapplications/L1'));
    expect((stamps[1] ?? 0) - (stamps[0] ?? 0)).toBeGreaterThanOrEqual(2_000);
    expect((stamps[1] ?? 0) - (stamps[0] ?? 0)).toBeLessThan(2_100);
  });

  it('does not retry an offline device: it says so at once', async () => {
    const { client, sent } = setup(() => new TypeError('Failed to fetch'), { isOnline: () => false });
    expect(await client.patch('loanapplications/L1', { firstName: 'Ana' })).toEqual({ ok: false, error: { kind: 'network', code: 'offline' } });
    expect(sent).toHaveLength(1);
  });

  it('does not retry a call the caller cancelled', async () => {
    const controller = new AbortController();
    const { client, sent } = setup(() => {
      controller.abort();
      return new TypeError('Failed to fetch');
    });
    expect(await client.get('loanapplications/L1', { signal: controller.signal })).toEqual({ ok: false, error: { kind: 'cancelled' } });
    expect(sent).toHaveLength(1);
  });
});

describe('retries cannot become a storm', () => {
  it('asks a failing server at most 5 times, and says so within the worst backoff', async () => {
    vi.useFakeTimers();
    const { client, sent } = setup(() => gateway(503));
    const { value, ms } = await timed(() => client.post('loanapplications/L1/paymentaccounts', { offerId: 'o1' }));
    expect(value).toEqual({ ok: false, error: { kind: 'network', code: 'serverBusy', status: 503 } });
    expect(sent).toHaveLength(RETRY_POLICY.limit + 1);
    expect(ms).toBeLessThanOrEqual(worstRetryWaitMs() + 100);
    expect(worstRetryWaitMs()).toBe(7_500);
  });

  it('starts no retry after the retry window, whatever the server says', async () => {
    vi.useFakeTimers();
    const { client, stamps } = setup(() => gateway(503, { 'Retry-After': '5' }), { retry: { retryWindowMs: 8_000 } });
    await timed(() => client.get('loanapplications/L1'));
    // Retry-After 5 s: the first retry at 5 s is inside the window, a second one at 10 s would not be.
    expect(stamps).toHaveLength(2);
  });

  it('waits between half and all of an exponential ceiling, capped at 4 s', () => {
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const ceiling = Math.min(4_000, 500 * 2 ** (attempt - 1));
      expect(retryDelay(attempt, RETRY_POLICY, () => 0)).toBe(ceiling / 2);
      expect(retryDelay(attempt, RETRY_POLICY, () => 1)).toBe(ceiling);
    }
  });

  it('spreads a thousand phones that lost the same server instead of bringing them back in step', () => {
    for (let attempt = 1; attempt <= RETRY_POLICY.limit; attempt += 1) {
      const delays = Array.from({ length: 1_000 }, () => retryDelay(attempt));
      const ceiling = Math.min(4_000, 500 * 2 ** (attempt - 1));
      expect(Math.min(...delays)).toBeGreaterThanOrEqual(ceiling / 2);
      expect(Math.max(...delays)).toBeLessThanOrEqual(ceiling);
      // In any tenth of the spread there are at most a fifth of the phones (uniform would be a tenth).
      const buckets = new Array<number>(10).fill(0);
      for (const d of delays) buckets[Math.min(9, Math.floor(((d - ceiling / 2) / (ceiling / 2)) * 10))]! += 1;
      expect(Math.max(...buckets)).toBeLessThanOrEqual(200);
    }
  });

  it('never runs a call past the 60 s deadline, even with a server that holds every request', async () => {
    vi.useFakeTimers();
    const { client, sent } = setup(() => 'hang');
    const { value, ms } = await timed(() => client.get('loanapplications/L1'));
    expect(value).toEqual({ ok: false, error: { kind: 'network', code: 'requestTimeout' } });
    expect(ms).toBeLessThanOrEqual(RETRY_POLICY.deadlineMs);
    expect(sent.length).toBeLessThanOrEqual(2);
  });
});

// Issue 49: a lender that takes 40 s to answer APPLY, inside the spec's 60 s, and may ignore Idempotency-Key.
describe('a slow lender', () => {
  const offers = () => json(200, { status: 'OFFER_AVAILABLE' });
  const apply = (client: ReturnType<typeof setup>['client']) => client.patch('loanapplications/L1', { firstName: 'Ana', ssn4: '1111' });

  it('takes an APPLY answered at 40 s, sent once', async () => {
    vi.useFakeTimers();
    // Every attempt takes the lender 40 s, as a slow lender's would.
    const { client, sent } = setup(() => ({ after: 40_000, answer: offers() }));
    const { value } = await timed(() => apply(client));
    expect(value).toEqual({ ok: true, value: { status: 'OFFER_AVAILABLE' } });
    expect(sent).toHaveLength(1);
  });

  it('cuts no attempt before the 60 s deadline: a read answered at 59 s is taken, one that never answers is asked once', async () => {
    vi.useFakeTimers();
    const slow = setup(() => ({ after: 59_000, answer: json(200, { status: 'PENDING' }) }));
    expect((await timed(() => slow.client.get('loanapplications/L1'))).value).toEqual({ ok: true, value: { status: 'PENDING' } });
    expect(slow.sent).toHaveLength(1);
    const silent = setup(() => 'hang');
    const { value, ms } = await timed(() => apply(silent.client));
    expect(value).toEqual({ ok: false, error: { kind: 'network', code: 'requestTimeout' } });
    expect(ms).toBe(RETRY_POLICY.deadlineMs);
    expect(silent.sent).toHaveLength(1);
  });

  it.each([
    ['a lost connection', () => new TypeError('Failed to fetch'), { kind: 'network', code: 'networkFailure' }],
    ['a 500 without a message', () => new Response('Internal Server Error', { status: 500 }), { kind: 'general', message: 'Internal Server Error', status: 500 }],
    ['a gateway\'s 502', () => gateway(502), { kind: 'network', code: 'serverBusy', status: 502 }],
    ['a gateway\'s 504 in JSON', () => json(504, { message: 'Gateway Timeout' }), { kind: 'general', message: 'Gateway Timeout', status: 504 }],
  ] as const)('never sends a write without the spec\'s request id again after %s: the borrower\'s try again sends it, with the same key', async (_name, failure, error) => {
    vi.useFakeTimers();
    const { client, sent } = setup((_r, i) => (i === 0 ? failure() : offers()));
    expect((await timed(() => apply(client))).value).toEqual({ ok: false, error });
    expect(sent).toHaveLength(1);
    // What the borrower's Try again does: the same action, the same key, for a lender that honours it.
    expect((await timed(() => apply(client))).value).toEqual({ ok: true, value: { status: 'OFFER_AVAILABLE' } });
    expect(sent.map((r) => r.headers.get('Idempotency-Key'))).toEqual([sent[0]?.headers.get('Idempotency-Key'), sent[0]?.headers.get('Idempotency-Key')]);
  });

  it.each([
    ['a read after a lost connection', (c: ReturnType<typeof setup>['client']) => c.get('loanapplications/L1/offers'), () => new TypeError('Failed to fetch')],
    ['a read after a 500 without a message', (c: ReturnType<typeof setup>['client']) => c.get('loanapplications/L1/offers'), () => new Response('Oops', { status: 500 })],
    ['a lock (the spec\'s request id) after a lost connection', (c: ReturnType<typeof setup>['client']) => c.post('loanapplications/L1/offers/o1/lock', {}, { idempotencyKey: 'lock-request-1' }), () => new TypeError('Failed to fetch')],
    ['a confirmation (the spec\'s request id) after a gateway\'s 504', (c: ReturnType<typeof setup>['client']) => c.post('loanapplications/L1/confirmation', { answer: 'YES' }, { idempotencyKey: 'confirm-request-1' }), () => gateway(504)],
    ['APPLY after a 503 (the lender did not take it)', apply, () => gateway(503)],
    ['APPLY after a 429 without the lender\'s words', apply, () => new Response('Too Many Requests', { status: 429 })],
    ['APPLY after a 408', apply, () => new Response('Request Timeout', { status: 408 })],
  ] as const)('still retries %s, and takes the retry\'s answer 35 s later', async (_name, call, failure) => {
    vi.useFakeTimers();
    const { client, sent } = setup((_r, i) => (i === 0 ? failure() : { after: 35_000, answer: offers() }));
    expect((await timed(() => call(client))).value).toEqual({ ok: true, value: { status: 'OFFER_AVAILABLE' } });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers.get('Idempotency-Key')).toBe(sent[0]?.headers.get('Idempotency-Key'));
  });
});

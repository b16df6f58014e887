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

  it('retries a PATCH that lost its connection with the same Idempotency-Key, and gives the next action a new key', async () => {
    vi.useFakeTimers();
    const { client, sent } = setup((_r, i) => (i === 0 ? new TypeError('Failed to fetch') : json(200, { status: 'OFFER_AVAILABLE' })));
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

  it.each([502, 503, 504])('retries a %i whatever its body, and shows its words only once the retries are spent, the key kept', async (status) => {
    vi.useFakeTimers();
    const { client, sent } = setup(() => json(status, { errorMessage: 'Scheduled maintenance until 3 AM' }));
    const { value } = await timed(() => client.patch('loanapplications/L1', { ssn4: '1111' }));
    expect(value).toMatchObject({ ok: false, error: { kind: 'general', message: 'Scheduled maintenance until 3 AM', status } });
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
    const { value, ms } = await timed(() => client.patch('loanapplications/L1', { firstName: 'Ana' }));
    expect(value).toEqual({ ok: false, error: { kind: 'network', code: 'requestTimeout' } });
    expect(ms).toBeLessThanOrEqual(RETRY_POLICY.deadlineMs);
    expect(sent.length).toBeLessThanOrEqual(2);
  });
});

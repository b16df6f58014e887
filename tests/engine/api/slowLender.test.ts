// Issue 49, end to end below the browser: the app's API client against the sandbox lender, which holds APPLY 40 s
// (the `stall` fault of fixtures/qa-net-slow-apply.yaml) and then answers it as usual. The answer is taken, and the
// lender is sent APPLY once, so even a lender that ignores Idempotency-Key makes one application (docs/adr/0007, "A slow lender").
import { afterEach, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../engine/api/createApiClient';
import { createSessionTokenStore } from '../../../engine/session/createSessionTokenStore';
import { borrower, makeHarness, type Harness } from '../../sandbox/server/sandboxHarness';
import { memoryStorage } from '../session/memoryStorage';
import { loadRepoErrorRules } from './loadRepoErrorRules';

const harnesses: Harness[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const h of harnesses.splice(0)) await h.app.close();
});

// A fetch that hands each request to the sandbox in process (app.inject) and, like a browser, gives up on it when
// the client aborts: the sandbox still gets it, as a lender gets a request whose caller went away. `reached` lists
// every request the lender received.
function sandboxFetch(h: Harness, reached: string[]): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const payload = request.method === 'GET' ? undefined : await request.text();
    reached.push(`${request.method} ${url.pathname}`);
    const answered = h.app.inject({
      method: request.method as 'GET', url: `${url.pathname}${url.search}`, headers: Object.fromEntries(request.headers),
      ...(payload !== undefined ? { payload } : {}),
    });
    return new Promise<Response>((resolve, reject) => {
      const abort = (): void => reject(request.signal.reason instanceof Error ? request.signal.reason : new DOMException('Aborted', 'AbortError'));
      if (request.signal.aborted) abort();
      request.signal.addEventListener('abort', abort, { once: true });
      answered.then((res) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, String(value));
        resolve(new Response(res.body === '' ? null : res.body, { status: res.statusCode, headers }));
      }, reject);
    });
  }) as typeof fetch;
}

it('takes the sandbox lender\'s answer to an APPLY it held 40 s: sent once, answered with the offers', async () => {
  const h = await makeHarness();
  harnesses.push(h);
  const { token, id } = await h.open(await h.link('happy-path'));
  const queued = await h.call('POST', '/api/__sandbox/faults', { body: { kind: 'stall', seconds: 40, match: { method: 'PATCH', path: '/loanapplications' } } });
  expect(queued.status).toBe(201);
  const tokenStore = createSessionTokenStore(memoryStorage());
  tokenStore.setAuthToken(token);
  const reached: string[] = [];
  // The sandbox's hold and the client's timers run on the fake clock; the rest (sessions, the sandbox's own clock) on
  // real time, which barely moves.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const client = createApiClient({ baseUrl: 'http://sandbox.test/api', fetch: sandboxFetch(h, reached), tokenStore, errorRules: loadRepoErrorRules() });
  const pending = client.patch(`loanapplications/${id}`, { ...borrower('1111'), termsOfServiceAccepted: true });
  let done = false;
  void pending.finally(() => (done = true));
  for (let waited = 0; waited < 70_000 && !done; waited += 500) await vi.advanceTimersByTimeAsync(500);
  const result = await pending;
  vi.useRealTimers();

  expect(result).toMatchObject({ ok: true, value: { status: 'OFFER_AVAILABLE' } });
  expect(reached.filter((call) => call.startsWith('PATCH '))).toEqual([`PATCH /api/loanapplications/${id}`]);
  // The stall met that call (it is used up), so the answer above came after the 40 s hold.
  expect((await h.call('GET', '/api/__sandbox/faults')).body).toMatchObject({ faults: [] });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import linkRoute from 'virtual:link-route';
import { createApiClient } from '../../../engine/api/createApiClient';
import { createSessionTokenStore } from '../../../engine/session/createSessionTokenStore';
import { earlyFetch, linkToken, resetEarlyRead, startEarlyRead } from '../../../src/runtime/earlyRead';
import { browserStorage } from '../../../src/runtime/browserStorage';
import { borrowerFlow } from '../../support/flows';

// The payment link's first read starts before the app's modules arrive (src/boot.ts) and the API client takes
// that answer instead of asking again: one request, not two, and never for an address that is not a payment link.
const application = { loanApplicationId: 'app-1', status: 'PENDING' };
let network: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetEarlyRead();
  window.sessionStorage.clear();
  network = vi.fn(async () => new Response(JSON.stringify(application), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', network);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const client = () => createApiClient({ baseUrl: `${window.location.origin}/api`, tokenStore: createSessionTokenStore(browserStorage(() => window.sessionStorage)), fetch: earlyFetch });
const readLoan = (token: string) => client().get(`loanapplications/${encodeURIComponent(token)}`, { searchParams: { initToken: token } });

describe('the payment link read early (src/runtime/earlyRead.ts)', () => {
  it('knows the payment-link route from the flows: a token is read, a fixed screen path is not', () => {
    expect(linkRoute.tokenPath).toBe(borrowerFlow.screens[borrowerFlow.entry]?.path);
    const fixed = borrowerFlow.screens.choose_plan?.path as string;
    expect(linkToken('/demo-happy')).toBe('demo-happy');
    expect(linkToken(fixed)).toBeNull();
    expect(linkToken('/')).toBeNull();
    expect(linkToken('/prequal/abc/def')).toBeNull();
    expect(linkToken('/%E0%A4%A')).toBeNull();
    expect(linkToken('/tok', { tokenPath: null, fixedPaths: [] })).toBeNull();
  });

  it('starts the read on a payment link, and the API client takes its answer without a second request', async () => {
    window.history.replaceState(null, '', '/demo-happy');
    startEarlyRead();
    expect(network).toHaveBeenCalledTimes(1);
    const [url, init] = network.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${window.location.origin}/api/loanapplications/demo-happy?initToken=demo-happy`);
    expect(init.headers).toEqual({ Accept: 'application/json' });
    const first = await readLoan('demo-happy');
    expect(first).toMatchObject({ ok: true, value: application });
    expect(network).toHaveBeenCalledTimes(1);
    // Once only: the next read of the same application goes to the lender.
    await readLoan('demo-happy');
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('sends the tab\u2019s session token as the client would, and is not used for a request with other credentials', async () => {
    window.sessionStorage.setItem('authToken', 'tok-1');
    window.history.replaceState(null, '', '/demo-happy');
    startEarlyRead();
    expect((network.mock.calls[0] as [string, RequestInit])[1].headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok-1' });
    window.sessionStorage.setItem('authToken', 'tok-2');
    await readLoan('demo-happy');
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('gives the boot the answer to paint from a copy of, and the client still reads the whole body', async () => {
    window.history.replaceState(null, '', '/demo-happy');
    const answer = startEarlyRead();
    expect(answer).not.toBeNull();
    // What src/boot.ts does: a copy of the body, read before the app asks.
    expect(await (await answer!).clone().json()).toEqual(application);
    expect(await readLoan('demo-happy')).toMatchObject({ ok: true, value: application });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('reads nothing on a screen path, and hands out nothing for another request', async () => {
    window.history.replaceState(null, '', borrowerFlow.screens.choose_plan?.path as string);
    expect(startEarlyRead()).toBeNull();
    expect(network).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/demo-happy');
    startEarlyRead();
    await readLoan('another-token');
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('drops an answer nobody asked for within 15 s, so no screen sees an old application', async () => {
    window.history.replaceState(null, '', '/demo-happy');
    startEarlyRead(Date.now() - 16_000);
    await readLoan('demo-happy');
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('asks the lender again when the early read failed', async () => {
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    window.history.replaceState(null, '', '/demo-happy');
    startEarlyRead();
    const result = await readLoan('demo-happy');
    expect(result).toMatchObject({ ok: true, value: application });
    expect(network).toHaveBeenCalledTimes(2);
  });

  // The page's inline script (src/runtime/inlineFirstRead.ts; the build writes the route and the API's address into
  // it, tests/scripts/bootShell.test.ts) starts the read as the HTML is read; the boot then takes that read instead of
  // starting its own: one request.
  const runInline = async () => {
    Object.assign(globalThis, { __LINK_ROUTE__: linkRoute, __API_BASE__: '/api', __PAINT_COPY__: {}, __LOCALE_KEY__: 'locale' });
    vi.resetModules();
    await import('../../../src/runtime/inlineFirstRead');
  };

  it('takes the read the page\u2019s inline script started: one request for the page, the boot and the client', async () => {
    window.history.replaceState(null, '', '/demo-happy');
    await runInline();
    expect(network).toHaveBeenCalledTimes(1);
    const [url, init] = network.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${window.location.origin}/api/loanapplications/demo-happy?initToken=demo-happy`);
    expect(init.headers).toEqual({ Accept: 'application/json' });
    const answer = startEarlyRead();
    expect(network).toHaveBeenCalledTimes(1);
    expect(await (await answer!).clone().json()).toEqual(application);
    expect(await readLoan('demo-happy')).toMatchObject({ ok: true, value: application });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('the inline script reads nothing on a screen path, and its read is not taken for another session', async () => {
    window.history.replaceState(null, '', borrowerFlow.screens.choose_plan?.path as string);
    await runInline();
    expect(network).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/demo-happy');
    await runInline();
    // The session changed between the inline script and the boot: the boot asks again, with the new token.
    window.sessionStorage.setItem('authToken', 'tok-3');
    startEarlyRead();
    expect(network).toHaveBeenCalledTimes(2);
    expect((network.mock.calls[1] as [string, RequestInit])[1].headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok-3' });
  });
});

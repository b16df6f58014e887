// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import linkRoute from 'virtual:link-route';
import { createApiClient } from '../../../engine/api/createApiClient';
import { createSessionTokenStore } from '../../../engine/session/createSessionTokenStore';
import { earlyFetch, earlySignupPrequalId, linkToken, resetEarlyRead, startEarlyRead } from '../../../src/runtime/earlyRead';
import { signupIdOf } from '../../../src/runtime/firstReadRequest';
import { browserStorage } from '../../../src/runtime/browserStorage';
import { borrowerFlow, prequalFlow } from '../../support/flows';

// The payment link's first read starts before the app's modules arrive (src/start/boot.ts) and the API client takes
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
  for (const link of document.head.querySelectorAll('link')) link.remove();
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
    // What src/start/boot.ts does: a copy of the body, read before the app asks.
    expect(await (await answer!.response).clone().json()).toEqual(application);
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
    Object.assign(globalThis, { __LINK_ROUTE__: linkRoute, __API_BASE__: '/api', __PAINT_COPY__: {}, __LOCALE_KEY__: 'locale', __SIGNUP_PAINTER__: ['/assets/signup-painter.js'] });
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
    expect(await (await answer!.response).clone().json()).toEqual(application);
    expect(await readLoan('demo-happy')).toMatchObject({ ok: true, value: application });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('the inline script reads nothing on a screen path, and its read is not taken for another session', async () => {
    window.history.replaceState(null, '', borrowerFlow.screens.choose_plan?.path as string);
    await runInline();
    expect(network).not.toHaveBeenCalled();
    expect(document.head.querySelector('link[href="/assets/signup-painter.js"]')).toBeNull();
    window.history.replaceState(null, '', '/demo-happy');
    await runInline();
    // The session changed between the inline script and the boot: the boot asks again, with the new token.
    window.sessionStorage.setItem('authToken', 'tok-3');
    startEarlyRead();
    expect(network).toHaveBeenCalledTimes(2);
    expect((network.mock.calls[1] as [string, RequestInit])[1].headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok-3' });
  });

  // The prequal signup page (/{signupId}/prequalify) reads the prequalification under a prequal id made for this
  // visit; the app opens the page with that id (src/screens/ScreenRoute.tsx), so its read is the early one.
  const signupPath = () => {
    const path = linkRoute.signupPath as string;
    return path.replace(':signupId', 'demo-signup');
  };
  const readPrequal = (signupId: string, prequalId: string) => client().get(`prequals/${encodeURIComponent(signupId)}/${encodeURIComponent(prequalId)}`);

  it('knows the signup page from the prequal flow, and no other address is taken for it', () => {
    const withOneParam = Object.entries(prequalFlow.screens).filter(([id, s]) => id !== prequalFlow.entry && s.path.includes(':')).map(([, s]) => s.path);
    expect(withOneParam).toEqual([linkRoute.signupPath]);
    expect(signupIdOf(signupPath(), linkRoute)).toBe('demo-signup');
    expect(signupIdOf(`${signupPath()}/`, linkRoute)).toBe('demo-signup');
    expect(signupIdOf('/demo-signup', linkRoute)).toBeNull();
    expect(signupIdOf('/demo-signup/p1/c1', linkRoute)).toBeNull();
    expect(signupIdOf(signupPath().replace('demo-signup', '%E0%A4%A'), linkRoute)).toBeNull();
    expect(signupIdOf(signupPath(), { ...linkRoute, signupPath: null })).toBeNull();
  });

  it('starts the signup page\u2019s read, and the app, opening the page with the same prequal id, gets its answer without a second request', async () => {
    const prequal = { applicationId: 'pq-1', status: 'PENDING', prequalStatus: 'NOT_FOUND', merchantName: 'Bright Plumbing' };
    network.mockImplementation(async () => new Response(JSON.stringify(prequal), { status: 200, headers: { 'content-type': 'application/json' } }));
    window.history.replaceState(null, '', signupPath());
    const started = startEarlyRead();
    expect(started).toMatchObject({ kind: 'signup', signup: { signupId: 'demo-signup' } });
    const prequalId = earlySignupPrequalId('demo-signup');
    expect(prequalId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(network).toHaveBeenCalledTimes(1);
    expect((network.mock.calls[0] as [string])[0]).toBe(`${window.location.origin}/api/prequals/demo-signup/${prequalId}`);
    // Another signup page's id is never handed out.
    expect(earlySignupPrequalId('other-signup')).toBeNull();
    expect(await readPrequal('demo-signup', prequalId!)).toMatchObject({ ok: true, value: prequal });
    expect(network).toHaveBeenCalledTimes(1);
    // Taken once: the page's next visit makes an id of its own.
    expect(earlySignupPrequalId('demo-signup')).toBeNull();
  });

  it('does not hand out the signup page\u2019s prequal id once its read is stale', () => {
    window.history.replaceState(null, '', signupPath());
    startEarlyRead(Date.now() - 16_000);
    expect(earlySignupPrequalId('demo-signup')).toBeNull();
  });

  it('takes the signup read the inline script started, prequal id included: one request', async () => {
    window.history.replaceState(null, '', signupPath());
    await runInline();
    expect(network).toHaveBeenCalledTimes(1);
    // The signup page's painter is asked for beside the read.
    expect([...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => l.getAttribute('href'))).toContain('/assets/signup-painter.js');
    const started = startEarlyRead();
    expect(network).toHaveBeenCalledTimes(1);
    const prequalId = earlySignupPrequalId('demo-signup');
    expect(prequalId).toBe(started?.signup?.prequalId);
    expect((network.mock.calls[0] as [string])[0]).toBe(`${window.location.origin}/api/prequals/demo-signup/${prequalId}`);
    await readPrequal('demo-signup', prequalId!);
    expect(network).toHaveBeenCalledTimes(1);
  });
});

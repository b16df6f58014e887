import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JSDOM, requestInterceptor } from 'jsdom';
import type { FastifyInstance } from 'fastify';
import type { MemoryStandinDeps } from '../../../../sandbox/standins/createMemoryStandinDeps';
import { injectFetch, standinApp } from '../support/standinApp';

// The persona SDK builds its iframe as `${host}/widget?...`; with host 'localhost:3000/standins/persona' that is:
const ORIGIN = 'http://localhost:3000';
const CONTAINER = 'persona-widget-abc123';
const widgetUrl = (extra: Record<string, string> = {}) => `${ORIGIN}/standins/persona/widget?${new URLSearchParams({
  'client-version': '5.9.0', 'container-id': CONTAINER, 'flow-type': 'embedded', 'iframe-origin': ORIGIN, ...extra,
})}`;

let app: FastifyInstance;
let deps: MemoryStandinDeps;
beforeEach(async () => {
  ({ app, deps } = await standinApp());
});
afterEach(async () => {
  await app.close();
});

interface Posted { containerId: string; name: string; templateId?: string; metadata: Record<string, unknown> }

// Open the hosted page as the SDK's iframe would, scripts and styles loaded from the sandbox routes. The page is
// its own parent here, so what it posts to the SDK arrives on its own window.
async function openWidget(url: string) {
  const html = (await app.inject({ method: 'GET', url: url.slice(ORIGIN.length) })).body;
  const dom = new JSDOM(html, {
    url,
    runScripts: 'dangerously',
    resources: {
      interceptors: [requestInterceptor(async (request) => {
        const res = await app.inject({ method: 'GET', url: new URL(request.url).pathname });
        return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type']) } });
      })],
    },
  });
  Object.assign(dom.window, { fetch: injectFetch(app) });
  const posted: Posted[] = [];
  dom.window.addEventListener('message', (event) => {
    if (event.data && typeof event.data.name === 'string') posted.push(event.data as Posted);
  });
  await new Promise((resolve) => dom.window.addEventListener('load', resolve));
  await until(() => posted.some((p) => p.name === 'ready'));
  return { dom, document: dom.window.document, posted };
}

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await tick(5);
  expect(check()).toBe(true);
}
const click = (document: Document, id: string) => (document.getElementById(id) as HTMLButtonElement).click();

describe('identity stand-in page', () => {
  it('serves "Sandbox identity check" with Complete, Fail and Exit under a CSP that only allows its own script', async () => {
    const res = await app.inject({ method: 'GET', url: widgetUrl().slice(ORIGIN.length) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`frame-ancestors 'self' ${ORIGIN}`);
    expect(res.body).toContain('<h1 id="heading" tabindex="-1">Sandbox identity check</h1>');
    expect(res.body).toContain('<script src="widget.js"></script>');
    expect(res.body).not.toMatch(/<script>|\son[a-z]+=/);
    for (const name of ['Complete', 'Fail', 'Exit']) expect(res.body).toContain(`>${name}</button>`);
    const js = await app.inject({ method: 'GET', url: '/standins/persona/widget.js' });
    expect(js.headers['content-type']).toMatch(/^application\/javascript/);
    expect((await app.inject({ method: 'GET', url: '/standins/persona/widget.css' })).headers['content-type']).toMatch(/^text\/css/);
  });

  it("speaks the language the SDK was given (Persona's es-MX): lang, heading, text, buttons and status lines", async () => {
    const { document, posted } = await openWidget(widgetUrl({ 'inquiry-id': 'inq_server_issued_es', language: 'es-MX' }));
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Verificación de identidad (entorno de prueba)');
    expect(document.querySelector('h1')?.textContent).toBe('Verificación de identidad (entorno de prueba)');
    expect(document.querySelector('main p')?.textContent).toMatch(/^Simulación del escaneo de la licencia de conducir\./);
    expect([...document.querySelectorAll('button')].map((b) => [b.id, b.textContent])).toEqual([['complete', 'Completar'], ['fail', 'Fallar'], ['exit', 'Salir']]);
    click(document, 'complete');
    expect(document.getElementById('status')?.textContent).toBe('Registrando...');
    await until(() => posted.some((p) => p.name === 'complete'));
    expect(document.getElementById('status')?.textContent).toBe('Listo: verificación completada.');
    expect(deps.identity.outcomes.get('inq_server_issued_es')).toBe('completed');
  });

  it.each([[{}], [{ language: 'en-US' }], [{ language: 'fr' }], [{ language: '<es>' }]])('speaks English for %j', async (extra) => {
    const { document, posted } = await openWidget(widgetUrl({ 'inquiry-id': 'inq_server_issued_en', ...extra }));
    expect(document.documentElement.lang).toBe('en');
    expect([...document.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Complete', 'Fail', 'Exit']);
    click(document, 'fail');
    await until(() => posted.some((p) => p.name === 'fail'));
    expect(document.getElementById('status')?.textContent).toBe('Done: failed.');
  });

  it('only lets valid origins frame it', async () => {
    const res = await app.inject({ method: 'GET', url: `/standins/persona/widget?iframe-origin=${encodeURIComponent("http://x.test 'unsafe-inline'")}&frame-ancestors%5B0%5D=${encodeURIComponent('https://shop.example.com')}` });
    expect(String(res.headers['content-security-policy'])).toMatch(/frame-ancestors 'self' https:\/\/shop\.example\.com$/);
  });

  it('tells the SDK it loaded and is ready, echoing the container and template ids it filters on', async () => {
    const { posted } = await openWidget(widgetUrl({ 'inquiry-template-id': 'itmpl_sandbox123' }));
    expect(posted.map((p) => p.name)).toEqual(['load', 'ready']);
    expect(posted[0]).toMatchObject({ containerId: CONTAINER, templateId: 'itmpl_sandbox123' });
  });

  it('draws its buttons disabled until its script listens, so an early press is never lost, then enables them', async () => {
    const html = (await app.inject({ method: 'GET', url: widgetUrl().slice(ORIGIN.length) })).body;
    const served = new JSDOM(html).window.document;
    expect([...served.querySelectorAll('button')].map((b) => b.disabled)).toEqual([true, true, true]);
    const { document } = await openWidget(widgetUrl({ 'inquiry-id': 'inq_server_issued_2' }));
    expect([...document.querySelectorAll('button')].map((b) => b.disabled)).toEqual([false, false, false]);
  });

  it('Complete records "completed" before posting complete with the inquiry id', async () => {
    const { document, posted } = await openWidget(widgetUrl({ 'inquiry-id': 'inq_server_issued_1', 'session-token': 'sess-1' }));
    expect(document.getElementById('inquiry-id')?.textContent).toBe('inq_server_issued_1');
    click(document, 'complete');
    await until(() => posted.some((p) => p.name === 'complete'));
    expect(deps.identity.outcomes.get('inq_server_issued_1')).toBe('completed');
    expect(posted.find((p) => p.name === 'complete')).toMatchObject({
      containerId: CONTAINER, metadata: { inquiryId: 'inq_server_issued_1', status: 'completed' },
    });
    expect(posted.map((p) => p.name)).toEqual(['load', 'ready', 'start', 'complete']);
    expect((document.getElementById('fail') as HTMLButtonElement).disabled).toBe(true);
  });

  it('Fail records "failed" and posts fail', async () => {
    const { document, posted } = await openWidget(widgetUrl({ 'inquiry-id': 'inq_server_issued_2' }));
    click(document, 'fail');
    await until(() => posted.some((p) => p.name === 'fail'));
    expect(deps.identity.outcomes.get('inq_server_issued_2')).toBe('failed');
    expect(posted.find((p) => p.name === 'fail')?.metadata).toMatchObject({ inquiryId: 'inq_server_issued_2', status: 'failed' });
  });

  it('Exit records "abandoned" and posts exit with the session token, which the SDK hands to onCancel', async () => {
    const { document, posted } = await openWidget(widgetUrl({ 'inquiry-id': 'inq_server_issued_3', 'session-token': 'sess-3' }));
    click(document, 'exit');
    await until(() => posted.some((p) => p.name === 'exit'));
    expect(deps.identity.outcomes.get('inq_server_issued_3')).toBe('abandoned');
    expect(posted.find((p) => p.name === 'exit')?.metadata).toMatchObject({ inquiryId: 'inq_server_issued_3', sessionToken: 'sess-3' });
  });

  it("the SDK's cancel() (an exit action from the app's origin) exits the flow; other origins are ignored", async () => {
    const { dom, posted } = await openWidget(widgetUrl({ 'inquiry-id': 'inq_server_issued_4' }));
    dom.window.dispatchEvent(new dom.window.MessageEvent('message', { data: { action: 'exit', metadata: { force: true } }, origin: 'https://evil.example' }));
    await tick(20);
    expect(deps.identity.outcomes.size).toBe(0);
    dom.window.dispatchEvent(new dom.window.MessageEvent('message', { data: { action: 'exit', metadata: { force: true } }, origin: ORIGIN }));
    await until(() => posted.some((p) => p.name === 'exit'));
    expect(deps.identity.outcomes.get('inq_server_issued_4')).toBe('abandoned');
  });

  it('a flow started from a template gets a fresh inq_ id', async () => {
    const { document, posted } = await openWidget(widgetUrl({ 'template-id': 'tmpl_sandbox' }));
    click(document, 'complete');
    await until(() => posted.some((p) => p.name === 'complete'));
    const [id] = [...deps.identity.outcomes.keys()];
    expect(id).toMatch(/^inq_sandbox_[0-9a-f]{24}$/);
    expect(posted.find((p) => p.name === 'complete')).toMatchObject({ templateId: 'tmpl_sandbox', metadata: { inquiryId: id } });
  });
});

describe('POST /standins/persona/outcome', () => {
  const post = (payload: unknown) => app.inject({ method: 'POST', url: '/standins/persona/outcome', payload: payload as object });

  it('records the outcome through deps.identity and answers 204', async () => {
    const res = await post({ inquiryId: 'inq_abc', outcome: 'failed' });
    expect(res.statusCode).toBe(204);
    expect(deps.identity.outcomes.get('inq_abc')).toBe('failed');
  });

  it.each([
    [{ inquiryId: 'inq abc', outcome: 'completed' }],
    [{ inquiryId: 'inq_abc', outcome: 'approved' }],
    [{ outcome: 'completed' }],
  ])('answers 400 for %j', async (payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(deps.identity.outcomes.size).toBe(0);
  });
});

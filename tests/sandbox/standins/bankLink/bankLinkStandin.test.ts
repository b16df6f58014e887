import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JSDOM, VirtualConsole } from 'jsdom';
import type { FastifyInstance } from 'fastify';
import type { MemoryStandinDeps } from '../../../../sandbox/standins/createMemoryStandinDeps';
import { injectFetch, standinApp } from '../support/standinApp';

const LINK_TOKEN = 'link-sandbox-3f2a9c1e-0000-4000-8000-000000000001';

let app: FastifyInstance;
let deps: MemoryStandinDeps;
let script: string;

beforeEach(async () => {
  ({ app, deps } = await standinApp());
  script = (await app.inject({ method: 'GET', url: '/standins/plaid/link-initialize.js' })).body;
});
afterEach(async () => {
  await app.close();
});

interface Recorded { success: unknown[][]; exit: unknown[][]; events: string[]; loaded: number }

// A page on the app's origin that has loaded the stand-in script, with fetch answered by the sandbox routes.
function page(url = 'http://localhost:5173/link_bank') {
  const navigations: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => navigations.push(error.message));
  const dom = new JSDOM(`<!doctype html><html><body><button id="open-bank">Link bank</button><script>${script}</script></body></html>`, {
    url, runScripts: 'dangerously', virtualConsole,
  });
  const calls: { method: string; url: string; body: unknown }[] = [];
  Object.assign(dom.window, { fetch: injectFetch(app, calls) });
  const win = dom.window as unknown as { Plaid: { create(config: Record<string, unknown>): Record<string, (...a: unknown[]) => void> } };
  const recorded: Recorded = { success: [], exit: [], events: [], loaded: 0 };
  const create = (extra: Record<string, unknown> = {}) => win.Plaid.create({
    token: LINK_TOKEN,
    onSuccess: (...args: unknown[]) => recorded.success.push(args),
    onExit: (...args: unknown[]) => recorded.exit.push(args),
    onEvent: (name: string) => recorded.events.push(name),
    onLoad: () => { recorded.loaded += 1; },
    ...extra,
  });
  return { dom, document: dom.window.document, calls, recorded, create, navigations };
}

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await tick(5);
  expect(check()).toBe(true);
}
function button(document: Document, name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}
function chooseBank(document: Document, name: string): void {
  const label = [...document.querySelectorAll('[role="dialog"] label')].find((l) => l.textContent === name);
  const radio = label?.querySelector('input');
  if (!radio) throw new Error(`no bank ${name}`);
  radio.checked = true;
  radio.dispatchEvent(new document.defaultView!.Event('change', { bubbles: true }));
}

describe('bank-link script', () => {
  it('is served as JavaScript, defines Plaid and never writes innerHTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/standins/plaid/link-initialize.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.body).toContain('window.Plaid');
    expect(res.body).not.toMatch(/innerHTML\s*=/);
    expect(res.body).not.toMatch(/\bon(click|load|error)\s*=\s*["']/);
    expect(res.body).toContain('"Harbor Credit Union"');
  });

  it('calls onLoad after create and opens an accessible dialog with the three banks and three buttons', async () => {
    const { document, create, recorded } = page();
    const handler = create();
    expect(recorded.loaded).toBe(0);
    await tick();
    expect(recorded.loaded).toBe(1);
    handler.open!();
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    const heading = document.getElementById(dialog!.getAttribute('aria-labelledby')!);
    expect(heading?.tagName).toBe('H2');
    expect([...dialog!.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['Sandbox Bank', 'Harbor Credit Union', 'OAuth Bank (redirects)']);
    expect([...dialog!.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Link account', 'Fail with error', 'Cancel']);
    expect(document.activeElement?.getAttribute('value')).toBe('ins_sandbox_bank');
    expect(recorded.events).toContain('OPEN');
  });

  it('speaks the language its link token was made in (link-sandbox-es-...), and names its buttons by data-action in any', async () => {
    const { document, create, recorded } = page();
    const handler = create({ token: 'link-sandbox-es-3f2a9c1e-0000-4000-8000-000000000002' });
    await tick();
    handler.open!();
    const overlay = document.querySelector('[data-testid="sandbox-plaid-overlay"]');
    expect(overlay?.getAttribute('lang')).toBe('es');
    const dialog = overlay!.querySelector('[role="dialog"]')!;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Vincule su banco (entorno de prueba)');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Vinculación bancaria de prueba: no se contacta a ningún banco real.');
    expect(dialog.querySelector('legend')?.textContent).toBe('Elija su banco');
    expect([...dialog.querySelectorAll('button')].map((b) => [b.getAttribute('data-action'), b.textContent])).toEqual([
      ['link', 'Vincular cuenta'], ['fail', 'Simular un error'], ['cancel', 'Cancelar'],
    ]);
    (dialog.querySelector('button[data-action="link"]') as HTMLButtonElement).click();
    await until(() => recorded.success.length === 1);
  });

  it('speaks English for a token made in English or with no language in it', async () => {
    for (const token of ['link-sandbox-en-3f2a9c1e-0000-4000-8000-000000000003', LINK_TOKEN, 'link-sandbox-xx-3f2a9c1e']) {
      const { document, create } = page();
      const handler = create({ token });
      await tick();
      handler.open!();
      expect(document.querySelector('[data-testid="sandbox-plaid-overlay"]')?.getAttribute('lang')).toBe('en');
      expect([...document.querySelectorAll('[role="dialog"] button')].map((b) => [b.getAttribute('data-action'), b.textContent])).toEqual([
        ['link', 'Link account'], ['fail', 'Fail with error'], ['cancel', 'Cancel'],
      ]);
    }
  });

  it('opens once loaded when open() is called straight after create', async () => {
    const { document, create } = page();
    create().open!();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await tick();
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('links an account: asks the sandbox for a public token and hands it to onSuccess with Plaid metadata', async () => {
    const { document, create, recorded, calls } = page();
    const handler = create();
    await tick();
    handler.open!();
    chooseBank(document, 'Harbor Credit Union');
    button(document, 'Link account').click();
    await until(() => recorded.success.length === 1);
    const [publicToken, metadata] = recorded.success[0]!;
    expect(calls).toEqual([{ method: 'POST', url: '/api/standins/plaid/public-token', body: { linkToken: LINK_TOKEN, institutionId: 'ins_harbor_cu', accountIds: ['acc_harbor_checking'] } }]);
    expect(deps.bank.issued).toEqual([{ publicToken, linkToken: LINK_TOKEN, institutionId: 'ins_harbor_cu', accountIds: ['acc_harbor_checking'] }]);
    expect(metadata).toMatchObject({
      institution: { institution_id: 'ins_harbor_cu', name: 'Harbor Credit Union' },
      accounts: [{ id: 'acc_harbor_checking', mask: '4321', name: 'Harbor Share Draft', type: 'depository', subtype: 'checking' }],
      link_session_id: expect.any(String),
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(recorded.exit).toEqual([]);
  });

  it('"Fail with error" exits with an INSTITUTION_ERROR and no token', async () => {
    const { document, create, recorded } = page();
    const handler = create();
    await tick();
    handler.open!();
    button(document, 'Fail with error').click();
    expect(recorded.exit).toHaveLength(1);
    const [error, metadata] = recorded.exit[0]!;
    expect(error).toMatchObject({ error_code: 'INSTITUTION_ERROR', error_type: 'INSTITUTION_ERROR', error_message: expect.any(String) });
    expect(metadata).toMatchObject({ institution: { institution_id: 'ins_sandbox_bank', name: 'Sandbox Bank' }, link_session_id: expect.any(String) });
    expect(deps.bank.issued).toEqual([]);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('Cancel and Escape exit with a null error; focus returns to where it was', async () => {
    const { dom, document, create, recorded } = page();
    const opener = document.getElementById('open-bank') as HTMLButtonElement;
    opener.focus();
    const handler = create();
    await tick();
    handler.open!();
    button(document, 'Cancel').click();
    expect(recorded.exit[0]?.[0]).toBeNull();
    expect(document.activeElement).toBe(opener);
    handler.open!();
    document.querySelector('[role="dialog"]')!.dispatchEvent(new dom.window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(recorded.exit).toHaveLength(2);
    expect(recorded.exit[1]?.[0]).toBeNull();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('exit() closes an open dialog through onExit (react-plaid-link destroys on that callback); destroy() removes it', async () => {
    const { document, create, recorded } = page();
    const handler = create();
    await tick();
    handler.open!();
    handler.exit!({ force: true });
    expect(recorded.exit).toHaveLength(1);
    handler.open!();
    handler.destroy!();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    handler.open!();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('a malformed link token exits with INVALID_LINK_TOKEN instead of issuing a public token', async () => {
    const { document, create, recorded } = page();
    const handler = create({ token: 'not-a-link-token' });
    await tick();
    handler.open!();
    button(document, 'Link account').click();
    await until(() => recorded.exit.length === 1);
    expect(recorded.exit[0]?.[0]).toMatchObject({ error_code: 'INVALID_LINK_TOKEN' });
    expect(deps.bank.issued).toEqual([]);
  });

  it('the OAuth bank leaves for the bank without a token; on return with receivedRedirectUri, open() finishes the link', async () => {
    const first = page();
    const handler = first.create();
    await tick();
    handler.open!();
    chooseBank(first.document, 'OAuth Bank (redirects)');
    button(first.document, 'Link account').click();
    expect(first.recorded.events).toContain('OPEN_OAUTH');
    expect(first.navigations.some((m) => /navigation/i.test(m))).toBe(true);
    expect(first.recorded.success).toEqual([]);
    expect(deps.bank.issued).toEqual([]);

    const back = page('http://localhost:5173/link_bank_oauth?oauth_state_id=4b3c2a10-aaaa-4bbb-8ccc-123456789abc');
    const resumed = back.create({ receivedRedirectUri: 'http://localhost:5173/link_bank_oauth?oauth_state_id=4b3c2a10-aaaa-4bbb-8ccc-123456789abc' });
    await tick();
    resumed.open!();
    await until(() => back.recorded.success.length === 1);
    expect(back.recorded.success[0]?.[1]).toMatchObject({ institution: { institution_id: 'ins_oauth_bank', name: 'OAuth Bank (redirects)' } });
    expect(back.document.querySelector('[role="dialog"]')).toBeNull();
    expect(deps.bank.issued.map((t) => t.institutionId)).toEqual(['ins_oauth_bank']);
  });

  it("a return whose oauth_state_id starts 'closed-' (the borrower closed Link on the way back) exits without an error and links nothing", async () => {
    const back = page('http://localhost:5173/link_bank_oauth?oauth_state_id=closed-4b3c2a10');
    const resumed = back.create({ receivedRedirectUri: 'http://localhost:5173/link_bank_oauth?oauth_state_id=closed-4b3c2a10' });
    await tick();
    resumed.open!();
    await until(() => back.recorded.exit.length === 1);
    expect(back.recorded.exit[0]?.[0]).toBeNull();
    expect(back.recorded.exit[0]?.[1]).toMatchObject({ institution: { institution_id: 'ins_oauth_bank' }, status: null });
    expect(back.recorded.events).toContain('EXIT');
    expect(back.recorded.success).toEqual([]);
    expect(deps.bank.issued).toEqual([]);
  });

  it('a return without oauth_state_id exits with an error', async () => {
    const { create, recorded } = page();
    const handler = create({ receivedRedirectUri: 'http://localhost:5173/link_bank_oauth' });
    await tick();
    handler.open!();
    expect(recorded.exit[0]?.[0]).toMatchObject({ error_type: 'INVALID_INPUT' });
  });
});

describe('POST /api/standins/plaid/public-token', () => {
  const post = (payload: unknown) => app.inject({ method: 'POST', url: '/api/standins/plaid/public-token', payload: payload as object });

  it('issues a public token through deps.bank for a well-formed link token', async () => {
    const res = await post({ linkToken: LINK_TOKEN, institutionId: 'ins_sandbox_bank', accountIds: ['acc_sandbox_checking'] });
    expect(res.statusCode).toBe(200);
    const { publicToken } = res.json() as { publicToken: string };
    expect(deps.bank.issued).toEqual([{ publicToken, linkToken: LINK_TOKEN, institutionId: 'ins_sandbox_bank', accountIds: ['acc_sandbox_checking'] }]);
  });

  it.each([
    ['a link token of the wrong format', { linkToken: 'link-production-abc', institutionId: 'ins_sandbox_bank', accountIds: ['acc_sandbox_checking'] }],
    ['an unknown institution', { linkToken: LINK_TOKEN, institutionId: 'ins_nope', accountIds: ['acc_sandbox_checking'] }],
    ["another bank's account", { linkToken: LINK_TOKEN, institutionId: 'ins_sandbox_bank', accountIds: ['acc_harbor_checking'] }],
    ['no accounts', { linkToken: LINK_TOKEN, institutionId: 'ins_sandbox_bank', accountIds: [] }],
    ['an unknown field', { linkToken: LINK_TOKEN, institutionId: 'ins_sandbox_bank', accountIds: ['acc_sandbox_checking'], ssn: '123' }],
    ['a JSON array', [LINK_TOKEN]],
  ])('answers 400 with an errorMessage for %s', async (_case, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errorMessage: string }).errorMessage).toMatch(/^public token: /);
    expect(deps.bank.issued).toEqual([]);
  });
});

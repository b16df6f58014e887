import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoring, type AuthoringEditor } from '../../../authoring/server/authoringServer';
import { copyEditor } from '../../../authoring/server/copy/copyEditor';
import { authoringCookie } from '../../../authoring/server/requestGuard';
import { AUTHORING_API, AUTHORING_PAGE, editorApi } from '../../../authoring/shared/paths';
import { rawCall } from '../support/rawCall';

/** The copy editor's calls, on the one authoring server. */
const COPY_EDITOR_API = editorApi('copy');
const copyEditorCookie = authoringCookie;

const repo = resolve(__dirname, '..', '..', '..');
const servers: ViteDevServer[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

// A scratch copy of what the editor reads and writes (and flows:check checks), so a save that gets through writes
// there and never to this work tree.
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'copy-editor-server-'));
  dirs.push(dir);
  for (const d of ['flows', 'content', 'schemas', 'fixtures', 'engine/generated/forms', 'index.html']) cpSync(join(repo, d), join(dir, d), { recursive: true });
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

async function serve(root: string, host?: string, editors: AuthoringEditor[] = [copyEditor()]): Promise<{ server: ViteDevServer; port: number; html: string }> {
  const server = await createServer({
    root, configFile: false, logLevel: 'silent', clearScreen: false,
    optimizeDeps: { noDiscovery: true, entries: [] },
    server: { port: 0, ...(host ? { host } : {}), watch: null },
    plugins: [authoring(editors)],
  });
  servers.push(server);
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, port, html: await server.transformIndexHtml('/', '<html><head></head><body></body></html>') };
}

const call = rawCall;

describe('the copy editor answers its own page only (issue 35: attacked from another origin)', () => {
  let root = '';
  let port = 0;
  let own = '';
  let token = '';
  const site = () => join(root, 'content/en/site.yaml');
  const attackSave = JSON.stringify({ file: 'site.yaml', key: 'supportEmail', values: { en: 'attacker@evil.example' } });
  const ownPage = () => ({ origin: own, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', cookie: `${copyEditorCookie(port)}=${token}` });

  beforeAll(async () => {
    root = scratch();
    ({ port } = await serve(root));
    own = `http://127.0.0.1:${port}`;
    // The page opened in the browser, as a navigation: the token comes in a cookie.
    const page = await call(port, 'GET', '/', { accept: 'text/html', 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' });
    const cookie = String(page.headers['set-cookie'] ?? '');
    token = new RegExp(`^${copyEditorCookie(port)}=([0-9a-f-]{36}); Path=${AUTHORING_API}; HttpOnly; SameSite=Strict$`).exec(cookie)?.[1] ?? '';
  }, 30000);

  it('gives the page its token only in a cookie no script can read, sent to the editor\'s calls only; the page has no token', async () => {
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    const page = await call(port, 'GET', '/', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<script type="module" src="${AUTHORING_PAGE}"></script>`);
    expect(page.body).not.toContain(token);
  });

  it('answers its own page: a read marked same-origin, a save from its own origin with the token', async () => {
    const entries = await call(port, 'GET', `${COPY_EDITOR_API}entries`, { 'sec-fetch-site': 'same-origin', cookie: `${copyEditorCookie(port)}=${token}` });
    expect(entries.status).toBe(200);
    expect((JSON.parse(entries.body) as { file: string; key: string }[]).some((e) => e.file === 'screens/entry.md' && e.key === 'title')).toBe(true);
    expect(entries.headers['access-control-allow-origin']).toBeUndefined();
    const saved = await call(port, 'POST', `${COPY_EDITOR_API}save`, { ...ownPage(), 'content-type': 'application/json' },
      JSON.stringify({ file: 'site.yaml', key: 'languageSwitch', values: { en: 'Languages' } }));
    expect(saved.status).toBe(200);
    expect(readFileSync(site(), 'utf8')).toContain('languageSwitch: Languages\n');
    // A save runs flows:check's rules twice: seconds on a busy two-core machine.
  }, 90000);

  it('another localhost port reads the page: no token in it, and its cookie is HttpOnly', async () => {
    const page = await call(port, 'GET', '/', { accept: 'text/html,*/*', origin: 'http://127.0.0.1:5399', 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' });
    expect(page.body).not.toContain(token);
    expect(String(page.headers['set-cookie'] ?? '')).toMatch(/; HttpOnly; SameSite=Strict$/);
  });

  it.each<[string, Record<string, string>]>([
    ['another localhost port with the stolen token', { origin: 'http://127.0.0.1:5399', 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' }],
    ['another localhost port that says nothing of where it is', { origin: 'http://localhost:5399' }],
    ['a sandboxed frame (Origin: null)', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['no Origin at all', {}],
    ['no Origin, claiming same-origin (a POST from a browser always names its origin)', { 'sec-fetch-site': 'same-origin' }],
    ['its own origin named, but sent to another address of this machine', { origin: 'http://localhost:PORT', 'sec-fetch-site': 'same-origin' }],
    ['its own origin named by a page the browser calls cross-site', { origin: 'http://127.0.0.1:PORT', 'sec-fetch-site': 'cross-site' }],
  ])('refuses a save from %s (403, nothing written)', async (_who, headers) => {
    const before = readFileSync(site(), 'utf8');
    const named = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace('PORT', String(port))]));
    const res = await call(port, 'POST', `${COPY_EDITOR_API}save`, { ...named, cookie: `${copyEditorCookie(port)}=${token}`, 'content-type': 'application/json' }, attackSave);
    expect(res.status).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(JSON.parse(res.body)).toMatchObject({ problems: [{ message: expect.stringMatching(/^the preview's editors answer their own page only: refused /) }] });
    expect(readFileSync(site(), 'utf8')).toBe(before);
  });

  it('refuses a cross-site HTML form posting to the save (even were the cookie sent)', async () => {
    const before = readFileSync(site(), 'utf8');
    const res = await call(port, 'POST', `${COPY_EDITOR_API}save`, {
      origin: 'http://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document',
      'content-type': 'application/x-www-form-urlencoded', cookie: `${copyEditorCookie(port)}=${token}`,
    }, `${encodeURIComponent(attackSave)}=`);
    expect(res.status).toBe(403);
    expect(readFileSync(site(), 'utf8')).toBe(before);
  });

  it('refuses its own origin without the token, and a save that does not send JSON', async () => {
    const before = readFileSync(site(), 'utf8');
    const noToken = await call(port, 'POST', `${COPY_EDITOR_API}save`, { origin: own, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }, attackSave);
    expect(noToken.status).toBe(403);
    const wrong = await call(port, 'POST', `${COPY_EDITOR_API}save`, { ...ownPage(), cookie: `${copyEditorCookie(port)}=${token.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}`, 'content-type': 'application/json' }, attackSave);
    expect(wrong.status).toBe(403);
    const text = await call(port, 'POST', `${COPY_EDITOR_API}save`, { ...ownPage(), 'content-type': 'text/plain' }, attackSave);
    expect(text.status).toBe(403);
    expect(readFileSync(site(), 'utf8')).toBe(before);
  });

  it('answers another origin\'s preflight and reads with no CORS: 403, no Access-Control-Allow-Origin', async () => {
    const preflight = await call(port, 'OPTIONS', `${COPY_EDITOR_API}save`, {
      origin: 'http://127.0.0.1:5399', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type', 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors',
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    for (const route of ['entries', 'changes']) {
      const read = await call(port, 'GET', `${COPY_EDITOR_API}${route}`, { origin: 'http://127.0.0.1:5399', 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors', cookie: `${copyEditorCookie(port)}=${token}` });
      expect(read.status, route).toBe(403);
      expect(read.headers['access-control-allow-origin'], route).toBeUndefined();
      expect(read.body, route).not.toContain('supportEmail');
    }
    const noOrigin = await call(port, 'GET', `${COPY_EDITOR_API}entries`, { cookie: `${copyEditorCookie(port)}=${token}` });
    expect(noOrigin.status).toBe(403);
  });

  it('refuses a page of another host name that resolves to this machine (DNS rebinding)', async () => {
    const res = await call(port, 'POST', `${COPY_EDITOR_API}save`, {
      host: `evil.example:${port}`, origin: `http://evil.example:${port}`, 'sec-fetch-site': 'same-origin', cookie: `${copyEditorCookie(port)}=${token}`, 'content-type': 'application/json',
    }, attackSave);
    expect(res.status).toBe(403);
    expect(readFileSync(site(), 'utf8')).not.toContain('attacker@evil.example');
  });
});

describe('one server part for every editor of the preview (issue 46)', () => {
  // A second editor, as the form editor and the recorder will plug in: its calls under its own name, behind the
  // same guard and token as the copy editor's.
  const probe: AuthoringEditor = { name: 'probe', calls: () => ({ 'POST echo': (body) => ({ status: 200, body: { echoed: body } }) }) };

  it('routes each editor\'s calls by its name, with the one token, and answers 404 for a call no editor has', async () => {
    const { port } = await serve(scratch(), undefined, [copyEditor(), probe]);
    const page = await call(port, 'GET', '/', { accept: 'text/html', 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' });
    const token = new RegExp(`^${authoringCookie(port)}=([0-9a-f-]{36});`).exec(String(page.headers['set-cookie'] ?? ''))?.[1] ?? '';
    const own = { origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin', cookie: `${authoringCookie(port)}=${token}`, 'content-type': 'application/json' };
    const echo = await call(port, 'POST', `${editorApi('probe')}echo`, own, '{"a":1}');
    expect([echo.status, JSON.parse(echo.body)]).toEqual([200, { echoed: { a: 1 } }]);
    expect((await call(port, 'GET', `${editorApi('copy')}entries`, { 'sec-fetch-site': 'same-origin', cookie: own.cookie })).status).toBe(200);
    expect((await call(port, 'POST', `${editorApi('probe')}echo`, { ...own, cookie: '' }, '{}')).status).toBe(403);
    expect((await call(port, 'POST', `${editorApi('form')}save`, own, '{}')).status).toBe(404);
    expect((await call(port, 'GET', `${editorApi('probe')}echo`, { 'sec-fetch-site': 'same-origin', cookie: own.cookie })).status).toBe(404);
  }, 30000);
});

describe('the preview\'s editors are part of npm run dev only (authoring/)', () => {
  it('is off when HOST opens the dev server beyond this machine: no script, no calls', async () => {
    const { port, html } = await serve(repo, '0.0.0.0');
    expect(html).not.toContain(AUTHORING_PAGE);
    const res = await call(port, 'GET', `${COPY_EDITOR_API}entries`, { 'sec-fetch-site': 'same-origin' });
    expect(res.headers['content-type'] ?? '').not.toContain('application/json');
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain('authoring-');
  });

  it('leaves no trace in the build: dist/ has none of its code, words or calls', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'copy-editor-dist-'));
    dirs.push(outDir);
    await build({ root: repo, configFile: join(repo, 'vite.config.ts'), logLevel: 'silent', plugins: [authoring([copyEditor()])], build: { outDir, emptyOutDir: true } });
    const files: string[] = [];
    const walk = (d: string) => readdirSync(d).forEach((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : files.push(join(d, f))));
    walk(outDir);
    const texts = files.filter((f) => /\.(js|css|html|json|map)$/.test(f)).map((f) => readFileSync(f, 'utf8'));
    expect(texts.length).toBeGreaterThan(3);
    for (const marker of ['__authoring', 'authoring-', 'copyEditor', 'ce-panel', 'Undo my typing', 'It is part of a longer text']) {
      expect(texts.filter((t) => t.includes(marker)).length, marker).toBe(0);
    }
    // The marks naming each text's key (authoring/shared/copyTag.ts) are the dev server's only.
    expect(texts.filter((t) => /[\u2062-\u2064]/.test(t)).length).toBe(0);
  }, 300000);
});

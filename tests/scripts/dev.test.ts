import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type Sandbox } from '../../sandbox/server/buildServer';
import type { Fixture } from '../../sandbox/server/fixtures/Fixture';
import { devBanner } from '../../scripts/lib/devBanner';
import { SANDBOX_PATHS, sandboxProxy } from '../../scripts/lib/sandboxProxy';

const fixture = (name: string, kind: 'loan' | 'prequal', token?: string) =>
  ({ name, kind, scenario: { ...(token ? { token } : {}) }, file: `fixtures/${name}.yaml` }) as unknown as Fixture;

describe('the lines npm run dev prints (devBanner)', () => {
  const lines = devBanner({
    appUrl: 'http://localhost:5173/', apiUrl: 'http://127.0.0.1:40123',
    fixtures: [fixture('happy-path', 'loan', 'demo-happy'), fixture('prequal', 'prequal', 'demo-signup'), fixture('qa-root', 'loan')],
  });

  it('names the dev server, the flow map, and the sandbox behind it with its outbox on the dev server', () => {
    expect(lines[0]).toMatch(/^Dev server on http:\/\/localhost:5173 \(/);
    expect(lines[0]).toContain('flow map http://localhost:5173/__flows/map');
    expect(lines[1]).toMatch(/^Sandbox lender on http:\/\/127\.0\.0\.1:40123, in memory, behind the dev server's \/api/);
    expect(lines[1]).toContain('outbox http://localhost:5173/sandbox/outbox');
  });

  it('prints one demo link per fixture on the dev server\'s address, as npm start does', () => {
    expect(lines.slice(2)).toEqual([
      'happy-path  http://localhost:5173/demo-happy',
      'prequal     http://localhost:5173/demo-signup/prequalify',
      'qa-root     http://localhost:5173/demo-qa-root',
    ]);
    expect(lines.join('\n')).not.toContain(':40123/demo');
  });
});

describe('the dev server\'s proxy to the sandbox (sandboxProxy)', () => {
  it('sends the API, the stand-ins and the sandbox pages to the sandbox, keeping the browser\'s Host', () => {
    expect(sandboxProxy('http://127.0.0.1:40123')).toEqual({
      '/api/': { target: 'http://127.0.0.1:40123', changeOrigin: false },
      '/standins/': { target: 'http://127.0.0.1:40123', changeOrigin: false },
      '/sandbox/': { target: 'http://127.0.0.1:40123', changeOrigin: false },
    });
  });

  it('leaves the app\'s own addresses to Vite', () => {
    for (const path of ['/', '/demo-happy', '/demo-signup/prequalify', '/src/start/main.tsx', '/@vite/client', '/__flows/map', '/apiary', '/sandboxed']) {
      expect(SANDBOX_PATHS.some((prefix) => path.startsWith(prefix))).toBe(false);
    }
  });
});

describe('the app on Vite with the sandbox behind it', () => {
  let dir = '';
  let sandbox: Sandbox;
  let vite: ViteDevServer;
  let app = '';
  let api = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dev-proxy-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title><p>the app page</p>');
    sandbox = await buildServer({ fixtures: [], distDir: false, control: true, production: false, print: () => undefined });
    api = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    vite = await createServer({ root: dir, configFile: false, logLevel: 'silent', server: { port: 0, host: '127.0.0.1', proxy: sandboxProxy(api) }, optimizeDeps: { noDiscovery: true, entries: [] } });
    await vite.listen();
    app = (vite.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  }, 30000);
  afterAll(async () => {
    await vite?.close();
    await sandbox?.app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers /api, /standins and /sandbox from the sandbox and the pages from Vite', async () => {
    const clock = await fetch(`${app}/api/__sandbox/clock`);
    expect(clock.status).toBe(200);
    expect(clock.headers.get('cache-control')).toBe('no-store');
    expect(await clock.json()).toMatchObject({ offsetMs: 0 });
    const standin = await fetch(`${app}/standins/plaid/link-initialize.js`);
    expect(standin.status).toBe(200);
    expect(standin.headers.get('content-type')).toMatch(/javascript/);
    expect((await fetch(`${app}/sandbox/outbox`)).status).toBe(200);
    const page = await (await fetch(`${app}/demo-happy`)).text();
    expect(page).toContain('the app page');
    expect(page).toContain('/@vite/client');
  });

  it('keeps the sandbox itself to the API: its pages point at the dev server', async () => {
    const direct = await fetch(`${api}/demo-happy`);
    expect(direct.status).toBe(404);
    expect(await direct.text()).toMatch(/serves the API only: open the app on the dev server/);
  });
});

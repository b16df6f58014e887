import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const repo = resolve(__dirname, '..', '..', '..');
let dir = '';
let server: ViteDevServer;

// A real dev server (Vite and its file watcher) over a scratch copy of the forms, with the plugin that gives the app
// the shared definitions its forms use (virtual:form-definitions, scripts/vite/formDefinitions.ts). The form editor
// adds a screen by writing a new form file: a page opened afterwards (a new tab, a reload) must find the definitions
// that form uses, or it shows "no validator ... run npm run forms:compile" until the dev server is restarted.
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'json-module-'));
  cpSync(join(repo, 'schemas'), join(dir, 'schemas'), { recursive: true });
  vi.stubEnv('PROJECT_ROOT', dir);
  vi.resetModules();
  const { createServer } = await import('vite');
  const { formDefinitions } = await import('../../../scripts/vite/formDefinitions');
  server = await createServer({
    root: dir, configFile: false, logLevel: 'silent', clearScreen: false,
    optimizeDeps: { noDiscovery: true, entries: [] },
    plugins: [formDefinitions()],
    server: { watch: {} },
  });
  server.ws.send = (() => undefined) as unknown as ViteDevServer['ws']['send'];
  await Promise.race([once(server.watcher, 'ready'), sleep(3000)]);
}, 30000);
afterAll(async () => {
  await server?.close();
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

const served = async () => (await server.transformRequest('virtual:form-definitions'))?.code ?? '';

describe('npm run dev: a virtual module read from files follows a file made after it was loaded', () => {
  it('gives a new form\'s shared definition to the next page that asks', async () => {
    expect(await served()).not.toContain('definitions/businessLegalName.json');
    const file = join(dir, 'schemas/forms/about_business.schema.json');
    writeFileSync(file, `${JSON.stringify({
      $id: 'https://pos-borrower.local/schemas/forms/about_business.schema.json', type: 'object',
      properties: { businessName: { $ref: 'definitions/businessLegalName.json' } },
    }, null, 2)}\n`);
    // What the file watcher tells Vite when a file is made (its own notice may not come in a test run's sandbox).
    server.watcher.emit('add', file);
    await vi.waitFor(async () => expect(await served()).toContain('definitions/businessLegalName.json'), { timeout: 40000, interval: 250 });
  }, 60000);
});

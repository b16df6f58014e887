import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const repo = resolve(__dirname, '..', '..', '..');
let dir = '';
let server: ViteDevServer;
let sent: ReturnType<typeof vi.fn>;

// A real dev server (Vite, its file watcher, the compile-forms and flows:check overlay plugins) over a scratch copy
// of the config, which the tests edit as product would. The overlay's check runs in a child process on that copy.
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dev-edits-'));
  for (const d of ['flows', 'content', 'schemas', 'fixtures', 'engine/generated/forms']) cpSync(join(repo, d), join(dir, d), { recursive: true });
  vi.stubEnv('PROJECT_ROOT', dir);
  vi.resetModules();
  const { createServer } = await import('vite');
  const { compileForms } = await import('../../../scripts/vite/compileForms');
  const { flowsCheckOverlay } = await import('../../../scripts/vite/flowsCheckOverlay');
  server = await createServer({
    root: dir, configFile: false, logLevel: 'silent', clearScreen: false,
    optimizeDeps: { noDiscovery: true, entries: [] },
    plugins: [compileForms(), flowsCheckOverlay({ delayMs: 50 })],
  });
  sent = vi.fn();
  server.ws.send = sent as unknown as ViteDevServer['ws']['send'];
  await Promise.race([once(server.watcher, 'ready'), sleep(3000)]);
}, 30000);
afterAll(async () => {
  await server?.close();
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

const payloads = (type: string) => sent.mock.calls.map(([p]) => p as { type: string; err?: { message: string } }).filter((p) => p.type === type);

describe('npm run dev: a product edit reaches the open page', () => {
  it('shows a flow mistake as the error overlay with its file:line:column line, and reloads once it is fixed', async () => {
    const path = join(dir, 'flows/borrower.yaml');
    const original = readFileSync(path, 'utf8');
    const line = original.split('\n').findIndex((l) => l.includes('goto: purchase_confirm_reminder')) + 1;
    writeFileSync(path, original.replace('goto: purchase_confirm_reminder', 'goto: purchase_confirm_remindr'));
    await vi.waitFor(() => expect(payloads('error')).not.toHaveLength(0), { timeout: 40000, interval: 200 });
    const message = payloads('error')[0]?.err?.message ?? '';
    expect(message).toMatch(/^flows:check: \d+ problems?\n/);
    expect(message).toMatch(new RegExp(`\\nflows/borrower\\.yaml:${line}:\\d+: "purchase_confirm_remindr" is not a screen of the borrower journey`));
    expect(payloads('full-reload')).toEqual([]);
    // Right before it, an empty update: Vite's client reloads a page on its first update while an overlay shows (a
    // module that failed to load), so without it a preview editor's first redraw lost the page and its "Saved".
    const calls = sent.mock.calls.map(([p]) => p as { type: string });
    const at = calls.findIndex((p) => p.type === 'error');
    expect(calls[at - 1]).toEqual({ type: 'update', updates: [] });

    writeFileSync(path, original);
    await vi.waitFor(() => expect(payloads('full-reload')).toEqual([{ type: 'full-reload', path: '*' }]), { timeout: 40000, interval: 200 });
  }, 90000);

  it('recompiles a form\'s validators when its schema is saved', async () => {
    const generated = join(dir, 'engine/generated/forms/pin.validators.js');
    const before = readFileSync(generated, 'utf8');
    const path = join(dir, 'schemas/forms/pin.schema.json');
    const schema = readFileSync(path, 'utf8');
    expect(schema).toMatch(/"type": "object",/);
    writeFileSync(path, schema.replace('"type": "object",', '"type": "object",\n  "minProperties": 7,'));
    await vi.waitFor(() => expect(readFileSync(generated, 'utf8')).not.toBe(before), { timeout: 15000, interval: 100 });
    expect(readFileSync(generated, 'utf8')).toContain('minProperties');
  }, 30000);
});

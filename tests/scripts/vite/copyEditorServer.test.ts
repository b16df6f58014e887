import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, createServer, type ViteDevServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { copyEditor, COPY_EDITOR_API, COPY_EDITOR_TOKEN_HEADER } from '../../../scripts/vite/copyEditor';

const repo = resolve(__dirname, '..', '..', '..');
const servers: ViteDevServer[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function serve(host?: string): Promise<{ server: ViteDevServer; url: string; html: string }> {
  const server = await createServer({
    root: repo, configFile: false, logLevel: 'silent', clearScreen: false,
    optimizeDeps: { noDiscovery: true, entries: [] },
    server: { port: 0, ...(host ? { host } : {}), watch: null },
    plugins: [copyEditor()],
  });
  servers.push(server);
  await server.listen();
  const address = server.httpServer?.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { server, url, html: await server.transformIndexHtml('/', '<html><head></head><body></body></html>') };
}

describe('the copy editor is part of npm run dev only (copyEditor)', () => {
  it('adds its script and a token to the dev server\'s page, and answers only calls carrying that token', async () => {
    const { url, html } = await serve();
    expect(html).toContain('<script type="module" src="/src/dev/copyEditor/main.ts"></script>');
    const token = /name="copy-editor-token" content="([^"]+)"/.exec(html)?.[1];
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect((await fetch(`${url}${COPY_EDITOR_API}entries`)).status).toBe(403);
    expect((await fetch(`${url}${COPY_EDITOR_API}save`, { method: 'POST', headers: { [COPY_EDITOR_TOKEN_HEADER]: 'guess' }, body: '{}' })).status).toBe(403);
    const entries = (await (await fetch(`${url}${COPY_EDITOR_API}entries`, { headers: { [COPY_EDITOR_TOKEN_HEADER]: token! } })).json()) as { file: string; key: string; values: Record<string, string> }[];
    expect(entries.find((e) => e.file === 'screens/entry.md' && e.key === 'title')?.values).toEqual({ en: expect.any(String), 'es-US': expect.any(String) });
  });

  it('is off when HOST opens the dev server beyond this machine: no script, no calls', async () => {
    const { url, html } = await serve('0.0.0.0');
    expect(html).not.toContain('copyEditor');
    expect(html).not.toContain('copy-editor-token');
    const res = await fetch(`${url}${COPY_EDITOR_API}entries`, { headers: { [COPY_EDITOR_TOKEN_HEADER]: 'x' } });
    expect(res.headers.get('content-type') ?? '').not.toContain('application/json');
  });

  it('leaves no trace in the build: dist/ has none of its code, words or calls', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'copy-editor-dist-'));
    dirs.push(outDir);
    await build({ root: repo, configFile: join(repo, 'vite.config.ts'), logLevel: 'silent', plugins: [copyEditor()], build: { outDir, emptyOutDir: true } });
    const files: string[] = [];
    const walk = (d: string) => readdirSync(d).forEach((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : files.push(join(d, f))));
    walk(outDir);
    const texts = files.filter((f) => /\.(js|css|html|json|map)$/.test(f)).map((f) => readFileSync(f, 'utf8'));
    expect(texts.length).toBeGreaterThan(3);
    for (const marker of ['__copy-editor', 'copy-editor-token', 'copyEditor', 'ce-panel', 'Click a text to change it']) {
      expect(texts.filter((t) => t.includes(marker)).length, marker).toBe(0);
    }
  }, 120000);
});

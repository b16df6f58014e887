import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { flowsMap } from '../../../scripts/vite/flowsMap';

const repo = resolve(__dirname, '..', '..', '..');
let dir = '';
let serve: typeof import('../../../scripts/vite/flowsMap').serveFlowsMap;

// The middleware reads the YAML of PROJECT_ROOT, here a scratch copy the test edits between two requests.
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'flows-map-dev-'));
  for (const d of ['flows', 'content', 'schemas']) cpSync(join(repo, d), join(dir, d), { recursive: true });
  vi.stubEnv('PROJECT_ROOT', dir);
  vi.resetModules();
  serve = (await import('../../../scripts/vite/flowsMap')).serveFlowsMap;
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

async function get(url: string) {
  const out = { status: 0, headers: {} as Record<string, string>, body: '', passed: false };
  const res = {
    set statusCode(s: number) { out.status = s; },
    setHeader: (k: string, v: string) => { out.headers[k] = v; },
    end: (body: string) => { out.body = body; },
  } as unknown as ServerResponse;
  await serve({ url } as IncomingMessage, res, () => { out.passed = true; });
  return out;
}

describe('the flow map under the dev server (scripts/vite/flowsMap.ts)', () => {
  it('is a dev-server plugin only', () => {
    expect(flowsMap()).toMatchObject({ name: 'flows-map', apply: 'serve' });
  });

  it('leaves every other address to Vite', async () => {
    expect((await get('/')).passed).toBe(true);
    expect((await get('/__flows/mapping')).passed).toBe(true);
  });

  it('serves an index linking each journey, and 404 for a journey that does not exist', async () => {
    const index = await get('/__flows/map');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expect(index.body).toContain('href="/__flows/map/borrower"');
    expect(index.body).toContain('href="/__flows/map/prequal"');
    expect((await get('/__flows/map/nope')).status).toBe(404);
  });

  it('draws a journey from the YAML as it is at each request', async () => {
    const before = await get('/__flows/map/prequal?x=1');
    expect(before.status).toBe(200);
    expect(before.body).toContain('id="node-prequal_declined"');
    expect(before.body).not.toContain('prequal_renamed');
    const path = join(dir, 'flows/prequal.yaml');
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll('prequal_declined', 'prequal_renamed'));
    const after = await get('/__flows/map/prequal/');
    expect(after.body).toContain('id="node-prequal_renamed"');
    expect(after.body).not.toContain('id="node-prequal_declined"');
  }, 30000);

  it('shows why a journey cannot be drawn, on the page', async () => {
    const path = join(dir, 'flows/prequal.yaml');
    writeFileSync(path, `${readFileSync(path, 'utf8')}\n  broken: [unclosed\n`);
    const page = await get('/__flows/map/prequal');
    expect(page.status).toBe(500);
    expect(page.body).toMatch(/<code>flows\/prequal\.yaml:\d+:\d+: YAML syntax: [^<]+<\/code>/);
  });
});

// Production mode (NODE_ENV=production, control API off): nothing that lists codes, analytics or reports is served,
// no source maps, and analytics ingestion is bounded (issue 12, point 3).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, type Sandbox } from '../../../sandbox/server/buildServer';
import { standinDepsFromRepo } from '../../../sandbox/server/standinDepsFromRepo';
import { MAX_STORED_EVENTS } from '../../../sandbox/standins/analytics/analyticsLimits';
import { fixtures } from '../server/sandboxHarness';

const dist = mkdtempSync(join(tmpdir(), 'sandbox-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)\n//# sourceMappingURL=index-abc.js.map');
writeFileSync(join(dist, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["src/secret.ts"]}');

const servers: Sandbox[] = [];
const production = async (extra: Parameters<typeof buildServer>[0] = {}) => {
  const sandbox = await buildServer({ fixtures, production: true, control: false, distDir: dist, print: () => undefined, ...extra });
  servers.push(sandbox);
  return sandbox;
};
afterAll(async () => {
  for (const sandbox of servers) await sandbox.app.close();
});

const INSPECTION = [
  ['GET', '/sandbox/outbox'], ['GET', '/sandbox/csp-reports'], ['GET', '/api/__sandbox/analytics'], ['GET', '/api/__sandbox/outbox'],
  ['GET', '/api/__sandbox/outbox?phone=%2B15555550100'], ['GET', '/api/__sandbox/fixtures'], ['GET', '/api/__sandbox/clock'],
  ['POST', '/api/__sandbox/clock'], ['POST', '/api/__sandbox/links'], ['GET', '/api/__sandbox/loanapplications/demo-phone'],
  ['GET', '/assets/index-abc.js.map'], ['GET', '/api/__sandbox/faults'], ['POST', '/api/__sandbox/faults'],
] as const;

describe('production mode', () => {
  it.each(INSPECTION)('%s %s answers 404', async (method, url) => {
    const { app } = await production();
    const res = await app.inject({ method, url, ...(method === 'POST' ? { payload: { advanceMs: 1 } } : {}) });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/code|\+1555/i);
  });

  it('still serves the app and its scripts, only not their source maps', async () => {
    const { app } = await production();
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc.js' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/demo-phone' })).statusCode).toBe(200);
  });

  it('serves source maps and the inspection pages in development', async () => {
    const { app } = await production({ production: false, control: true });
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc.js.map' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/sandbox/outbox' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/__sandbox/analytics' })).statusCode).toBe(200);
  });

  it('limits analytics requests per client (429 past the limit), so one client cannot flood the sink', async () => {
    const { app, repo } = await production({ analyticsPerMinute: 10 });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await app.inject({ method: 'POST', url: '/api/analytics', payload: { event: `e${i}` }, remoteAddress: '203.0.113.7' })).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    const other = await app.inject({ method: 'POST', url: '/api/analytics', payload: { event: 'other client' }, remoteAddress: '203.0.113.8' });
    expect(other.statusCode).toBe(200);
    expect(repo.analytics.count()).toBe(11);
  });

  it('keeps at most the newest events and none older than a week', async () => {
    let now = Date.UTC(2026, 0, 1);
    const { repo } = await production();
    const deps = standinDepsFromRepo(repo, () => now);
    for (let i = 0; i < MAX_STORED_EVENTS + 300; i += 1) deps.analytics.record({ event: 'flood', i });
    expect(repo.analytics.count()).toBeLessThanOrEqual(MAX_STORED_EVENTS + 100);
    now += 8 * 24 * 60 * 60_000;
    for (let i = 0; i < 100; i += 1) deps.analytics.record({ event: 'fresh', i });
    expect(repo.analytics.count()).toBe(100);
  });
});

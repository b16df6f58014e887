// HTTP hygiene (issue 12, point 4): stalled bodies are cut off, API answers are never cached, the security headers
// are on every answer, CSP violations are recorded, and the database file is private.
import { createHash } from 'node:crypto';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, REQUEST_TIMEOUT_MS, type Sandbox } from '../../../sandbox/server/buildServer';
import { fixtures } from '../server/sandboxHarness';

const dist = mkdtempSync(join(tmpdir(), 'sandbox-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
const servers: Sandbox[] = [];
const sandbox = async (extra: Parameters<typeof buildServer>[0] = {}) => {
  const built = await buildServer({ fixtures, control: true, distDir: dist, print: () => undefined, ...extra });
  servers.push(built);
  return built;
};
afterAll(async () => {
  for (const built of servers) await built.app.close();
});

// Sends headers that promise a 500-byte body and only 7 bytes of it; resolves with how long until the server hung up.
async function stall(port: number): Promise<{ ms: number; answer: string }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('PATCH /api/loanapplications/x HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"a":1,');
    });
    let answer = '';
    socket.on('data', (chunk) => { answer += chunk.toString(); });
    socket.on('close', () => resolve({ ms: Date.now() - started, answer }));
    socket.on('error', reject);
    setTimeout(() => { socket.destroy(); reject(new Error('the server held a stalled request open for 10 s')); }, 10_000);
  });
}

describe('HTTP hygiene', () => {
  it('closes a request whose body stalls (Content-Length 500, 7 bytes sent) within the timeout; the default is 30 s', async () => {
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
    const { app } = await sandbox({ requestTimeoutMs: 600 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const { ms, answer } = await stall(typeof address === 'object' && address !== null ? address.port : 0);
    expect(ms).toBeLessThan(3_000);
    expect(answer).not.toContain('200 OK');
  });

  it('marks every API answer no-store (success, error, not found, control, analytics)', async () => {
    const { app } = await sandbox();
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/api/loanapplications/demo-happy?initToken=demo-happy' }),
      app.inject({ method: 'GET', url: '/api/loanapplications/nope?initToken=nope' }),
      app.inject({ method: 'GET', url: '/api/no-such-route' }),
      app.inject({ method: 'GET', url: '/api/__sandbox/clock' }),
      app.inject({ method: 'POST', url: '/api/analytics', payload: { event: 'x' } }),
      app.inject({ method: 'GET', url: '/sandbox/outbox' }),
    ]);
    expect(answers.map((a) => a.headers['cache-control'])).toEqual(answers.map(() => 'no-store'));
  });

  it('sends Permissions-Policy and Cross-Origin-Opener-Policy on app pages and API answers', async () => {
    const { app } = await sandbox();
    for (const url of ['/demo-happy', '/api/loanapplications/demo-happy?initToken=demo-happy', '/api/nothing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['permissions-policy']).toMatch(/microphone=\(\).*geolocation=\(\)/);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('has the CSP report violations to an endpoint that records them, shown on a sandbox page in development', async () => {
    const { app } = await sandbox();
    const page = await app.inject({ method: 'GET', url: '/demo-happy' });
    expect(page.headers['content-security-policy']).toContain('report-uri /api/csp-report');
    const report = { 'csp-report': { 'document-uri': 'http://localhost/x', 'violated-directive': 'script-src', 'blocked-uri': 'https://evil.test/<b>' } };
    const sent = await app.inject({ method: 'POST', url: '/api/csp-report', headers: { 'content-type': 'application/csp-report' }, payload: JSON.stringify(report) });
    expect(sent.statusCode).toBe(204);
    const modern = await app.inject({ method: 'POST', url: '/api/csp-report', headers: { 'content-type': 'application/reports+json' }, payload: JSON.stringify([{ type: 'csp-violation', body: { blockedURL: 'inline' } }]) });
    expect(modern.statusCode).toBe(204);
    const shown = await app.inject({ method: 'GET', url: '/sandbox/csp-reports' });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('https://evil.test/&lt;b&gt;');
    expect(shown.body).toContain('csp-violation');
    const bad = await app.inject({ method: 'POST', url: '/api/csp-report', headers: { 'content-type': 'application/csp-report' }, payload: '{oops' });
    expect(bad.statusCode).toBe(400);
  });

  it('allows the page\'s own inline script by its hash and no other inline script, on the page only', async () => {
    // The build's page carries one inline script (the first read, src/runtime/inlineFirstRead.ts): the policy names
    // its hash, so a script injected into the page (any other text) is still refused.
    const own = 'window.__firstRead=1;';
    const pageDist = mkdtempSync(join(tmpdir(), 'sandbox-dist-inline-'));
    writeFileSync(join(pageDist, 'index.html'), `<!doctype html><title>app</title><script>${own}</script><script type="module" src="/assets/index.js"></script>`);
    const { app } = await sandbox({ distDir: pageDist });
    const page = await app.inject({ method: 'GET', url: '/demo-happy' });
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1] ?? '';
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(scriptSrc.split(' ')).toEqual(["'self'", hash(own)]);
    expect(scriptSrc).not.toContain(hash('alert(1)'));
    expect(scriptSrc).not.toContain('unsafe-inline');
    // A page without inline scripts gets the policy as before.
    const plain = await (await sandbox()).app.inject({ method: 'GET', url: '/demo-happy' });
    expect(/script-src ([^;]*)/.exec(String(plain.headers['content-security-policy']))?.[1]).toBe("'self'");
  });

  it('creates the database file readable by its owner only (0600)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
    const dbPath = join(dir, 'data', 'sandbox.db');
    await sandbox({ dbPath });
    expect(statSync(dbPath).mode & 0o777).toBe(0o600);
    expect(statSync(`${dbPath}-wal`).mode & 0o077).toBe(0);
  });
});

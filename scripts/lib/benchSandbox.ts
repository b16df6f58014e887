import { spawnSync } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Browser } from 'playwright-core';
import { buildServer, DEFAULT_DIST_DIR, type Sandbox } from '../../sandbox/server/buildServer';
import { loadFixtures } from '../../sandbox/server/fixtures/loadFixtures';
import { needsBuild } from '../../sandbox/start';
import { root } from './root';

/** A sandbox serving the built app on a free loopback port, and its address. */
export interface BenchSandbox {
  sandbox: Sandbox;
  baseUrl: string;
}

// The benchmarks measure the app as it is in the work tree: dist/ is rebuilt the way `npm start` would, when a
// source is newer than it. `name` prefixes what it prints.
export function buildAppIfNeeded(name: string): void {
  if (!needsBuild(root)) return;
  console.log(`${name}: building the app (vite build)...`);
  const result = spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['vite', 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit', timeout: 300_000 });
  if (result.status !== 0) throw new Error('vite build failed, so there is no app to measure');
}

// The app, (re)built when needed, served by an in-memory sandbox with every fixture and the control API, on a free port.
export async function benchSandbox(name: string): Promise<BenchSandbox> {
  buildAppIfNeeded(name);
  return serveDist(DEFAULT_DIST_DIR);
}

/** Told of every request the sandbox answered: what it was, when the answer went, and how long the sandbox took. */
export interface Answered {
  method: string;
  /** The path and query, as the browser asked. */
  url: string;
  /** Date.now() when the answer was sent. */
  at: number;
  /** The sandbox's own time for it, in ms: from the request reaching the server to the answer's last byte handed on. */
  elapsedMs: number;
  /** What the answer took on the wire, headers included (its connection's bytes written meanwhile). */
  bytes: number;
}

// An in-memory sandbox (every fixture, the control API on) serving `distDir` on a free loopback port: the app, or a
// floor page of bench/ read through the same API. `onAnswered` hears of every request answered (bench:journey reads
// the lender's own time from it). buildServer has made the app ready, so Fastify takes no more hooks: the time is
// read on the HTTP server itself, before Fastify's own listener sees the request.
export async function serveDist(distDir: string, onAnswered?: (answered: Answered) => void): Promise<BenchSandbox> {
  const sandbox = await buildServer({ dbPath: ':memory:', fixtures: loadFixtures(), distDir, control: true, print: () => undefined });
  if (onAnswered) {
    sandbox.app.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
      // A browser sends one request at a time on a connection (HTTP/1.1), so what its socket wrote meanwhile is this answer.
      const { socket } = request;
      const started = performance.now();
      const written = socket.bytesWritten;
      response.once('finish', () => onAnswered({
        method: request.method ?? '', url: request.url ?? '', at: Date.now(), elapsedMs: performance.now() - started, bytes: socket.bytesWritten - written,
      }));
    });
  }
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const address = sandbox.app.server.address();
  return { sandbox, baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

// A fresh link of `fixture` from the control API, so no run sees an application another run touched.
export async function freshLink(baseUrl: string, fixture: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/__sandbox/links`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fixture }) });
  const body = (await res.json().catch(() => ({}))) as { path?: unknown; errorMessage?: unknown };
  if (!res.ok || typeof body.path !== 'string') throw new Error(`the sandbox at ${baseUrl} did not make a ${fixture} link (${res.status} ${String(body.errorMessage ?? '')})`);
  return `${baseUrl}${body.path}`;
}

/** What a benchmark has to stop when it ends, however it ends. */
export interface BenchResources {
  sandbox?: Sandbox;
  browser?: Browser;
}

// Stops the browser and the sandbox; safe to call more than once and from any exit path.
export async function releaseBench(resources: BenchResources): Promise<void> {
  const { browser, sandbox } = resources;
  resources.browser = undefined;
  resources.sandbox = undefined;
  await browser?.close().catch(() => undefined);
  await sandbox?.app.close().catch(() => undefined);
}

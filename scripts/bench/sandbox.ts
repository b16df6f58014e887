// The app (or a floor page of bench/) as the benchmarks serve it: an in-memory sandbox lender (every fixture, the
// control API on) on a free loopback port, held in the bench's resources so it is stopped however the bench ends;
// and a fresh link of a fixture per run.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildServer, type Sandbox } from '../../sandbox/server/buildServer';
import { loadFixtures } from '../../sandbox/server/fixtures/loadFixtures';
import { sandboxControl } from '../lib/sandboxControl';
import type { BenchResources } from './run';

/** A sandbox serving a build on a free loopback port, and its address. */
export interface Served { sandbox: Sandbox; baseUrl: string }

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

// An in-memory sandbox serving `distDir`, kept in `resources` until it is stopped. `onAnswered` hears of every request
// answered (bench:journey reads the lender's own time from it). buildServer has made the app ready, so Fastify takes
// no more hooks: the time is read on the HTTP server itself, before Fastify's own listener sees the request.
export async function serve(resources: BenchResources, distDir: string, onAnswered?: (answered: Answered) => void): Promise<Served> {
  const sandbox = await buildServer({ dbPath: ':memory:', fixtures: loadFixtures(), distDir, control: true, print: () => undefined });
  resources.sandboxes.push(sandbox);
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
  return { sandbox, baseUrl: await sandbox.app.listen({ port: 0, host: '127.0.0.1' }) };
}

/** Stops one sandbox `serve` started, before the bench ends. */
export async function stopServing(resources: BenchResources, served: Served): Promise<void> {
  resources.sandboxes = resources.sandboxes.filter((s) => s !== served.sandbox);
  await served.sandbox.app.close().catch(() => undefined);
}

// A fresh link of `fixture` from the control API, so no run sees an application another run touched.
export async function freshLink(baseUrl: string, fixture: string): Promise<string> {
  const body = (await sandboxControl(baseUrl)('POST', '/api/__sandbox/links', { fixture })) as { path?: unknown };
  if (typeof body.path !== 'string') throw new Error(`the sandbox at ${baseUrl} made no ${fixture} link`);
  return `${baseUrl}${body.path}`;
}

import { spawnSync } from 'node:child_process';
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

// The benchmarks measure the app as it is in the work tree: dist/ is rebuilt the way `npm start` would, then served
// by an in-memory sandbox with every fixture and the control API, on a free port.
export async function benchSandbox(name: string): Promise<BenchSandbox> {
  if (needsBuild(root)) {
    console.log(`${name}: building the app (vite build)...`);
    const result = spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['vite', 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit', timeout: 120_000 });
    if (result.status !== 0) throw new Error('vite build failed, so there is no app to measure (build a clean clone, or set BENCH_URL)');
  }
  const sandbox = await buildServer({ dbPath: ':memory:', fixtures: loadFixtures(), distDir: DEFAULT_DIST_DIR, control: true, print: () => undefined });
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const address = sandbox.app.server.address();
  return { sandbox, baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
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

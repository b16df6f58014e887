// `npm start`: builds the app when dist/ is missing or older than src/, opens the sandbox database (.data/), seeds
// every fixture, and serves the app and the API on one port, printing one demo link per fixture.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, controlEnabledByEnv, DEFAULT_DIST_DIR } from './server/buildServer';
import { formatDemoLinks, listDemoLinks } from './server/fixtures/listDemoLinks';
import { loadFixtures } from './server/fixtures/loadFixtures';
import { seedFixtures } from './server/fixtures/seedFixtures';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

// Newest modification time of a file or, recursively, of a folder's files.
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

// Whether dist/ needs a (re)build: no dist/index.html, or anything the app bundles changed after it was built.
export function needsBuild(root: string = ROOT): boolean {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  // The app bundles the engine, the flows, the forms and the copy, so a change to any of them needs a build.
  const sources = Math.max(...['src', 'engine', 'flows', 'content', 'schemas', 'public', 'index.html', 'vite.config.ts'].map((p) => newest(join(root, p))));
  return sources > statSync(built).mtimeMs;
}

function buildApp(): void {
  console.log('Building the app (vite build)...');
  const result = spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) console.warn('vite build failed: the API still runs; the app pages will not be served until it builds.');
}

async function main(): Promise<void> {
  if (process.env.SANDBOX_SKIP_BUILD !== '1' && needsBuild()) buildApp();
  const fixtures = loadFixtures();
  const sandbox = await buildServer({ dbPath: process.env.SANDBOX_DB ?? join(ROOT, '.data', 'sandbox.db'), fixtures, distDir: DEFAULT_DIST_DIR });
  seedFixtures(sandbox.repo, fixtures, sandbox.clock.now(), { reset: process.argv.includes('--reset') });
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? 'localhost';
  await sandbox.app.listen({ port, host });
  const address = sandbox.app.server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  const base = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${actualPort}`;
  const control = controlEnabledByEnv();
  console.log(`Sandbox lender on ${base} (API under /api; control API ${control ? `on; outbox ${base}/sandbox/outbox` : 'off'})`);
  for (const line of formatDemoLinks(listDemoLinks(fixtures, base))) console.log(line);
  const stop = (): void => {
    void sandbox.app.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

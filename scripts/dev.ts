// `npm run dev`: the app on Vite's dev server with the sandbox lender behind it, so product can open a borrower
// screen, edit its YAML, Markdown or form schema and watch it reload in place. Starts the sandbox API (in memory,
// every fixture seeded, as npm start but without serving dist/) on a free port (SANDBOX_PORT to choose one), then
// Vite with this project's vite.config.ts, proxying the sandbox's paths to it, plus the flows:check overlay; prints
// the demo links on the dev server's address. Ctrl-C (or SIGTERM) stops both. PORT and HOST choose the dev
// server's address (default: vite.config.ts, http://localhost:5173, or the next free port). The page has the
// preview's editors (authoring/: the copy editor, click a text and change it in every language; the form editor; the
// Record switch, the journey clicked written as a fixture) unless HOST is not this machine.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { authoring } from '../authoring/server/authoringServer';
import { copyEditor } from '../authoring/server/copy/copyEditor';
import { formEditor } from '../authoring/server/form/formEditor';
import { recordEditor } from '../authoring/server/record/recordEditor';
import { buildServer } from '../sandbox/server/buildServer';
import type { Fixture } from '../sandbox/server/fixtures/Fixture';
import { FixtureError, loadFixtures } from '../sandbox/server/fixtures/loadFixtures';
import { seedFixtures } from '../sandbox/server/fixtures/seedFixtures';
import { devBanner } from './lib/devBanner';
import { sandboxProxy } from './lib/sandboxProxy';
import { sandboxControl } from './lib/sandboxControl';
import { flowsCheckOverlay } from './vite/flowsCheckOverlay';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

// A broken fixture costs its demo links, not the preview: the overlay names its line (flows:check reads fixtures).
function fixturesOrNone(): Fixture[] {
  try {
    return loadFixtures();
  } catch (error) {
    if (!(error instanceof FixtureError)) throw error;
    console.error(`No demo links (restart npm run dev once it is fixed):\n${error.problems.join('\n')}`);
    return [];
  }
}

async function main(): Promise<void> {
  const fixtures = fixturesOrNone();
  // A fault queued on the sandbox while the Record switch records becomes a `fault:` step (as npm run record's does).
  const faultHeard: ((fault: unknown) => void)[] = [];
  const sandbox = await buildServer({ dbPath: ':memory:', fixtures, distDir: false, control: true, production: false, onFault: (fault) => faultHeard.forEach((hear) => hear(fault)) });
  seedFixtures(sandbox.repo, fixtures, sandbox.clock.now());
  const apiUrl = await sandbox.app.listen({ port: Number(process.env.SANDBOX_PORT ?? 0), host: '127.0.0.1' });

  // The Record switch records on this sandbox's links (the demo link's scenario, started over) into fixtures/.
  const record = recordEditor({ sandbox: { control: sandboxControl(apiUrl), scenarioOf: (t) => sandbox.repo.loans.byToken(t)?.scenario }, fixtures: () => loadFixtures(), faults: (hear) => void faultHeard.push(hear) });

  // Vite 8 lists every import of vite.config.ts a future config loader would refuse (nearly 200 lines above the
  // links, nothing product can act on), so that warning is off here unless asked for.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  const vite = await createServer({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    clearScreen: false,
    // The app's one page; otherwise Vite also scans bench/'s floor pages, whose virtual modules only their own
    // build knows, and says the dependency scan failed.
    optimizeDeps: { entries: ['index.html'] },
    server: {
      proxy: sandboxProxy(apiUrl),
      ...(process.env.PORT ? { port: Number(process.env.PORT) } : {}),
      ...(process.env.HOST ? { host: process.env.HOST } : {}),
    },
    // The preview's editors (authoring/server/authoringServer.ts): on this machine only, off when HOST opens the
    // server wider.
    plugins: [flowsCheckOverlay(), authoring([copyEditor(), formEditor(), record])],
  });
  await vite.listen();
  const appUrl = vite.resolvedUrls?.local[0] ?? `http://localhost:${vite.config.server.port}/`;
  for (const line of devBanner({ appUrl, apiUrl, fixtures })) console.log(line);

  let stopping = false;
  const stop = (): void => {
    if (stopping) process.exit(1); // a second Ctrl-C does not wait
    stopping = true;
    void Promise.allSettled([vite.close(), sandbox.app.close()]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`npm run dev: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
  process.exit(1);
});

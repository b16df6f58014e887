import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/lib/findChromium';
import { root } from './scripts/lib/root';
import { blobName, shardOf } from './scripts/replay/blobShards';

// The QA replays on Playwright Test (npm run replay wraps it; `npx playwright test --list` lists every fixture).
// One test per fixtures/*.yaml (scripts/replay/replays.spec.ts), each worker with its own sandbox; the contact
// sheet and the coverage are a reporter (scripts/replay/contactSheetReporter.ts). A shard also writes a blob of its
// own, report-I-of-N.zip (in reports/replay-blob/, or REPLAY_BLOB_DIR; another shard's blob there is left alone),
// that `npm run replay:merge` merges into one contact sheet and coverage.
const shard = shardOf(process.argv);
// Playwright's own reporters, added to the sheet (npm run replay -- --reporter=html sets REPLAY_REPORTER; Playwright's
// --reporter would replace the sheet). Their folders (playwright-report/, blob-report/) are git-ignored; the HTML
// report is not served at the end of a run (npx playwright show-report opens it).
const extra = (process.env.REPLAY_REPORTER ?? '').split(',').map((r) => r.trim()).filter(Boolean)
  .map((name): ReporterDescription => (name === 'html' ? ['html', { open: 'never' }] : [name]));
// Phones first (360x740); REPLAY_VIEWPORT=1280x800 replays the same journeys on a desktop screen.
const [vw, vh] = (process.env.REPLAY_VIEWPORT ?? '360x740').split('x').map(Number);
// Half the cores (Playwright's own default), and two at least: a replay waits on the app's timers and the sandbox
// as much as it computes, so two workers on a 2-core machine took the suite from 933 s to 537-564 s (issue 37).
// REPLAY_WORKERS or --workers=N for another count.
const workers = Number(process.env.REPLAY_WORKERS) || Math.max(2, Math.floor(availableParallelism() / 2));
// Listing the tests or merging shards' blobs needs no browser: a missing Chromium is said by globalSetup instead.
const chromium = (() => {
  try {
    return findChromium();
  } catch {
    return undefined;
  }
})();

export default defineConfig({
  testDir: 'scripts/replay',
  // The fixtures' replays, and the recorder's own test (it records a journey, then replays the file it wrote); the
  // copy editor's browser test (npm run dev on a scratch copy, scripts/copyEditor/) and the guide's (the steps of
  // docs/adding-a-screen.md applied to a scratch copy, its screens replayed there, scripts/guide/).
  projects: [
    { name: 'replays', testMatch: /replays\.spec\.ts$/ },
    { name: 'recorder', testMatch: /(recorder|recordSwitch)\.spec\.ts$/ },
    { name: 'copy-editor', testDir: 'scripts/copyEditor', testMatch: /\.spec\.ts$/ },
    { name: 'guide', testDir: 'scripts/guide', testMatch: /guide\.spec\.ts$/ },
    // The guide's browser path (section 8) in the form editor of npm run dev (issue 46).
    { name: 'guide-browser', testDir: 'scripts/guide', testMatch: /guideInBrowser\.spec\.ts$/ },
  ],
  outputDir: process.env.REPLAY_RESULTS_DIR ?? join(root, 'reports', 'replay-results'),
  globalSetup: './scripts/replay/globalSetup.ts',
  fullyParallel: true,
  workers,
  retries: 0,
  // A replay waits as a borrower does: qa-job-timeout walks the app's 409 s of job polling, about 10 s a step (150 s).
  timeout: 300_000,
  reporter: [
    ['./scripts/replay/contactSheetReporter.ts'],
    ...extra,
    ...(shard ? [['blob', { outputFile: join(process.env.REPLAY_BLOB_DIR ?? join(root, 'reports', 'replay-blob'), blobName(shard)) }] as ReporterDescription] : []),
  ],
  use: {
    browserName: 'chromium',
    viewport: { width: vw || 360, height: vh || 740 },
    launchOptions: { ...(chromium ? { executablePath: chromium } : {}), args: CHROMIUM_ARGS },
    // A failure keeps its trace (npx playwright show-trace), the contact sheet links it.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
  },
});

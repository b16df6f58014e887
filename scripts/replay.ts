// npm run replay -- [fixture ...]: drives headless Chromium through each fixture's steps against a fresh
// in-memory sandbox serving the built app, asserts every step, screenshots every screen, writes an HTML contact
// sheet to reports/replay/, and prints the flow coverage computed from the engine's own decisions.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { coverage, coverageLine, type EngineDecision } from '../e2e/replay/coverage';
import { coverageFile, writeCoverageFile } from '../e2e/replay/coverageFile';
import { findPersonalData, typedValues } from '../e2e/replay/findPersonalData';
import { accessibilityAuditor } from '../e2e/replay/auditAccessibility';
import { englishDetector } from '../e2e/replay/englishOnScreen';
import { chooseLocale } from '../engine/content/chooseLocale';
import { contentLocales } from './vite/localeCatalogs';
import { runSteps } from '../e2e/replay/runSteps';
import type { Step } from '../e2e/replay/Step';
import { writeReport, type FixtureRun } from '../e2e/replay/writeReport';
import { buildServer, DEFAULT_DIST_DIR } from '../sandbox/server/buildServer';
import { loadFixtures, tokenOf } from '../sandbox/server/fixtures/loadFixtures';
import { needsBuild } from '../sandbox/start';
import { formatProblem } from '../engine/Problem';
import { checkProject } from './check/checkProject';
import { loadProject } from './check/loadProject';
import { CHROMIUM_ARGS, findChromium } from './lib/findChromium';
import { loadFlows } from './lib/loadFlows';
import { root } from './lib/root';

const started = Date.now();
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const problems = checkProject(loadProject(), ['fixtures', 'fixtureSteps']);
if (problems.length) {
  problems.forEach((p) => console.error(formatProblem(p)));
  console.error(`replay: ${problems.length} problem(s) in fixtures; nothing was replayed`);
  process.exit(1);
}
const all = loadFixtures().filter((f) => Array.isArray(f.steps) && f.steps.length > 0);
const unknown = wanted.filter((w) => !all.some((f) => f.name === w || f.file.endsWith(`${w}`)));
if (unknown.length) {
  console.error(`replay: no fixture with steps named ${unknown.join(', ')} (have: ${all.map((f) => f.name).join(', ')})`);
  process.exit(2);
}
const fixtures = wanted.length ? all.filter((f) => wanted.some((w) => f.name === w || f.file.endsWith(w))) : all;

// REPLAY_OUT_DIR builds the app into a folder of its own (several replays at once must not share dist/).
const outDir = process.env.REPLAY_OUT_DIR;
if (process.env.REPLAY_SKIP_BUILD !== '1' && (outDir || needsBuild())) {
  console.log('replay: building the app (vite build)...');
  const b = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', ...(outDir ? ['--outDir', outDir, '--emptyOutDir'] : [])], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(1);
}

const sandbox = await buildServer({ dbPath: ':memory:', fixtures: loadFixtures(), distDir: outDir ?? DEFAULT_DIST_DIR, control: true, print: () => undefined });
await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
const address = sandbox.app.server.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const control = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
  const res = await fetch(`${baseUrl}${path}`, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(`control ${method} ${path} answered ${res.status}: ${String(json.errorMessage ?? '')}`);
  return json;
};

const reportDir = process.env.REPLAY_REPORT_DIR ?? join(root, 'reports', 'replay');
rmSync(reportDir, { recursive: true, force: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
// Phones first (360x740); REPLAY_VIEWPORT=1280x800 replays the same journeys on a desktop screen.
const [vw, vh] = (process.env.REPLAY_VIEWPORT ?? '360x740').split('x').map(Number);
const viewport = { width: vw || 360, height: vh || 740 };
const decisions: EngineDecision[] = [];
const runs: FixtureRun[] = [];
// The copy a fixture's browser language gets, as the app chooses it.
const copyLocale = (browser: string | undefined) => chooseLocale([browser ?? 'en-US'], contentLocales(root), null);
// Every distinct screen the replays reach is held to WCAG 2.1 A and AA by axe-core (a violation fails the step).
let currentToken = '';
const audit = accessibilityAuditor(() => currentToken, baseUrl);
for (const fixture of fixtures) {
  const t0 = Date.now();
  const shots = join(reportDir, fixture.name);
  mkdirSync(shots, { recursive: true });
  // The fixture's language is the browser's (navigator.languages), as a borrower's phone would say it.
  const context = await browser.newContext({ viewport, locale: fixture.locale ?? 'en-US' });
  const page = await context.newPage();
  await page.clock.install();
  await page.exposeBinding('__onEngineDecision', (_source, d: EngineDecision) => void decisions.push({ ...d, journey: fixture.kind === 'prequal' ? 'prequal' : 'borrower' }));
  try {
    await control('POST', '/api/__sandbox/clock', { reset: true });
    // A prequal fixture's link is its signup page: the sandbox is fresh each run and the static signup makes a new
    // prequal id per visit, so the fixture's own signupId (and the merchant seeded for it) is a fresh link.
    const link = fixture.kind === 'prequal'
      ? { token: tokenOf(fixture), loanApplicationId: '', path: `/${encodeURIComponent(tokenOf(fixture))}/prequalify` }
      : (await control('POST', '/api/__sandbox/links', { fixture: fixture.name })) as { token: string; loanApplicationId: string; path: string };
    currentToken = link.token;
    const results = await runSteps(fixture.steps as Step[], {
      page, baseUrl, token: link.token, loanApplicationId: link.loanApplicationId, linkPath: link.path, control, audit,
      // A replay in another language fails on any English heading, button or label it meets.
      ...(copyLocale(fixture.locale) !== 'en' ? { english: englishDetector(root, copyLocale(fixture.locale)) } : {}),
      screenshot: async (name) => {
        const file = join(shots, `${name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        return file;
      },
    });
    runs.push({ name: fixture.name, ...(fixture.description ? { description: fixture.description } : {}), results, ms: Date.now() - t0 });
  } catch (e) {
    runs.push({ name: fixture.name, results: [], ms: Date.now() - t0, error: (e as Error).message });
  }
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide'))).catch(() => undefined);
  await page.waitForTimeout(300);
  await context.close();
  // A fault the replay never reached (it stopped first) must not fail the next fixture's call.
  if ((fixture.steps as Step[]).some((s) => 'fault' in s)) await control('DELETE', '/api/__sandbox/faults').catch((e: Error) => console.error(`replay: could not clear the sandbox's faults: ${e.message}`));
  const run = runs[runs.length - 1] as FixtureRun;
  const bad = run.error ?? run.results.find((r) => !r.ok);
  console.log(`${bad ? 'FAIL' : 'ok  '} ${fixture.name} (${run.results.length} steps, ${(run.ms / 1000).toFixed(1)} s)`);
  if (bad && typeof bad === 'object') console.log(`     step ${bad.index + 1} "${bad.label}" on ${bad.path}: expected ${bad.failure?.expected}, actual ${bad.failure?.actual}`);
  else if (bad) console.log(`     ${bad}`);
}
await browser.close();
// Issue 4: no analytics event may carry personal data. Every event the app sent during the run is inspected.
const sent = ((await control('GET', '/api/__sandbox/analytics')) as { events?: unknown[] }).events ?? [];
const leaks = findPersonalData(sent, fixtures.flatMap((f) => typedValues(f.steps as Step[])));
await sandbox.app.close();

const loadedFlows = loadFlows().flows;
const flow = loadedFlows.borrower;
const cov = flow ? coverage(flow, decisions) : null;
const wall = Date.now() - started;
const report = writeReport(reportDir, runs, cov, wall);
// The same coverage as data, for npm run flows:map to draw over the flow map.
writeCoverageFile(reportDir, coverageFile(loadedFlows, decisions, fixtures, new Date()));
const failed = runs.filter((r) => r.error || r.results.some((s) => !s.ok)).length;
console.log(`analytics: ${sent.length} events inspected, ${leaks.length ? `${leaks.length} carry personal data` : 'no personal data'}`);
leaks.forEach((l) => console.log(`  ${l}`));
if (cov) {
  console.log(`coverage: ${coverageLine(cov)}`);
  if (cov.screens.missed.length) console.log(`  screens not shown: ${cov.screens.missed.join(', ')}`);
  if (cov.rules.missed.length) console.log(`  rules not exercised: ${cov.rules.missed.join(', ')}`);
  if (cov.transitions.missed.length) console.log(`  transitions not exercised: ${cov.transitions.missed.join(', ')}`);
}
console.log(`replay: ${(wall / 1000).toFixed(1)} s wall time; report ${report.replace(`${root}/`, '')}`);
console.log(`replay: ${runs.length - failed} passed, ${failed} failed`);
process.exit(failed || leaks.length ? 1 : 0);

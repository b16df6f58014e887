// npm run replay -- [fixture ...] [Playwright Test options]: replays QA fixtures in headless Chromium on Playwright
// Test (playwright.config.ts, scripts/replay/): each fixture a test, each worker with its own in-memory sandbox
// serving the built app; every step asserted and screenshot, every screen held to axe-core and to the checks axe
// does not make (e2e/replay/beyondAxe.ts); a contact sheet in reports/replay/ and the flow coverage from the
// engine's own decisions. Names pick fixtures (`npm run replay --
// happy-path refunded`); Playwright's own options pass through: --workers=N, --shard=I/N, -g name, --retries=N,
// --retries=N, --fail-on-flaky-tests, --list; --reporter=html (or any of Playwright's) adds its report to the contact
// sheet and the coverage instead of replacing them. REPLAY_OUT_DIR, REPLAY_REPORT_DIR, REPLAY_RESULTS_DIR,
// REPLAY_BLOB_DIR move the build, the sheet, the test output and a shard's blob.
import { FixtureError, loadFixtures } from '../sandbox/server/fixtures/loadFixtures';
import { extraReporters, playwright, replayArgs } from './replay/replayArgs';

function main(): number {
  const { reporters, rest } = extraReporters(process.argv.slice(2));
  const { names, options } = replayArgs(rest);
  let all;
  try {
    all = loadFixtures().filter((f) => Array.isArray(f.steps) && f.steps.length > 0);
  } catch (e) {
    if (!(e instanceof FixtureError)) throw e;
    console.error(`${e.problems.join('\n')}\nreplay: ${e.problems.length} problem(s) in fixtures; nothing was replayed`);
    return 1;
  }
  const unknown = names.filter((w) => !all.some((f) => f.name === w || f.file.endsWith(w)));
  if (unknown.length) {
    console.error(`replay: no fixture with steps named ${unknown.join(', ')} (have: ${all.map((f) => f.name).join(', ')})`);
    return 2;
  }
  const picked = all.filter((f) => names.some((w) => f.name === w || f.file.endsWith(w))).map((f) => f.name);
  // The replays only, unless a project is named (npm test adds the recorder's test: --project=recorder).
  const projects = options.some((o) => o === '--project' || o.startsWith('--project=')) ? [] : ['--project=replays'];
  return playwright('test', [...projects, ...options], reporters, picked.length ? { REPLAY_FIXTURES: picked.join(',') } : {});
}

process.exit(main());

// What the Record panel says of a replay: npm run replay's own lines read as QA reads them (scripts/replay/
// contactSheetReporter.ts prints `ok   <name> (...)`, or `FAIL <name> (...)` with the failed step on the next line).
import { describe, expect, it } from 'vitest';
import { replayOutcome } from '../../../authoring/server/record/replayRun';

describe('replayOutcome (issue 50: the panel shows pass or fail and the failing step\'s message)', () => {
  it('is green when the run exits 0 with the fixture passed, naming the line', () => {
    const out = 'replay: building the app (vite build)...\nreplay: 1 tests on 1 worker\n\u001b[32mok   qa-mine (4 steps, 9.1s)\u001b[39m\nreplay: 9.8s wall time; 1 passed, 0 flaky, 0 failed\n';
    expect(replayOutcome('qa-mine', 0, out)).toEqual({ ok: true, message: 'ok   qa-mine (4 steps, 9.1s)', command: 'npm run replay -- qa-mine' });
  });

  it('is red with the failed step\'s line, not the summary', () => {
    const out = 'FAIL qa-mine (3 steps, 31.0s)\n     step 3 "click APPLY" on /{token}: expected the button APPLY, actual no such button\n     trace: reports/replay-results/x/trace.zip\nreplay: 1 failed\n';
    expect(replayOutcome('qa-mine', 1, out)).toMatchObject({ ok: false, message: 'step 3 "click APPLY" on /{token}: expected the button APPLY, actual no such button' });
  });

  it('is red with the last line when the run stopped before any fixture (a fixture with a mistake), and for another fixture\'s ok line', () => {
    expect(replayOutcome('qa-mine', 1, 'fixtures/qa-mine.yaml:4:3: no such step\nreplay: 1 problem(s) in fixtures; nothing was replayed\n')).toMatchObject({ ok: false, message: 'replay: 1 problem(s) in fixtures; nothing was replayed' });
    expect(replayOutcome('qa-mine', 0, 'ok   qa-mine-2 (4 steps, 9.1s)\n')).toMatchObject({ ok: false });
  });

  it('is red with the error\'s own line when the run crashed, not the last frame of its stack', () => {
    const out = 'Error: /tmp/x/playwright.config.ts does not exist\n    at resolveConfigFile2 (/x/index.js:1576:11)\n    at /x/utilsBundle.js:54876:27\n';
    expect(replayOutcome('qa-mine', 1, out)).toMatchObject({ ok: false, message: 'Error: /tmp/x/playwright.config.ts does not exist' });
  });
});

// The QA replays on Playwright Test: one test per fixtures/*.yaml with steps, named by its file. Our step
// interpreter (e2e/replay/runSteps.ts) drives the page; Playwright Test runs the tests on workers, shards them,
// retries them when asked and keeps a trace of a failure. Each test leaves its run, its screenshots and the engine's
// decisions as attachments for the contact sheet reporter (scripts/replay/contactSheetReporter.ts).
import { basename } from 'node:path';
import { findPersonalData, typedValues } from '../../e2e/replay/findPersonalData';
import type { Step } from '../../e2e/replay/Step';
import { failureOf, replayFixture } from './replayFixture';
import { RECORD_ATTACHMENT, stepAttachment, type ReplayRecord } from './replayRecord';
import { replayedFixtures, test } from './replayTest';

const fixtures = replayedFixtures();
// The analytics check of issue 4 holds every event to every value any replay types.
const typed = [...new Set(fixtures.flatMap((f) => typedValues(f.steps as Step[])))];

for (const fixture of fixtures) {
  test.describe(() => {
    // The fixture's language is the browser's (navigator.languages), as a borrower's phone would say it.
    test.use({ locale: fixture.locale ?? 'en-US' });
    test(basename(fixture.file).replace(/\.ya?ml$/, ''), async ({ page, sandbox }, testInfo) => {
      const { run, decisions } = await replayFixture(fixture, page, sandbox, {
        screenshotDir: testInfo.outputPath('steps'),
        step: async (label, body) => {
          let result: Awaited<ReturnType<typeof body>> | undefined;
          // A failed step is a failed step in the trace viewer: thrown inside test.step, caught here, so the
          // replay stops as runSteps says and the test fails once below with the step named.
          await test.step(label, async () => {
            result = await body();
            if (!result.ok) throw new Error(`expected ${result.failure?.expected}, actual ${result.failure?.actual}`);
          }).catch(() => undefined);
          return result!;
        },
      });
      await page.close();
      const events = await sandbox.newEvents();
      const leaks = findPersonalData(events, typed);
      for (const r of run.results) {
        await testInfo.attach(stepAttachment(r.index), { path: r.screenshot, contentType: 'image/png' });
        r.screenshot = stepAttachment(r.index);
      }
      const record: ReplayRecord = {
        fixture: { name: fixture.name, kind: fixture.kind, file: basename(fixture.file) },
        run, decisions, analytics: { inspected: events.length, leaks },
      };
      await testInfo.attach(RECORD_ATTACHMENT, { body: JSON.stringify(record), contentType: 'application/json' });
      const failure = failureOf(run);
      if (failure) throw new Error(failure);
      if (leaks.length) throw new Error(`analytics carried personal data: ${leaks.join('; ')}`);
    });
  });
}

import { test as base } from '@playwright/test';
import { loadFixtures } from '../../sandbox/server/fixtures/loadFixtures';
import { startReplaySandbox, type ReplaySandbox } from './replaySandbox';

/** The fixtures with steps the replays run: every one, or those REPLAY_FIXTURES names (comma-separated, by name). */
export function replayedFixtures() {
  const all = loadFixtures().filter((f) => Array.isArray(f.steps) && f.steps.length > 0);
  const wanted = (process.env.REPLAY_FIXTURES ?? '').split(',').map((w) => w.trim()).filter(Boolean);
  return wanted.length ? all.filter((f) => wanted.includes(f.name)) : all;
}

// Playwright Test with a sandbox per worker: each worker process starts its own in-memory sandbox on a port of its
// own (worker-scoped, so the tests of a worker reuse it and no two workers share anything), closed when it ends.
export const test = base.extend<object, { sandbox: ReplaySandbox }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  sandbox: [async ({}, use) => {
    const sandbox = await startReplaySandbox(loadFixtures());
    await use(sandbox);
    await sandbox.close();
  }, { scope: 'worker' }],
});

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { root } from '../../../scripts/lib/root';

/** playwright.config.ts's reporters, loaded as Playwright Test loads it for that command line and environment. */
async function reportersFor(argv: string[], env: Record<string, string>): Promise<unknown[]> {
  vi.resetModules();
  const saved = { argv: process.argv, env: { ...process.env } };
  process.argv = [process.argv[0]!, 'playwright', 'test', ...argv];
  Object.assign(process.env, env);
  try {
    const config = (await import('../../../playwright.config')).default as { reporter: unknown[] };
    return config.reporter;
  } finally {
    process.argv = saved.argv;
    for (const key of Object.keys(env)) if (saved.env[key] === undefined) delete process.env[key];
    Object.assign(process.env, saved.env);
  }
}

describe('playwright.config.ts reporters', () => {
  afterEach(() => vi.resetModules());

  it("adds --reporter=html to the contact sheet (npm run replay hands it over in REPLAY_REPORTER), not served when the run ends", async () => {
    const reporters = await reportersFor([], { REPLAY_REPORTER: 'html,junit' });
    expect(reporters).toEqual([['./scripts/replay/contactSheetReporter.ts'], ['html', { open: 'never' }], ['junit']]);
  });

  it('gives each shard a blob of its own, so shards run in one folder keep theirs', async () => {
    const [one, two] = [await reportersFor(['--shard=1/2'], { REPLAY_BLOB_DIR: '/tmp/blobs' }), await reportersFor(['--shard', '2/2'], { REPLAY_BLOB_DIR: '/tmp/blobs' })];
    expect(one.at(-1)).toEqual(['blob', { outputFile: join('/tmp/blobs', 'report-1-of-2.zip') }]);
    expect(two.at(-1)).toEqual(['blob', { outputFile: join('/tmp/blobs', 'report-2-of-2.zip') }]);
  });

  it("keeps the extra reporters' folders out of git", () => {
    const ignored = spawnSync('git', ['check-ignore', 'playwright-report/index.html', 'blob-report/report.zip'], { cwd: root, encoding: 'utf8' });
    expect(ignored.stdout.trim().split('\n')).toEqual(['playwright-report/index.html', 'blob-report/report.zip']);
  });
});

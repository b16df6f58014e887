import { describe, expect, it } from 'vitest';
import { extraReporters, replayArgs } from '../../../scripts/replay/replayArgs';

describe('replayArgs: npm run replay -- [fixture ...] [Playwright Test options]', () => {
  it('tells fixture names from options, an option written with a space keeping its value', () => {
    expect(replayArgs(['happy-path', '--workers=2', '-g', 'qa-net', 'refunded', '--shard', '1/2', '--list'])).toEqual({
      names: ['happy-path', 'refunded'],
      options: ['--workers=2', '-g', 'qa-net', '--shard', '1/2', '--list'],
    });
  });

  it('reads no name from a value given with =', () => {
    expect(replayArgs(['--grep=happy-path', '--retries=1'])).toEqual({ names: [], options: ['--grep=happy-path', '--retries=1'] });
  });

  it("takes Playwright's --reporter out, to add its reporters to the contact sheet rather than replace it", () => {
    expect(extraReporters(['happy-path', '--reporter=html,junit', '--workers=2'])).toEqual({ reporters: ['html', 'junit'], rest: ['happy-path', '--workers=2'] });
    expect(extraReporters(['--reporter', 'json', '-g', 'qa-lock'])).toEqual({ reporters: ['json'], rest: ['-g', 'qa-lock'] });
  });
});

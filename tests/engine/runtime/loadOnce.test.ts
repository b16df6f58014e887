import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../../engine/runtime/loadOnce';

// The one way the app downloads what it needs later (engine/runtime/loadOnce.ts): once, and again after a failure.
describe('loadOnce', () => {
  it('downloads once, however often it is asked, and keeps what it gave', async () => {
    let downloads = 0;
    const once = loadOnce(async () => ++downloads);
    expect(once.ready()).toBe(false);
    const [a, b] = await Promise.all([once.load(), once.load()]);
    expect([a, b, downloads]).toEqual([1, 1, 1]);
    expect(await once.load()).toBe(1);
    expect(once.value()).toBe(1);
    expect(once.ready()).toBe(true);
  });

  it('downloads again after a failure, and keeps the failed promise for a waiting render until then', async () => {
    let offline = true;
    let downloads = 0;
    const once = loadOnce(async () => {
      downloads += 1;
      if (offline) throw new Error('offline');
      return 'chunk';
    });
    await expect(once.load()).rejects.toThrow('offline');
    const failed = once.pending();
    expect(once.pending()).toBe(failed);
    await expect(failed).rejects.toThrow('offline');
    offline = false;
    expect(await once.load()).toBe('chunk');
    expect(downloads).toBe(2);
    expect(await once.pending()).toBe('chunk');
  });
});

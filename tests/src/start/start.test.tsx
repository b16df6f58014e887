// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// The app starts in stages (src/start/main.tsx): when its own modules (src/start/startApp.tsx) cannot be downloaded, start
// rejects and draws nothing, so the boot says the app could not be loaded (src/start/boot.ts) on the page as it was,
// instead of a page left loading for ever.
afterEach(() => {
  vi.doUnmock('../../../src/start/startApp');
  vi.resetModules();
});

describe("the app's start", () => {
  it("rejects when the app's own modules cannot be downloaded, and leaves the page as the boot drew it", async () => {
    vi.resetModules();
    vi.doMock('../../../src/start/startApp', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/startApp.js');
    });
    document.body.innerHTML = '<div id="root"><main class="screen boot-skeleton" aria-busy="true"></main></div>';
    const { start } = await import('../../../src/start/main');
    await expect(start('en')).rejects.toThrow();
    expect(document.querySelector('#root main.boot-skeleton')).not.toBeNull();
    expect(document.querySelector('#root')?.children).toHaveLength(1);
  });
});

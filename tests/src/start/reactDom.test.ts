// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// React's DOM renderer starts with errors made without a stack (src/start/stacklessErrors.ts: each marker error it makes
// as its module runs cost the browser a parse of the whole module again), and the page gets its Error back at once.
const native = globalThis.Error;

afterEach(() => {
  globalThis.Error = native;
});

describe("React's renderer, started without error stacks", () => {
  it('gives the page the real Error constructor back once the renderer has run, stacks and all', async () => {
    const { createRoot } = await import('../../../src/start/reactDom');
    expect(typeof createRoot).toBe('function');
    expect(globalThis.Error).toBe(native);
    const thrown = new Error('after the start');
    expect(thrown.stack).toContain('after the start');
  });

  it('makes errors of the same kind and message meanwhile, with or without new, and a cause, but no stack', async () => {
    vi.resetModules();
    const { restoreErrors } = await import('../../../src/start/stacklessErrors');
    try {
      expect(globalThis.Error).not.toBe(native);
      // As React makes its markers: Error(message), without new.
      const marker = (globalThis.Error as (message: string) => Error)('marker');
      expect(marker).toBeInstanceOf(native);
      expect(marker.message).toBe('marker');
      expect(marker.name).toBe('Error');
      expect(Object.hasOwn(marker, 'stack')).toBe(false);
      const caused = new Error('with a cause', { cause: 'why' });
      expect(caused).toBeInstanceOf(native);
      expect(caused.cause).toBe('why');
      // The constructor's own members are the real one's.
      expect(Error.captureStackTrace).toBe(native.captureStackTrace);
    } finally {
      restoreErrors();
    }
    expect(globalThis.Error).toBe(native);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// The form's code and its validators: a screen draws its form once both are in (src/forms/lazyScreenForm.tsx). A form
// drawn before its validators shows a pending box, and React then holds the form back until 300 ms after that box
// (its throttle on revealing what waited): on a painted link the app took the borrower's form over that much later.
afterEach(() => {
  vi.doUnmock('../../../src/forms/validatorChunks');
  vi.resetModules();
});

describe("the form's code, asked for with a form", () => {
  it("resolves once that form's validators are in too, not as soon as the code is", async () => {
    vi.resetModules();
    let arrive: () => void = () => undefined;
    const validators = new Promise<undefined>((resolve) => {
      arrive = () => resolve(undefined);
    });
    vi.doMock('../../../src/forms/validatorChunks', async (original) => ({ ...(await original<object>()), loadFormValidators: () => validators }));
    const { loadScreenForm } = await import('../../../src/forms/lazyScreenForm');
    let drawn = false;
    const loading = loadScreenForm('entry').then(() => {
      drawn = true;
    });
    // The code is in (the same module the loader asks for), the validators are not.
    await import('../../../src/forms/ScreenForm');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawn).toBe(false);
    arrive();
    await loading;
    expect(drawn).toBe(true);
  });

  it('resolves with the code alone when no form is named, and a failed validators download is the form\'s to show', async () => {
    vi.resetModules();
    vi.doMock('../../../src/forms/validatorChunks', async (original) => ({ ...(await original<object>()), loadFormValidators: () => Promise.reject(new Error('offline')) }));
    const { loadScreenForm } = await import('../../../src/forms/lazyScreenForm');
    await expect(loadScreenForm()).resolves.toHaveProperty('ScreenForm');
    await expect(loadScreenForm('entry')).resolves.toHaveProperty('ScreenForm');
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldLibrary, type FieldLibrary } from '../../../engine/fields/FieldLibrary';
import formats from 'virtual:form-formats';
import { formatterLibraries, librariesFor } from '../../../engine/fields/libraries';
import { ok } from '../../../engine/Result';
import { catalog } from '../../../src/content/catalog';
import { loadFormValidators } from '../../../src/forms/validatorChunks';
import { ask, loan } from '../../support/flows';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

// The phone screen (flows/borrower.yaml `phone`, schemas/forms/phone.ui.json `ui:format: phone`).
const phoneState = loan({ pinVerified: false, dataInquiryList: ask('BORROWER_PROVIDED_BORROWER_PHONE') });
const phoneCopy = () => catalog.screens.phone!;
const phoneBox = () => screen.queryByLabelText(phoneCopy().labels.phone!);

/** Runs with the phone formatter's library replaced by `library` (the real one is already in: tests/setup). */
async function withPhoneLibrary(library: FieldLibrary, run: () => Promise<void>) {
  const saved = formatterLibraries.phone;
  formatterLibraries.phone = library;
  try { await run(); } finally { formatterLibraries.phone = saved; }
}

describe("a field function's library, downloaded when a form needs it (issue 24)", () => {
  it('finds the libraries a form formats with: the phone form needs the phone one, the entry form none', () => {
    expect(librariesFor(formats.phone ?? [])).toEqual([formatterLibraries.phone]);
    expect(librariesFor(formats.entry ?? [])).toEqual([]);
    expect(librariesFor(['phone', 'phone', 'nosuchformat'])).toEqual([formatterLibraries.phone]);
  });

  it("asks for a form's libraries with its validators (what the boot and a screen ask for first), and only that form's", async () => {
    const download = vi.fn(async () => undefined);
    await withPhoneLibrary(fieldLibrary(download, () => undefined), async () => {
      await loadFormValidators('entry');
      expect(download).not.toHaveBeenCalled();
      await loadFormValidators('phone');
      expect(download).toHaveBeenCalledTimes(1);
    });
  });

  // The entry form formats nothing with it, but copy further on does (the code screen's {phone|phone}): it comes while
  // the borrower types their answers, so the step after this one never waits for it (issue 34).
  const entryState = loan({ merchantName: 'Bright Plumbing', transactionAmount: 2400, dataInquiryList: ask('FIRST_NAME', 'LAST_NAME') });

  it('fetches the field libraries ahead while a form that needs none is on screen, without leaving it', async () => {
    const download = vi.fn(async () => undefined);
    await withPhoneLibrary(fieldLibrary(download, () => undefined), async () => {
      const app = renderApp('/tok123', () => ok(entryState));
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(app.container.querySelector('main form')).not.toBeNull());
      await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
      expect(app.where.path).toBe('/tok123');
      expect(app.container.querySelector('main form')).not.toBeNull();
    });
  });

  it('fetches no library ahead when the browser asks to save data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const download = vi.fn(async () => undefined);
    try {
      await withPhoneLibrary(fieldLibrary(download, () => undefined), async () => {
        const app = renderApp('/tok123', () => ok(entryState));
        await waitFor(() => expect(app.container.querySelector('main form')).not.toBeNull());
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(download).not.toHaveBeenCalled();
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws the phone form once its library is in, not before, and shows the number formatted', async () => {
    let arrive: () => void = () => undefined;
    const download = vi.fn(() => new Promise<void>((resolve) => { arrive = resolve; }));
    await withPhoneLibrary(fieldLibrary(download, () => undefined), async () => {
      renderApp('/phone', () => ok(phoneState), { token: 'tok123' });
      expect(await screen.findByRole('heading', { level: 1, name: phoneCopy().title })).toBeTruthy();
      await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
      expect(phoneBox()).toBeNull();
      await act(async () => arrive());
      const box = await screen.findByLabelText(phoneCopy().labels.phone!);
      fireEvent.change(box, { target: { value: '5551234567' } });
      expect(box).toHaveProperty('value', '(555) 123-4567');
      expect(download).toHaveBeenCalledTimes(1);
    });
  });

  it('says a library that does not download as the network failure it is, and Try again downloads it and draws the form', async () => {
    // Offline until the borrower's connection is back: every download before that fails.
    let online = false;
    const download = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
    });
    await withPhoneLibrary(fieldLibrary(download, () => undefined), async () => {
      renderApp('/phone', () => ok(phoneState), { token: 'tok123' });
      const alert = await screen.findByText(catalog.errors.networkFailure!);
      expect(alert).toBeTruthy();
      expect(phoneBox()).toBeNull();
      online = true;
      const tries = download.mock.calls.length;
      await act(async () => fireEvent.click(screen.getByRole('button', { name: catalog.site.network.tryAgain })));
      expect(await screen.findByLabelText(phoneCopy().labels.phone!)).toBeTruthy();
      expect(screen.queryByText(catalog.errors.networkFailure!)).toBeNull();
      expect(download.mock.calls.length).toBeGreaterThan(tries);
    });
  });
});

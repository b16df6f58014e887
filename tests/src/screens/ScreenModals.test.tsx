// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { interpolate } from '../../../engine/content/interpolate';
import { pipes } from '../../../engine/content/pipes';
import { catalog } from '../../../src/content/catalog';
import { loadLocale } from '../../../src/content/locale';
import { ScreenModals } from '../../../src/screens/ScreenModals';

// jsdom has <dialog> but not its close(): closing removes the open attribute, as a browser does.
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) { this.removeAttribute('open'); };

afterEach(async () => {
  cleanup();
  await loadLocale('en');
});

// The entry page's modals (flows/borrower.yaml screens.entry.modals), with the site values the documents name.
const IDS = ['terms', 'privacy', 'esign'] as const;
const values = () => ({ email: catalog.site.supportEmail, providerName: catalog.site.providerName, lenderName: catalog.site.lenderName, servicerName: catalog.site.servicerName });
const dialogOf = (title: string) => screen.getByRole('heading', { name: title, hidden: true }).closest('dialog') as HTMLDialogElement;
// The document's headings as content/<locale>/screens/<id>.md writes them (its ## lines, values filled in and their
// Markdown escapes undone), so a copy edit keeps these green.
const headingsOf = (text: string) => [...interpolate(text, values(), pipes).matchAll(/^#{2,3} (.+)$/gm)].map((m) => m[1]!.replace(/\\(.)/g, '$1').trim());

function Page({ open, onClose = () => undefined }: { open: string | null; onClose?: () => void }) {
  return <main><ScreenModals ids={IDS} open={open} onClose={onClose} values={values()} /></main>;
}

describe('ScreenModals: the terms, privacy and E-Sign modals show the full legal document (P2.56)', () => {
  it.each(IDS)('%s: the modal draws its document\'s date line and every heading of its text, fetched on opening', async (id) => {
    const text = await catalog.lazyBodies[id]!();
    const headings = headingsOf(text);
    expect(headings.length).toBeGreaterThan(0);
    await act(async () => { render(<Page open={id} />); });
    const modal = dialogOf(catalog.modals[id]!.title);
    await waitFor(() => expect(within(modal).getByRole('heading', { name: headings[0] })).toBeTruthy());
    for (const heading of headings) expect(within(modal).getByRole('heading', { name: heading })).toBeTruthy();
    const subtitle = catalog.screens[id]?.subtitle;
    if (subtitle) expect(modal.textContent).toContain(subtitle);
    // The documents' placeholders are filled in, never shown to the borrower as {names}.
    expect(modal.textContent).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('draws the document in the borrower\'s language (es-US)', async () => {
    await loadLocale('es-US');
    const text = await catalog.lazyBodies.terms!();
    const [first] = headingsOf(text);
    await act(async () => { render(<Page open="terms" />); });
    const modal = dialogOf(catalog.modals.terms!.title);
    expect(await within(modal).findByRole('heading', { name: first })).toBeTruthy();
    expect(catalog.locale).toBe('es-US');
  });

  it('fetches nothing until a modal opens, and shows the loading line, not a white box, while the text comes', async () => {
    const asked: string[] = [];
    const real = { ...catalog.lazyBodies };
    let release: (text: string) => void = () => undefined;
    for (const id of IDS) catalog.lazyBodies[id] = () => { asked.push(id); return new Promise<string>((resolve) => { release = resolve; }); };
    try {
      const view = render(<Page open={null} />);
      await act(async () => undefined);
      expect(asked).toEqual([]);
      view.rerender(<Page open="privacy" />);
      const modal = dialogOf(catalog.modals.privacy!.title);
      expect(within(modal).getByRole('status').textContent).toBe(catalog.site.loading.default);
      expect(asked).toEqual(['privacy']);
      await act(async () => { release(await real.privacy!()); });
      expect(within(modal).queryByRole('status')).toBeNull();
      expect(within(modal).getAllByRole('heading').length).toBeGreaterThan(2);
    } finally {
      Object.assign(catalog.lazyBodies, real);
    }
  });

  it('says so from errors.yaml when the document cannot be fetched, and Try again fetches it', async () => {
    const real = catalog.lazyBodies.esign!;
    let calls = 0;
    catalog.lazyBodies.esign = () => (++calls === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : real());
    try {
      await act(async () => { render(<Page open="esign" />); });
      const modal = dialogOf(catalog.modals.esign!.title);
      const alert = await within(modal).findByRole('alert');
      expect(alert.textContent).toBe(catalog.errors.legalDocumentUnavailable);
      fireEvent.click(within(modal).getByRole('button', { name: catalog.site.network.tryAgain }));
      const [first] = headingsOf(await real());
      expect(await within(modal).findByRole('heading', { name: first })).toBeTruthy();
      expect(within(modal).queryByRole('alert')).toBeNull();
      expect(calls).toBe(2);
    } finally {
      catalog.lazyBodies.esign = real;
    }
  });

  it('keeps the dialog\'s close button, named from the modal\'s copy, and Escape closing it', async () => {
    let closed = 0;
    await act(async () => { render(<Page open="terms" onClose={() => { closed += 1; }} />); });
    const modal = dialogOf(catalog.modals.terms!.title);
    fireEvent.click(within(modal).getByRole('button', { name: catalog.modals.terms!.buttons.close }));
    fireEvent(modal, new Event('cancel', { cancelable: true }));
    expect(closed).toBe(2);
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import raw from 'virtual:content/en';
import { ok } from '../../../engine/Result';
import type { Screen } from '../../../engine/flow/FlowTypes';
import { catalog } from '../../../src/content/catalog';
import { formRegistry } from '../../../src/forms/formRegistry';
import type { Runtime } from '../../../src/runtime/Runtime';
import { ask, loan } from '../../support/flows';
import { renderApp } from '../support/renderApp';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

// The phone screen (flows/borrower.yaml `phone`, form schemas/forms/phone.*.json) stands for any form screen.
const phoneState = loan({ pinVerified: false, dataInquiryList: ask('BORROWER_PROVIDED_BORROWER_PHONE') });
const respond = () => ok(phoneState);
const phoneCopy = () => catalog.screens.phone!;
// The words of content's screenConfigBroken before its first placeholder (the support contacts follow as links).
const configWords = () => (catalog.errors.screenConfigBroken ?? '').split('{')[0]!.trim();
const networkWords = () => catalog.errors.networkFailure!;
const tryAgainLabel = () => catalog.site.network.tryAgain;

/** The compiled flows with one borrower screen changed, as if its YAML said so. */
const withScreen = (id: string, change: Partial<Screen>) => (c: Runtime['config']): Runtime['config'] => ({
  ...c,
  flows: { ...c.flows, borrower: { ...c.flows.borrower, screens: { ...c.flows.borrower.screens, [id]: { ...c.flows.borrower.screens[id]!, ...change } } } },
});

/** Draws the phone screen with its UI schema naming `widget` for the phone field (a scratch copy: the file stays). */
async function withWidget(widget: string, run: () => Promise<void>) {
  const saved = formRegistry.phone!;
  formRegistry.phone = { ...saved, uiSchema: { ...saved.uiSchema, phone: { ...(saved.uiSchema.phone as object), 'ui:widget': widget } } };
  try { await run(); } finally { formRegistry.phone = saved; }
}

/** The on-page alert under the screen's copy, once it shows. */
const alertOf = async () => (await screen.findAllByRole('alert')).find((a) => a.closest('.screen-problem'))!;

describe('a screen its config cannot draw says so (issue 21)', () => {
  it('an unknown widget shows the config sentence with the support contacts, not the network sentence; header, heading and footer stay', async () => {
    vi.stubEnv('DEV', false);
    await withWidget('nosuchwidget', async () => {
      const app = renderApp('/phone', respond, { token: 'tok123' });
      expect(await screen.findByRole('heading', { level: 1, name: phoneCopy().title })).toBeTruthy();
      const alert = await waitFor(alertOf);
      expect(configWords()).not.toBe('');
      expect(alert.textContent).toContain(configWords());
      expect(alert.textContent).toContain(catalog.site.supportEmail);
      expect(alert.textContent).toContain(catalog.site.supportPhone);
      expect(alert.querySelector('a[href^="mailto:"]')).not.toBeNull();
      expect(document.body.textContent).not.toContain(networkWords());
      // Production names no file: the borrower reads content only.
      expect(document.body.textContent).not.toContain('phone.ui.json');
      expect(document.querySelector('.progress')).not.toBeNull();
      expect(document.querySelector('footer')).not.toBeNull();
      expect(document.querySelector('main form')).toBeNull();
      await waitFor(() => expect(app.events.find((e) => e.event === 'Screen Config Error')).toBeTruthy());
      expect(app.events.find((e) => e.event === 'Screen Config Error')!.properties).toEqual({ page: 'phone', cause: 'unknownWidget', file: 'schemas/forms/phone.ui.json' });
      expect(app.events.some((e) => e.event === 'Component Failed')).toBe(false);
    });
  });

  it('in npm run dev it also names the UI schema file, the widget and the one it likely meant', async () => {
    vi.stubEnv('DEV', true);
    await withWidget('phnoe', async () => {
      renderApp('/phone', respond, { token: 'tok123' });
      await screen.findByRole('heading', { level: 1, name: phoneCopy().title });
      const line = await screen.findByText((text) => text.startsWith('schemas/forms/phone.ui.json:'));
      expect(line.textContent).toContain('"phnoe"');
      expect(line.textContent).toContain('"phone"');
      expect((await alertOf()).textContent).toContain(configWords());
    });
  });

  it('a screen naming a form that does not exist shows the config sentence, and in dev the flow file, screen and form', async () => {
    vi.stubEnv('DEV', true);
    const app = renderApp('/phone', respond, { token: 'tok123', config: withScreen('phone', { form: 'phnoe' }) });
    await screen.findByRole('heading', { level: 1, name: phoneCopy().title });
    const alert = await waitFor(alertOf);
    expect(alert.textContent).toContain(configWords());
    expect(alert.textContent).toContain(catalog.site.supportEmail);
    expect(document.body.textContent).not.toContain(networkWords());
    const file = app.runtime.config.flows.borrower.origin.phone!;
    const line = await screen.findByText((text) => text.startsWith(`${file}:`));
    expect(line.textContent).toContain('screen "phone"');
    expect(line.textContent).toContain('form "phnoe"');
    expect(document.querySelector('footer')).not.toBeNull();
    await waitFor(() => expect(app.events.find((e) => e.event === 'Screen Config Error')?.properties).toEqual({ page: 'phone', cause: 'missingForm', file }));
  });

  it('a component the flow names that is not registered shows the config sentence', async () => {
    vi.stubEnv('DEV', false);
    const app = renderApp('/phone', respond, { token: 'tok123', config: withScreen('phone', { component: 'PlanPickr' }) });
    await screen.findByRole('heading', { level: 1, name: phoneCopy().title });
    const alert = await waitFor(alertOf);
    expect(alert.textContent).toContain(configWords());
    expect(document.body.textContent).not.toContain('PlanPickr');
    await waitFor(() => expect(app.events.find((e) => e.event === 'Screen Config Error')?.properties).toMatchObject({ page: 'phone', cause: 'unknownComponent' }));
  });
});

// A fresh module graph whose form chunk fails to download, like formAfterPaint.test.tsx's first visit.
describe('a form chunk that does not download is a network failure', () => {
  it('shows the network sentence, and Try again asks for the chunk anew and draws the form', async () => {
    vi.resetModules();
    vi.doMock('../../../src/forms/ScreenForm', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/ScreenForm.js');
    });
    try {
      const { installCatalog, catalog: fresh } = await import('../../../src/content/catalog');
      installCatalog(raw);
      const { renderApp: renderFresh } = await import('../support/renderApp');
      const app = renderFresh('/phone', respond, { token: 'tok123' });
      await screen.findByRole('heading', { level: 1, name: fresh.screens.phone!.title });
      const alert = await waitFor(alertOf);
      expect(alert.textContent).toBe(fresh.errors.networkFailure);
      expect(document.body.textContent).not.toContain(configWords());
      expect(app.events.some((e) => e.event === 'Screen Config Error')).toBe(false);
      expect(app.events.find((e) => e.event === 'Component Failed')?.properties).toMatchObject({ page: 'phone', cause: 'download' });
      vi.doUnmock('../../../src/forms/ScreenForm');
      expect(tryAgainLabel()).not.toBe('');
      // Awaited: the form suspends on its new download inside the click's act scope.
      await act(async () => fireEvent.click(screen.getByRole('button', { name: tryAgainLabel() })));
      // The chunk's code is evaluated afresh here (the form library with it): on a busy machine that takes seconds.
      expect(await screen.findByLabelText(fresh.screens.phone!.labels.phone!, {}, { timeout: 10000 })).toBeTruthy();
      expect(document.body.textContent).not.toContain(networkWords());
    } finally {
      vi.doUnmock('../../../src/forms/ScreenForm');
    }
  });
});

// The same for a screen's component (src/components/registry.ts): React.lazy kept a failed download for good; the
// registry asks again.
describe('a component chunk that does not download is a network failure', () => {
  it('shows the network sentence, and Try again asks for the component anew and draws it', async () => {
    vi.resetModules();
    vi.doMock('../../../src/components/SessionExpired', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/SessionExpired.js');
    });
    try {
      const { installCatalog, catalog: fresh } = await import('../../../src/content/catalog');
      installCatalog(raw);
      const { renderApp: renderFresh } = await import('../support/renderApp');
      const app = renderFresh('/phone', respond, { token: 'tok123', config: withScreen('phone', { component: 'SessionExpired' }) });
      await screen.findByRole('heading', { level: 1, name: fresh.screens.phone!.title });
      const alert = await waitFor(alertOf);
      expect(alert.textContent).toBe(fresh.errors.networkFailure);
      expect(document.querySelector('.session-expired')).toBeNull();
      expect(app.events.find((e) => e.event === 'Component Failed')?.properties).toMatchObject({ page: 'phone', cause: 'download' });
      vi.doUnmock('../../../src/components/SessionExpired');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: tryAgainLabel() })));
      await waitFor(() => expect(document.querySelector('.session-expired')).not.toBeNull(), { timeout: 10000 });
      expect(document.body.textContent).not.toContain(networkWords());
    } finally {
      vi.doUnmock('../../../src/components/SessionExpired');
    }
  });
});

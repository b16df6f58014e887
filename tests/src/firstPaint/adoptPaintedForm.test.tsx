// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { bootShellHtml } from '../../../scripts/vite/bootShell';
import { firstPaintCopyOf } from '../../../scripts/vite/firstPaintCopy';
import { catalog } from '../../../src/content/catalog';
import type { FirstPaintCopy } from '../../../engine/content/FirstPaintCopy';
import { paintFirstScreen } from './paintAsTheBoot';
import { painted } from '../support/painted';
import { ask, borrowerFlow, loan, TODAY } from '../../support/flows';
import { notReady } from '../support/notReady';

// The boot paints the entry form's inputs with its words (src/firstPaint/paintScreen.ts): a borrower can type before
// the app is there. When the app takes the page over (src/start/main.tsx) with its own form, nothing typed is lost: the
// answers are in the app's fields, through the fields' own filters, and the focus and caret are where they were.

const ROOT = join(__dirname, '../../..');
const application = loan({
  initToken: 'tok-adopt', merchantName: 'Bright Plumbing', transactionAmount: 2400,
  dataInquiryList: ask('FIRST_NAME', 'LAST_NAME', 'EMAIL', 'DOB', 'ANNUAL_INCOME_BEFORE_TAXES', 'SSN4'),
});
const labels = catalog.screens.entry?.labels ?? {};

afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  window.history.replaceState(null, '', '/');
});

// What a borrower does in a field: the browser's value and its input event.
function type(input: HTMLInputElement, text: string) {
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const byLabel = (root: ParentNode, label: string) => {
  const tag = [...root.querySelectorAll('label')].find((l) => l.textContent === label);
  return root.querySelector<HTMLInputElement>(`#${tag?.getAttribute('for') ?? 'none'}`);
};

// Paints the link's first screen into a fresh page; `act` is what the borrower does there before the app comes; then
// the app starts (a fresh copy of it, as on a page load) and the test waits until it has taken the page over.
async function paintThenTakeOver(act: (page: HTMLElement) => void): Promise<HTMLElement> {
  window.history.replaceState(null, '', '/tok-adopt');
  document.body.innerHTML = `<div id="root">${bootShellHtml(readFileSync(join(ROOT, 'content/en/site.yaml'), 'utf8')).root}</div>`;
  const copy = firstPaintCopyOf(ROOT, 'en', borrowerFlow) as FirstPaintCopy;
  expect(paintFirstScreen(document, { raw: application, copy, location: window.location, today: TODAY })).not.toBeNull();
  act(document.getElementById('root') as HTMLElement);
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(application), { status: 200, headers: { 'content-type': 'application/json' } })));
  vi.stubEnv('VITE_API_BASE_URL', `${window.location.origin}/api`);
  vi.resetModules();
  const { start } = await import('../../../src/start/main');
  start('en');
  await waitFor(() => expect(document.querySelector('[data-first-paint]')).toBeNull());
  const app = document.getElementById('root') as HTMLElement;
  expect(app.hidden).toBe(false);
  return app;
}

describe('the app taking over a painted form', () => {
  it('keeps what was typed, ticked and where the caret was, and the submit follows the answers', async () => {
    const app = await paintThenTakeOver((page) => {
      // The painted form takes typing at once; its submit is disabled as the app's is, and a submit is stopped.
      type(byLabel(page, labels.firstName!)!, 'Ana');
      type(byLabel(page, labels.dobMonth!)!, '07');
      type(byLabel(page, labels.ssn4!)!, '12a34');
      page.querySelector<HTMLInputElement>('main form input[type="checkbox"]')?.click();
      const lastName = byLabel(page, labels.lastName!)!;
      type(lastName, 'Lopez');
      lastName.setSelectionRange(2, 2);
      expect(notReady(page.querySelector('main form button[type="submit"]'))).toBe(true);
      const sent = new Event('submit', { cancelable: true });
      page.querySelector('main form')?.dispatchEvent(sent);
      expect(sent.defaultPrevented).toBe(true);
    });
    await waitFor(() => expect(byLabel(app, labels.firstName!)?.value).toBe('Ana'));
    expect(byLabel(app, labels.lastName!)?.value).toBe('Lopez');
    // The fields' own filters applied once the app has them: the SSN field keeps digits only.
    expect(byLabel(app, labels.ssn4!)?.value).toBe('1234');
    expect(byLabel(app, labels.dobMonth!)?.value).toBe('07');
    await waitFor(() => expect(app.querySelector<HTMLInputElement>('main form input[type="checkbox"]')?.checked).toBe(true));
    // The borrower is still in the last name, caret where it was.
    const focused = document.activeElement as HTMLInputElement;
    expect(focused).toBe(byLabel(app, labels.lastName!));
    expect([focused.selectionStart, focused.selectionEnd]).toEqual([2, 2]);
    // The app's rules saw the answers: what is still needed no longer names them.
    await painted();
    const needs = app.querySelector('.submit-needs')?.textContent ?? '';
    expect(needs).not.toContain(labels.firstName);
    expect(needs).toContain(labels.email);
  });

  it('keeps the whole birth date typed on the painted form: its three parts are one answer, each part kept', async () => {
    const app = await paintThenTakeOver((page) => {
      type(byLabel(page, labels.dobMonth!)!, '04');
      type(byLabel(page, labels.dobDay!)!, '12');
      type(byLabel(page, labels.dobYear!)!, '1988');
    });
    await waitFor(() => expect(byLabel(app, labels.dobYear!)?.value).toBe('1988'));
    expect([byLabel(app, labels.dobMonth!)?.value, byLabel(app, labels.dobDay!)?.value]).toEqual(['04', '12']);
    await painted();
    expect(app.querySelector('.submit-needs')?.textContent ?? '').not.toContain(labels.dob!);
  });

  it('hands what was typed to the app\'s form as values, replaying no keystroke', async () => {
    const replayed: string[] = [];
    const app = await paintThenTakeOver((page) => {
      type(byLabel(page, labels.firstName!)!, 'Ana');
      type(byLabel(page, labels.ssn4!)!, '12a34');
      // Every input event from now on (after what the borrower did on the painted page) is one the hand-over made.
      document.addEventListener('input', (event) => replayed.push((event.target as HTMLInputElement).name), true);
    });
    await waitFor(() => expect(byLabel(app, labels.ssn4!)?.value).toBe('1234'));
    expect(byLabel(app, labels.firstName!)?.value).toBe('Ana');
    expect(replayed).toEqual([]);
    await painted();
    const needs = app.querySelector('.submit-needs')?.textContent ?? '';
    expect(needs).not.toContain(labels.firstName);
    expect(needs).not.toContain(labels.ssn4);
  });

  it('opens a document the borrower asked for on the painted form in place, once the app is there', async () => {
    let left = false;
    const app = await paintThenTakeOver((page) => {
      const link = page.querySelector<HTMLAnchorElement>('main form a[href="/terms"]');
      expect(link).not.toBeNull();
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      link?.dispatchEvent(click);
      // Held: the page does not leave (and lose what was typed) for the document's own page.
      left = !click.defaultPrevented;
    });
    expect(left).toBe(false);
    const title = catalog.modals.terms?.title ?? '';
    await waitFor(() => expect(app.querySelector('dialog[open] h2')?.textContent).toBe(title));
  });
});

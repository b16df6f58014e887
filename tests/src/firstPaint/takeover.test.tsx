// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { bootShellHtml } from '../../../scripts/vite/bootShell';
import { firstPaintCopyOf } from '../../../scripts/vite/firstPaintCopy';
import type { FirstPaintCopy } from '../../../engine/content/FirstPaintCopy';
import { paintFirstScreen } from './paintAsTheBoot';
import { borrowerFlow, loan, TODAY } from '../../support/flows';

// The app taking over a screen the boot painted (src/start/main.tsx): it renders out of sight and replaces the painted
// page in one go once its first screen is drawn, so the borrower never sees its loading state in between, and the
// heading then has the focus as on any screen.

const ROOT = join(__dirname, '../../..');
const application = loan({ initToken: 'tok-takeover', merchantName: 'Bright Plumbing', transactionAmount: 2400 });
let answer: (() => void) | null = null;

afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  window.history.replaceState(null, '', '/');
});

describe('the app taking over the painted first screen', () => {
  it('keeps the painted screen in front while it loads, then shows its own in its place, heading focused', async () => {
    window.history.replaceState(null, '', '/tok-takeover');
    document.body.innerHTML = `<div id="root">${bootShellHtml(readFileSync(join(ROOT, 'content/en/site.yaml'), 'utf8')).root}</div>`;
    const copy = firstPaintCopyOf(ROOT, 'en', borrowerFlow) as FirstPaintCopy;
    expect(paintFirstScreen(document, { raw: application, copy, location: window.location, today: TODAY })).not.toBeNull();
    const painted = document.querySelector('main h1')?.textContent;
    // The app's read is held until the test lets it through, to look at the page while the app is loading.
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.includes('/loanapplications/')) return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      await new Promise<void>((resolve) => { answer = resolve; });
      return new Response(JSON.stringify(application), { status: 200, headers: { 'content-type': 'application/json' } });
    }));
    // An absolute API address: Node's Request (under jsdom) cannot resolve the browser's relative /api.
    vi.stubEnv('VITE_API_BASE_URL', `${window.location.origin}/api`);
    const { start } = await import('../../../src/start/main');
    start('en');
    await waitFor(() => expect(answer).not.toBeNull());
    // Loading: the painted page is what shows; the app is there, hidden.
    const roots = [...document.body.children] as HTMLElement[];
    expect(roots).toHaveLength(2);
    expect(roots[0]?.hasAttribute('data-first-paint')).toBe(true);
    expect(roots[1]?.id).toBe('root');
    expect(roots[1]?.hidden).toBe(true);
    answer?.();
    await waitFor(() => expect(document.querySelector('[data-first-paint]')).toBeNull());
    const shown = document.getElementById('root') as HTMLElement;
    expect(shown.hidden).toBe(false);
    expect(document.body.children).toHaveLength(1);
    expect(shown.querySelector('main h1')?.textContent).toBe(painted);
    await waitFor(() => expect(document.activeElement).toBe(shown.querySelector('main h1')));
  });
});

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
import { borrowerFlow, loan, TODAY } from '../../support/flows';

// When the app's own read hangs, the painted screen does not stay in front forever: 10 s after the app starts
// rendering it shows itself, with its loading state (src/start/main.tsx TAKEOVER_LIMIT_MS).

const ROOT = join(__dirname, '../../..');

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  window.history.replaceState(null, '', '/');
});

describe('an app that draws no screen', () => {
  it('replaces the painted screen after 10 s with what it has (its loading text), never with nothing', async () => {
    window.history.replaceState(null, '', '/tok-hang');
    document.body.innerHTML = `<div id="root">${bootShellHtml(readFileSync(join(ROOT, 'content/en/site.yaml'), 'utf8')).root}</div>`;
    const copy = firstPaintCopyOf(ROOT, 'en', borrowerFlow) as FirstPaintCopy;
    expect(paintFirstScreen(document, { raw: loan({ initToken: 'tok-hang', merchantName: 'B', transactionAmount: 5 }), copy, location: window.location, today: TODAY })).not.toBeNull();
    let asked = false;
    vi.stubGlobal('fetch', vi.fn((input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/loanapplications/')) asked = true;
      return url.includes('/loanapplications/') ? new Promise<Response>(() => undefined) : Promise.resolve(new Response('{}'));
    }));
    vi.stubEnv('VITE_API_BASE_URL', `${window.location.origin}/api`);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { start } = await import('../../../src/start/main');
    start('en');
    await waitFor(() => expect(asked).toBe(true));
    vi.advanceTimersByTime(9_000);
    expect(document.querySelector('[data-first-paint]')).not.toBeNull();
    vi.advanceTimersByTime(1_500);
    await waitFor(() => expect(document.querySelector('[data-first-paint]')).toBeNull());
    const shown = document.getElementById('root') as HTMLElement;
    expect(shown.hidden).toBe(false);
    expect(shown.textContent).toContain(catalog.site.loading.default);
  });
});

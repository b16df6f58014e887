// @vitest-environment jsdom
// WCAG 1.4.10 Reflow and 2.1.1 Keyboard on the legal pages: a data table of a page's copy (the privacy notice's) is
// wider than a 320 px phone with the text at 200%; it scrolls sideways in a region of its own, named and reached by
// the keyboard, and the page itself never does. Every screen whose copy has a table, in English and in Spanish; the
// Markdown drawn by the app's own component with the real copy (jsdom), laid out by Chromium with src/styles/app.css.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render } from '@testing-library/react';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseCopy } from '../../../engine/content/parseCopy';
import { root } from '../../../scripts/lib/root';
import { Markdown } from '../../../src/ui/Markdown';
import { layOut, openBrowser } from './support/layoutPage';

let browser: Browser;
beforeAll(async () => { browser = await openBrowser(); });
afterAll(async () => { await browser.close(); });
afterEach(cleanup);

// Each screen's copy body as content/ has it (the legal pages' bodies load apart from the catalog).
function bodies(lang: string): [string, string][] {
  const dir = join(root, 'content', lang, 'screens');
  return readdirSync(dir).filter((f) => f.endsWith('.md')).map((f) => {
    const copy = parseCopy(f, readFileSync(join(dir, f), 'utf8'));
    return [f, copy.ok ? copy.value.body ?? '' : ''] as [string, string];
  });
}
// A Markdown table: a row of cells, then its |---| line.
const hasTable = (body: string) => /^\s*\|.*\|\s*$\n^\s*\|?\s*:?-{3,}/m.test(body);

describe.each(['en', 'es-US'] as const)('a legal page\'s tables at 320 px with the text at 200%% (%s)', (lang) => {
  it('scroll in a named region the keyboard reaches, never the page', async () => {
    const pages = bodies(lang).filter(([, body]) => hasTable(body));
    expect(pages.map(([file]) => file)).toContain('privacy.md');
    for (const [id, body] of pages) {
      const drawn = render(<Markdown text={body} values={{}} />);
      const page = await layOut(browser, drawn.container.innerHTML, { width: 320, height: 640, textPercent: 200, lang });
      const found = await page.evaluate(() => ({
        sideways: document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
        tables: Array.from(document.querySelectorAll('table')).map((table) => {
          const region = table.parentElement!;
          return {
            region: region.getAttribute('role'),
            named: (region.getAttribute('aria-label') ?? '').trim() !== '',
            tabbable: region.tabIndex === 0,
            scrollsItself: getComputedStyle(region).overflowX === 'auto',
          };
        }),
      }));
      expect(found.tables.length, id).toBeGreaterThan(0);
      expect(found.sideways, `${id}: the page scrolls sideways`).toBe(0);
      for (const table of found.tables) expect(table, id).toEqual({ region: 'region', named: true, tabbable: true, scrollsItself: true });
      await page.close();
      cleanup();
    }
  });
});

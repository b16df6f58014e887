// The bank-link stand-in's dialog on a small phone with the text at 200% (WCAG 1.4.10, 2.4.7): taller than the
// screen, it scrolls, so each control the keyboard reaches is in view when focused, as Plaid's own page does.
// Laid out by Chromium (jsdom has no layout), in both the stand-in's languages.
import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from '../../../src/styles/support/layoutPage';
import { standinApp } from '../support/standinApp';

let app: FastifyInstance;
let browser: Browser;
let script: string;

beforeAll(async () => {
  ({ app } = await standinApp());
  script = (await app.inject({ method: 'GET', url: '/standins/plaid/link-initialize.js' })).body;
  browser = await openBrowser();
});
afterAll(async () => {
  await browser.close();
  await app.close();
});

// The link token names the language the lender asked for (link-sandbox-<language>-<uuid>).
const TOKENS = { en: 'link-sandbox-3f2a9c1e-0000-4000-8000-000000000001', es: 'link-sandbox-es-3f2a9c1e-0000-4000-8000-000000000001' };

describe('bank-link stand-in at 320x640 with 200% text', () => {
  it.each(Object.entries(TOKENS))('(%s) keeps every control the keyboard reaches in view', async (_language, token) => {
    const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
    // On an origin of its own, as the app's page is (the script makes its API's address from the page's).
    await page.route('http://app.test/**', (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><html style="font-size: 200%"><body><button>Link bank</button><script>${script}</script></body></html>` }));
    await page.goto('http://app.test/link_bank');
    await page.evaluate((t) => (window as unknown as { Plaid: { create(c: object): { open(): void } } }).Plaid.create({ token: t, onSuccess: () => undefined }).open(), token);
    await page.getByRole('dialog').waitFor();
    const names = await page.getByRole('dialog').getByRole('button').allInnerTexts();
    expect(names.length).toBeGreaterThan(1);
    const seen: string[] = [];
    for (let i = 0; i < names.length + 4; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const r = el.getBoundingClientRect();
        return { name: el.innerText || el.getAttribute('value') || el.tagName, inView: r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth };
      });
      if (!focused.inView) seen.push(focused.name);
    }
    expect(seen, 'controls focused out of view').toEqual([]);
    await page.close();
  });
});

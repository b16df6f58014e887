// WCAG 1.4.11 Non-text Contrast: what shows a control is there (a field's edge, a choice's edge) and where the
// keyboard is (the focus ring) stands out at 3:1 from what is around it: the white card and the grey page. Chromium
// computes the colours from src/styles/app.css, so a token or a rule that overrides it is what is measured.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorsIn, contrast } from './support/contrast';
import { layOut, openBrowser } from './support/layoutPage';

// The app's controls as its components draw them (class names of src/forms, src/components, src/screens).
const CONTROLS = `
  <div class="field"><label for="t">Text</label><input id="t" type="text"></div>
  <div class="field"><label for="s">State</label><select id="s"><option>IL</option></select></div>
  <div class="field"><div class="choice-list"><label class="choice"><input type="radio" name="r">One</label></div></div>
  <div class="segmented"><label class="segment"><input type="radio" name="apr">10%</label></div>
  <button type="button" class="til-zoom-btn" aria-label="Zoom in">+</button>
  <button type="button" class="btn btn-secondary">Continue</button>
  <a href="#x">A link</a>`;
const BANNER = '<header class="banner"><div class="banner-names"><p class="banner-lender">Lender</p></div><nav class="banner-languages"><button type="button" class="banner-language">Español</button></nav></header>';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await openBrowser();
  page = await layOut(browser, CONTROLS, { width: 360, height: 740 }, BANNER);
});
afterAll(async () => { await browser.close(); });

const computed = (selector: string, property: string) => page.evaluate(([s, p]) => getComputedStyle(document.querySelector(s as string) as Element).getPropertyValue(p as string), [selector, property]);
/** The card's and the page's backgrounds: every control sits on one of them. */
const backgrounds = async () => [colorsIn(await computed('.screen', 'background-color'))[0]!, colorsIn(await computed('html', 'background-color'))[0]!];
/** The colour of the ring that reaches furthest out (the largest spread): the one the card and the page meet. */
function outerRing(boxShadow: string): [number, number, number] | undefined {
  const rings = boxShadow.split(/,(?![^(]*\))/).map((ring) => ({ color: colorsIn(ring)[0], spread: Number(/(-?[\d.]+)px\s*$/.exec(ring.trim())?.[1] ?? 0) }));
  return rings.filter((r) => r.color).sort((a, b) => b.spread - a.spread)[0]?.color;
}

describe('non-text contrast (1.4.11)', () => {
  it.each([
    ['a text field', '.field input'], ['a list', '.field select'], ['a choice row', 'label.choice'], ['an APR segment', '.segment'],
    ['a zoom button', '.til-zoom-btn'], ['the language switch', '.banner-language'],
  ])("%s's edge is 3:1 against its own fill and what is around it", async (_name, selector) => {
    const edge = colorsIn(await computed(selector, 'border-top-color'))[0]!;
    const fill = colorsIn(await computed(selector, 'background-color'))[0]!;
    const around = await page.evaluate((s) => {
      // The first ancestor with a background colour of its own: what the control sits on.
      for (let el = document.querySelector(s)?.parentElement; el; el = el.parentElement) {
        const bg = getComputedStyle(el).backgroundColor;
        if (bg !== 'rgba(0, 0, 0, 0)') return bg;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    }, selector);
    expect(contrast(edge, fill)).toBeGreaterThanOrEqual(3);
    expect(contrast(edge, colorsIn(around)[0]!)).toBeGreaterThanOrEqual(3);
  });

  it.each([['a button', '.btn-secondary'], ['a link', 'a[href="#x"]'], ['a text field', '.field input']])(
    "the focus ring on %s (from the keyboard) has an outer edge 3:1 against the card and the page",
    async (_name, selector) => {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      // Tab to it, so :focus-visible applies as it does for a keyboard user.
      for (let i = 0; i < 12 && !(await page.evaluate((s) => document.activeElement === document.querySelector(s), selector)); i += 1) await page.keyboard.press('Tab');
      expect(await page.evaluate((s) => document.activeElement === document.querySelector(s), selector)).toBe(true);
      const outer = outerRing(await computed(selector, 'box-shadow'));
      expect(outer).toBeDefined();
      for (const bg of await backgrounds()) expect(contrast(outer!, bg)).toBeGreaterThanOrEqual(3);
    },
  );
});

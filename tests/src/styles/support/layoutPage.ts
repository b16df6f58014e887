// A real browser for the app's style sheet: markup the components drew (in jsdom, with the real copy) laid out by
// Chromium with src/styles/app.css, at a phone's width and the text size the borrower chose, so a test measures
// what a borrower sees (jsdom has no layout). One browser per test file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../../../scripts/lib/findChromium';
import { root } from '../../../../scripts/lib/root';

const CSS = readFileSync(join(root, 'src', 'styles', 'app.css'), 'utf8');

export interface LayoutOptions {
  width: number;
  height: number;
  /** The page's text size as the borrower set it, in percent of the app's own (200: WCAG 1.4.4's 200%). */
  textPercent?: number;
  lang?: string;
}

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}

// The page as the shell draws it (src/screens: .app > .screen-wrap > main.screen), the markup inside the card;
// `above` is drawn above the card, as the banner is.
export async function layOut(browser: Browser, markup: string, options: LayoutOptions, above = ''): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: options.width, height: options.height } });
  const textSize = options.textPercent ? `html { font-size: ${(16 * options.textPercent) / 100}px !important; }` : '';
  await page.setContent(`<!doctype html><html lang="${options.lang ?? 'en'}"><head><meta name="viewport" content="width=device-width, initial-scale=1"><style>${CSS}</style><style>${textSize}</style></head>`
    + `<body><div class="app"><div class="screen-wrap">${above}<main class="screen">${markup}</main></div></div></body></html>`);
  return page;
}

/** What does not fit at this width: the page scrolling sideways, and each element that cuts its own text off. */
export async function overflowOf(page: Page): Promise<{ sideways: number; clipped: string[] }> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const clipped: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('main *, header *'))) {
      const style = getComputedStyle(el);
      const hides = style.overflowX !== 'visible' || style.textOverflow !== 'clip';
      if (el.scrollWidth > el.clientWidth + 1 && hides && el.textContent?.trim()) clipped.push(`${el.className || el.tagName}: ${el.textContent.trim()}`);
    }
    // An element wider than the page that pokes out of it, even where nothing scrolls (overflow hidden on body).
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('main *, header *'))) {
      const box = el.getBoundingClientRect();
      if (box.right > doc.clientWidth + 1 && el.textContent?.trim()) clipped.push(`${el.className || el.tagName} runs past the page's edge by ${Math.round(box.right - doc.clientWidth)} px: ${el.textContent.trim()}`);
    }
    // Text that runs out of the box drawn round it (a plan card's border): readable, but over the edge.
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('main *, header *'))) {
      if (!Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) continue;
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        const edge = parseFloat(style.borderRightWidth);
        if (style.borderRightStyle === 'none' || !edge) continue;
        const over = el.getBoundingClientRect().right - (box.getBoundingClientRect().right - edge);
        if (over > 1) clipped.push(`${el.className || el.tagName} runs out of its box (${box.className}) by ${Math.round(over)} px: ${el.textContent?.trim() ?? ''}`);
        break;
      }
    }
    return { sideways: doc.scrollWidth - doc.clientWidth, clipped };
  });
}

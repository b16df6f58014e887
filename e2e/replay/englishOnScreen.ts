import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { compileContentFile } from '../../engine/content/compileContentFile';

// Every short text of a locale's copy a borrower reads as a heading, a button, a label or a status (titles,
// subtitles, button words, labels, site texts), without placeholders: what can be matched on a screen exactly.
function shortTexts(root: string, locale: string): Set<string> {
  const texts = new Set<string>();
  const add = (value: unknown): void => {
    if (typeof value === 'string') {
      const text = value.trim();
      if (text && !text.includes('{') && text.length <= 80 && !text.includes('\n')) texts.add(text);
    } else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') Object.entries(value).forEach(([key, v]) => { if (key !== 'body') add(v); });
  };
  const dir = join(root, 'content', locale);
  for (const sub of ['screens', 'modals']) {
    for (const file of readdirSync(join(dir, sub)).filter((f) => f.endsWith('.md'))) {
      const compiled = compileContentFile(`content/${locale}/${sub}/${file}`, readFileSync(join(dir, sub, file), 'utf8'), 'head');
      if (typeof compiled !== 'string' && compiled.ok) add(compiled.value);
    }
  }
  for (const file of ['site.yaml', 'messages.yaml', 'errors.yaml']) {
    const compiled = compileContentFile(`content/${locale}/${file}`, readFileSync(join(dir, file), 'utf8'));
    if (typeof compiled !== 'string' && compiled.ok) add(compiled.value);
  }
  return texts;
}

// For a replay in another language: the English headings, buttons, labels and statuses that could show on screen
// (those the other locale words differently; a name such as the lender's is the same in both and never counts).
// `check` returns the English ones the page shows now, in its headings, buttons, labels, legends and live regions.
export function englishDetector(root: string, locale: string) {
  const other = shortTexts(root, locale);
  const english = [...shortTexts(root, 'en')].filter((text) => !other.has(text));
  const englishSet = new Set(english);
  return async (page: Page): Promise<string[]> => {
    // A screen the borrower switched to English on purpose is English: only screens in the other language count.
    if ((await page.evaluate(() => document.documentElement.lang)).startsWith('en')) return [];
    const shown = await page.evaluate(() => [...document.querySelectorAll('h1, h2, h3, button, label, legend, [role="status"], dt, .subtitle')]
      .filter((el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0)
      .map((el) => ((el as HTMLElement).innerText ?? el.textContent ?? '').trim()));
    return [...new Set(shown.filter((text) => englishSet.has(text)))];
  };
}

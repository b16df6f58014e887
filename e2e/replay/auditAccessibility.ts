import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** The rules a borrower's screen is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA (2.2 AA adds target-size). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation { id: string; help: string; nodes: { target: unknown[] }[] }

// Runs axe-core on the screen as it is now and says what is wrong, one line per rule broken ("color-contrast: Elements
// must meet minimum color contrast ratio thresholds at .btn-link"). Each distinct screen (path, heading, open
// dialog) is audited once per run: the same screen seen again in another replay adds time, not coverage.
// Pages that are not the app's (the browser's own offline page after leaving for the marketing site) are not audited.
export function accessibilityAuditor(token: () => string, appOrigin: string) {
  const seen = new Set<string>();
  return async (page: Page): Promise<string[]> => {
    if (!page.url().startsWith(appOrigin)) return [];
    const where = await page.evaluate(() => {
      const dialog = document.querySelector('dialog[open] h2, dialog[open] h1')?.textContent ?? '';
      return `${location.pathname}|${document.querySelector('h1')?.textContent ?? ''}|${dialog}`;
    });
    const key = where.split(token()).join('{token}');
    if (seen.has(key)) return [];
    seen.add(key);
    // Evaluated through the DevTools protocol, so the page's Content-Security-Policy (no inline scripts) still holds.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async (tags) => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, o: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
    }, TAGS);
    return violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.slice(0, 3).map((n) => String(n.target.join(' '))).join(', ')}`);
  };
}

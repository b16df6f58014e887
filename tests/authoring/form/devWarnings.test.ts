// No React warning in `npm run dev` on a component screen opened as the first page, whose code is not in when it
// first draws: the public calculator (its component suspends with use() on its code's download). A component that
// suspended on use() must call use() again when it draws once the code is in, or React's development build warns
// ("This library called use() to suspend in a previous render but did not call use() when it finished"):
// src/components/registry.ts calls it on every draw, on a promise React reads at once once the code is in
// (engine/runtime/loadOnce.ts marks it fulfilled). Chromium, on `npm run dev` of a scratch copy (tests/authoring/form/devPreview.ts);
// the walk is QA's calculator fixture's first steps.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { act } from '../../../e2e/replay/runSteps';
import type { Step } from '../../../e2e/replay/Step';
import { onScreen, usePreview } from './devPreview';
import { repo } from './scratchProject';

const preview = usePreview('dev-warnings-');

/** What the page printed as warnings and errors, the fixture's first steps walked (opened, an amount typed twice). */
async function warningsOf(fixture: string): Promise<string[]> {
  const steps = (parse(readFileSync(join(repo, 'fixtures', `${fixture}.yaml`), 'utf8')) as { steps: Step[] }).steps;
  const { page, ctx } = await preview.open(fixture);
  const printed: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') printed.push(`[${message.type()}] ${message.text()}`);
  });
  page.on('pageerror', (error) => printed.push(`[pageerror] ${error.message}`));
  for (const step of steps.slice(0, 3)) {
    await act(step, ctx);
    if ('open' in step) await onScreen(page);
  }
  // What React prints comes after a render; the last one has been painted by now.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
  await page.close();
  return printed;
}

describe("React's development warnings on the dev server", () => {
  it('prints none when the calculator is the first page: its code suspended on, then drawn and typed in', async () => {
    const printed = await warningsOf('qa-calculator');
    expect(printed, printed.join('\n\n')).toEqual([]);
  }, 300_000);
});

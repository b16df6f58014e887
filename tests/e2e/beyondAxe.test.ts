// The replays' checks beyond axe-core (issue 48), each shown a small page with the barrier it is for, in Chromium as
// the replays run: the focus dropped on the body, a sticky header over the focused button, a needed field not
// exposed as required, a page wider than 320 px or cutting its text off at 200% text. Each must be reported, naming
// the element and the WCAG criterion; the same page without the barrier passes.
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beyondAxe, focusLost } from '../../e2e/replay/beyondAxe';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/findChromium';

let browser: Browser;
beforeAll(async () => { browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS }); });
afterAll(async () => { await browser.close(); });

async function pageWith(body: string, head = ''): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await page.setContent(`<!doctype html><html lang="en"><head><style>:root { font-size: 16px; } body { margin: 0; } ${head}</style></head><body>${body}</body></html>`);
  return page;
}

/** One replay step on the page as runSteps runs it: the checks before, the step, the checks after. */
async function stepOn(page: Page, step: Parameters<ReturnType<typeof beyondAxe>['after']>[1], act: () => Promise<void>, checks = beyondAxe('about:blank')) {
  await checks.before(page);
  await act();
  return checks.after(page, step);
}

/** Only the problems of one criterion (a page here may also be narrow or wide on purpose). */
const about = (problems: string[], criterion: string) => problems.filter((p) => p.includes(criterion));

describe('focus lost to the body (2.4.3, 2.4.7)', () => {
  const removesItself = '<h1 tabindex="-1">Review</h1><button id="go" onclick="this.remove()">SIGN</button>';

  it('reports a pressed button that disappears and leaves the focus on the body, naming what had it', async () => {
    const page = await pageWith(removesItself);
    await page.focus('#go');
    const problems = await stepOn(page, { click: 'SIGN' }, () => page.click('#go'));
    expect(about(problems, '2.4.3')).toEqual(['the focus is lost to the page\'s body (it was on button#go "SIGN") (WCAG 2.4.3 Focus Order, 2.4.7 Focus Visible)']);
    await page.close();
  });

  it('passes when the page gives the focus to the new heading', async () => {
    const page = await pageWith('<h1 id="h" tabindex="-1">Review</h1><button id="go" onclick="this.remove(); document.getElementById(\'h\').focus()">SIGN</button>');
    const problems = await stepOn(page, { click: 'SIGN' }, () => page.click('#go'));
    expect(about(problems, '2.4.3')).toEqual([]);
    await page.close();
  });

  it('reports a step that does not touch the page only when the focus was held before it', async () => {
    const page = await pageWith(removesItself);
    const untouched = await stepOn(page, { wait: 1 }, async () => undefined);
    expect(about(untouched, '2.4.3')).toEqual([]);
    await page.focus('#go');
    const dropped = await stepOn(page, { merchant: 'cancel' }, () => page.evaluate(() => document.getElementById('go')?.remove()));
    expect(about(dropped, '2.4.3')).toHaveLength(1);
    await page.close();
  });

  it('leaves out a fill (the replay blurs the box itself) and a page opened, and holds every step the borrower takes on the page', () => {
    expect([focusLost('fill', true), focusLost('open', true)]).toEqual([false, false]);
    for (const kind of ['click', 'check', 'pick', 'code', 'suggest', 'bank', 'identity'] as const) expect(focusLost(kind, false)).toBe(true);
    for (const kind of ['merchant', 'clock', 'wait', 'fault', 'saved', 'choose'] as const) expect([focusLost(kind, false), focusLost(kind, true)]).toEqual([false, true]);
  });
});

describe('focus not obscured (2.4.11)', () => {
  // A sticky header 120 px high; the button scrolled to 20 px below the window's top, so the header covers it.
  const page = (buttonTop: number) => pageWith(
    `<header style="position: sticky; top: 0; height: 120px; background: #fff">Lender</header><div style="height: 600px"></div><button id="zoom" style="height: 44px">Zoom out</button><div style="height: 2000px"></div>`,
  ).then(async (p) => {
    await p.evaluate((top) => {
      const button = document.getElementById('zoom')!;
      window.scrollTo(0, button.getBoundingClientRect().top + window.scrollY - top);
      button.focus({ preventScroll: true });
    }, buttonTop);
    return p;
  });

  it('reports a focused button more than half under a sticky header, naming both', async () => {
    const p = await page(20);
    const problems = about(await beyondAxe('about:blank').after(p, { wait: 1 }), '2.4.11');
    expect(problems).toEqual(['the focused button#zoom "Zoom out" is 100% covered by header "Lender" (WCAG 2.4.11 Focus Not Obscured)']);
    await p.close();
  });

  it('passes the same button below the header', async () => {
    const p = await page(300);
    expect(about(await beyondAxe('about:blank').after(p, { wait: 1 }), '2.4.11')).toEqual([]);
    await p.close();
  });
});

describe('required fields exposed (1.3.1, 3.3.2)', () => {
  const form = (fields: string) => pageWith(`<form>${fields}<p id="needs">Still needed: First name and Do you rent or own?</p>`
    + '<button type="submit" aria-disabled="true" aria-describedby="needs">APPLY</button></form>');

  it('reports a field its form names as still needed that says nothing of it, and a field with a visible * mark', async () => {
    const p = await form('<label for="f">First name</label><input id="f"><label for="e">Email *</label><input id="e">'
      + '<label for="l">Last name</label><input id="l"><label for="n">Name</label><input id="n">');
    expect(about(await beyondAxe('about:blank').after(p, { wait: 1 }), '3.3.2')).toEqual([
      'the field input#f "First name", named in "Still needed: First name and Do you ren…", is not exposed as required (WCAG 1.3.1 Info and Relationships, 3.3.2 Labels or Instructions)',
      'the field input#e "Email *", marked required on screen, is not exposed as required (WCAG 1.3.1 Info and Relationships, 3.3.2 Labels or Instructions)',
    ]);
    await p.close();
  });

  it('passes fields that say required (the attribute, or aria-required on a radio group under its legend)', async () => {
    const p = await form('<label for="f">First name</label><input id="f" required><label for="e">Email *</label><input id="e" aria-required="true">'
      + '<fieldset><legend>Do you rent or own?</legend><div role="radiogroup" aria-required="true"><label><input type="radio" name="h">Rent</label></div></fieldset>');
    expect(about(await beyondAxe('about:blank').after(p, { wait: 1 }), '3.3.2')).toEqual([]);
    await p.close();
  });

  it('leaves alone an optional field named only because what it holds is wrong', async () => {
    const p = await form('<label for="f">First name</label><input id="f" value="1">');
    expect(about(await beyondAxe('about:blank').after(p, { wait: 1 }), '3.3.2')).toEqual([]);
    await p.close();
  });

  it('reports a radio group named as needed whose fieldset says nothing', async () => {
    const p = await form('<fieldset id="home"><legend>Do you rent or own?</legend><label><input type="radio" name="h">Rent</label></fieldset>');
    expect(about(await beyondAxe('about:blank').after(p, { wait: 1 }), '3.3.2')).toHaveLength(1);
    await p.close();
  });
});

describe('reflow at 320 px with the text at 200% (1.4.10)', () => {
  it('reports an element 600 px wide, naming it and the sideways scroll', async () => {
    const p = await pageWith('<h1>Plans</h1><div class="table" style="width: 600px">Total of payments</div>');
    expect(about(await beyondAxe('about:blank').after(p, { wait: 1 }), '1.4.10')).toEqual([
      'at 320 px with the text at 200% the page scrolls sideways by 280 px: div.table "Total of payments" (600 px wide, 280 px past the edge) (WCAG 1.4.10 Reflow)',
    ]);
    await p.close();
  });

  it('doubles the text: a box 18 rem wide fits 320 px at 100% and pushes the page at 200%', async () => {
    const p = await pageWith('<h1>Plans</h1><div class="summary" style="width: 18rem">First payment due</div>');
    const problems = about(await beyondAxe('about:blank').after(p, { wait: 1 }), '1.4.10');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('div.summary "First payment due" (576 px wide');
    // The window and the text are given back as they were, for the next step.
    expect(await p.evaluate(() => [innerWidth, getComputedStyle(document.documentElement).fontSize])).toEqual([360, '16px']);
    await p.close();
  });

  it('reports text an overflow: hidden box cuts off, and leaves visually hidden text alone', async () => {
    const p = await pageWith('<h1>Review</h1><dl class="terms" style="overflow: hidden; white-space: nowrap; max-width: 100%"><dt>Total of payments, all months</dt></dl>'
      + '<span class="visually-hidden" style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap">Said to screen readers only, longer than one pixel</span>');
    expect(about(await beyondAxe('about:blank').after(p, { wait: 1 }), '1.4.10')).toEqual([
      'at 320 px with the text at 200% dl.terms cuts off "Total of payments, all months" (WCAG 1.4.10 Reflow)',
    ]);
    await p.close();
  });

  it('lets a data table scroll the page (1.4.10\'s exception for two-dimensional content), not the text beside it', async () => {
    const table = '<table style="width: 600px"><tr><th>Reasons we can share</th><th>Do we share?</th></tr></table>';
    const alone = await pageWith(`<h1>Privacy</h1>${table}`);
    expect(about(await beyondAxe('about:blank').after(alone, { wait: 1 }), '1.4.10')).toEqual([]);
    await alone.close();
    const beside = await pageWith(`<h1>Privacy</h1>${table}<p class="wide" style="width: 500px">Questions?</p>`);
    const problems = about(await beyondAxe('about:blank').after(beside, { wait: 1 }), '1.4.10');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('p.wide "Questions?"');
    expect(problems[0]).not.toContain('th "');
    await beside.close();
  });

  it('measures each screen once in a replay: the same screen after another step is not laid out again', async () => {
    const p = await pageWith('<h1>Plans</h1><div style="width: 600px">wide</div>');
    const checks = beyondAxe('about:blank');
    expect(about(await checks.after(p, { wait: 1 }), '1.4.10')).toHaveLength(1);
    expect(about(await checks.after(p, { wait: 1 }), '1.4.10')).toEqual([]);
    await p.evaluate(() => { document.querySelector('h1')!.textContent = 'Review'; });
    expect(about(await checks.after(p, { wait: 1 }), '1.4.10')).toHaveLength(1);
    await p.close();
  });
});

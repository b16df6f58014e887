import type { Locator, Page } from 'playwright-core';
import { TODAY_TOKEN, todayPlus } from '../../engine/fields/shared/todayPlus';
import type { BeyondAxe } from './beyondAxe';
import { fieldHolds } from './fieldHolds';
import { injectFault } from './injectFault';
import { describeShifts, markShifts, RECORD_SHIFTS, shiftsSinceMark } from './layoutShifts';
import { durationMs, kindOf, type Expectation, type Step } from './Step';
import { unmetFaults } from './unmetFaults';

export interface StepResult {
  index: number;
  step: Step;
  label: string;
  ok: boolean;
  path: string;
  /** What was expected and what happened, for the report. */
  failure?: { expected: string; actual: string };
  screenshot: string;
  ms: number;
}

export interface ReplayContext {
  page: Page;
  baseUrl: string;
  token: string;
  loanApplicationId: string;
  /** What `open: link` opens: the control API's path for a payment link, /{signupId}/prequalify for prequal. */
  linkPath?: string;
  /** Calls the sandbox control API (JSON in, JSON out). */
  control: (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => Promise<unknown>;
  screenshot: (name: string) => Promise<string>;
  /** Checks the settled screen's accessibility (axe-core): one line per violation, none when it passes. */
  audit?: (page: Page) => Promise<string[]>;
  /** The WCAG 2.2 AA checks axe-core does not make (focus, required fields, reflow), one instance per replay. */
  beyondAxe?: BeyondAxe;
  /** In a replay in another language: the English headings, buttons and labels on the screen now (none expected). */
  english?: (page: Page) => Promise<string[]>;
  /** Phone number typed in this replay, for `code: latest`. */
  phone?: string;
  /**
   * Runs one step (act, check, screenshot, audits) and hands back its result: a harness wraps it to show the step
   * by its fixture words (Playwright Test's test.step, in the trace viewer). Absent: the step just runs.
   */
  step?: (label: string, run: () => Promise<StepResult>) => Promise<StepResult>;
}

const label = (step: Step) => {
  const kind = kindOf(step);
  const value = (step as Record<string, unknown>)[kind];
  const option = 'suggest' in step && step.option ? ` option "${step.option}"` : '';
  return `${kind} ${typeof value === 'object' ? JSON.stringify(value) : String(value)}${option}`;
};
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** '{today+5d}' in a step: the browser's today (its clock, its local day, as the app reads it) moved by days
 * (engine/fields/shared/todayPlus.ts), as MM/DD/YYYY (typed without slashes). */
async function withDates(page: Page, text: string, typed: boolean): Promise<string> {
  if (!new RegExp(TODAY_TOKEN.source).test(text)) return text;
  const today = await page.evaluate(() => {
    const d = new Date();
    return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
  });
  return text.replace(TODAY_TOKEN, (_m, days: string) => {
    const d = todayPlus(today, Number(days));
    const parts = [String(d.month).padStart(2, '0'), String(d.day).padStart(2, '0'), String(d.year)];
    return typed ? parts.join('') : parts.join('/');
  });
}

// What a failed step saw, so its report says why: the labels or the buttons on the screen at that moment.
const shownTexts = (page: Page, selector: string) => page.evaluate((sel) => [...new Set([...document.querySelectorAll(sel)]
  .filter((el) => el.getClientRects().length > 0)
  .map((el) => ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim())
  .filter((t) => t.length > 0 && t.length <= 80))], selector);
const listed = (texts: string[]) => (texts.length ? texts.map((t) => `"${t}"`).join(', ') : 'none');

/** A form control by its label, as a borrower finds it (only controls: a progress bar named by a heading also matches). */
const fieldLabelled = (page: Page, label: string) => page.getByLabel(label, { exact: false }).and(page.locator('input, textarea, select')).first();

/** Waits up to 5 s for the locator; when it never shows, throws what the screen offers instead. */
async function present(locator: Locator, what: string, page: Page, offered: string): Promise<void> {
  const found = await locator.waitFor({ state: 'visible', timeout: 5_000 }).then(() => true, () => false);
  if (!found) throw new Error(`${what} is not on the screen (${offered.includes('button') ? 'buttons and links' : 'fields'} here: ${listed(await shownTexts(page, offered))})`);
}

/** A button that stays disabled says why: the line under it that names what is missing, or that the page is busy. */
async function enabled(button: Locator, name: string): Promise<void> {
  // Up to 10 s: a zip check or a server answer may still be on its way.
  for (let i = 0; i < 20; i++) {
    if (await button.isEnabled()) return;
    await button.page().waitForTimeout(500);
  }
  const described = await button.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => document.getElementById(id)?.textContent?.trim() ?? '').filter(Boolean).join(' '));
  const busy = await button.evaluate((el) => el.getAttribute('aria-busy') === 'true' || Boolean(el.closest('[aria-busy="true"]')));
  throw new Error(`the button "${name}" stays disabled${described ? `: ${described}` : busy ? ' (the page is busy)' : ' (no reason shown)'}`);
}

/** Performs one step's action as a borrower would (no expectation checked): the replay's and bench:journey's. */
export async function act(step: Step, ctx: ReplayContext): Promise<void> {
  const { page } = ctx;
  if ('open' in step) {
    const path = step.open === 'link' ? ctx.linkPath ?? `/${ctx.token}` : step.open.replace('{token}', ctx.token);
    await page.goto(`${ctx.baseUrl}${path}`);
  } else if ('fill' in step) {
    for (const [field, text] of Object.entries(step.fill)) {
      const box = fieldLabelled(page, field);
      await present(box, `no field labelled "${field}"`, page, 'label, legend');
      await box.click();
      await box.fill('');
      await box.pressSequentially(await withDates(page, String(text), true), { delay: 5 });
      await box.blur();
      // The phone field, in any language: the browser knows it by its type or autofill token ('tel').
      const kind = await box.evaluate((el) => `${el.getAttribute('type') ?? ''} ${el.getAttribute('autocomplete') ?? ''}`);
      if (/phone|mobile/i.test(field) || /\btel(-national)?\b/.test(kind)) ctx.phone = `+1${String(text).replace(/\D/g, '').slice(-10)}`;
    }
  } else if ('suggest' in step) {
    for (const [field, text] of Object.entries(step.suggest)) {
      // The address combobox: type as a borrower does, wait for the list it controls, then (with `option`) walk to
      // the option with the arrow keys (aria-activedescendant) and take it with Enter, as a keyboard user would.
      const box = page.getByRole('combobox', { name: field, exact: false }).first();
      await box.click();
      await box.fill('');
      await box.pressSequentially(text, { delay: 5 });
      // The list for what was typed before shows until the answer for this text is in (the listbox is busy till
      // then): the options are read once it is not.
      const options = page.locator(`[id="${(await box.getAttribute('aria-controls')) ?? ''}"]:not([aria-busy="true"]) [role="option"]`);
      const listed = await options.first().waitFor({ timeout: 10_000 }).then(() => true, () => false);
      if (!listed) throw new Error(`no suggestions appeared under "${field}" for "${text}"`);
      if (!step.option) continue;
      const wanted = options.filter({ hasText: step.option }).first();
      if (!(await wanted.count())) throw new Error(`no suggestion reads "${step.option}" (the list has: ${(await options.allTextContents()).join('; ')})`);
      // The highlighted suggestion read by its words at each key, as a borrower reads it: the list of what was typed
      // before may still show and be replaced (the same address under a new id) while the arrows walk.
      const highlighted = async () => {
        const id = await box.getAttribute('aria-activedescendant');
        return id ? ((await page.locator(`[id="${id}"]`).textContent({ timeout: 1_000 }).catch(() => '')) ?? '') : '';
      };
      for (let i = 0; i < 2 * (await options.count()) + 2 && !(await highlighted()).includes(step.option); i++) await box.press('ArrowDown');
      if (!(await highlighted()).includes(step.option)) throw new Error(`the arrow keys never reached the suggestion "${step.option}"`);
      await box.press('Enter');
      // Taken, the list closes; open, Enter chose nothing (the form's other address fields are still empty).
      if ((await box.getAttribute('aria-expanded')) === 'true') throw new Error(`Enter did not take the suggestion "${step.option}"`);
    }
  } else if ('check' in step) {
    const box = page.getByLabel(new RegExp(escapeRe(step.check), 'i')).first();
    await present(box, `no checkbox labelled "${step.check}"`, page, 'label, legend');
    await box.check();
  } else if ('click' in step) {
    const target = page.getByRole('button', { name: step.click, exact: true }).or(page.getByRole('link', { name: step.click, exact: true })).first();
    await present(target, `no button or link reads "${step.click}"`, page, 'button, a[href]');
    if (await target.evaluate((el) => el.tagName === 'BUTTON')) await enabled(target, step.click);
    await target.click();
  } else if ('pick' in step) {
    // "12 months", "12 meses": the number of months followed by a word, in any language (not a price or a rate).
    const plan = page.getByRole('button', { name: new RegExp(`(^|[^\\d$.,])${step.pick}\\s+\\p{L}`, 'iu') }).first();
    await present(plan, `no ${step.pick}-month plan`, page, 'button');
    await plan.click();
  } else if ('code' in step) {
    let code = step.code;
    if (code === 'latest') {
      if (!ctx.phone) throw new Error('no phone was typed in this replay, so there is no latest code to read');
      const answer = (await ctx.control('GET', `/api/__sandbox/outbox?phone=${encodeURIComponent(ctx.phone)}`)) as { code?: string };
      code = answer.code ?? '';
    }
    // Like a borrower retyping after a wrong code: clear what the box holds, then type the 4 digits.
    // The code box, in any language: the one-time-code field.
    const box = page.locator('input[autocomplete="one-time-code"]').first();
    await box.fill('');
    await box.pressSequentially(code, { delay: 20 });
  } else if ('merchant' in step) {
    await ctx.control('POST', `/api/__sandbox/loanapplications/${ctx.loanApplicationId}/merchant`, { action: step.merchant, ...(step.reason ? { reason: step.reason } : {}) });
  } else if ('clock' in step) {
    const ms = durationMs(step.clock) ?? 0;
    await ctx.control('POST', '/api/__sandbox/clock', { advanceMs: ms });
    await page.clock.fastForward(ms).catch(() => undefined);
    await page.waitForTimeout(200);
  } else if ('bank' in step) {
    // The stand-ins speak the borrower's language: find their parts by stable attributes, not by their words.
    const dialog = page.getByTestId('sandbox-plaid-overlay').getByRole('dialog');
    await dialog.waitFor();
    if (step.bank === 'oauth') await dialog.locator('input[value="ins_oauth_bank"]').check();
    else if (step.institution) await dialog.getByLabel(step.institution).check();
    const action = { link: 'link', oauth: 'link', fail: 'fail', cancel: 'cancel' }[step.bank];
    await dialog.locator(`button[data-action="${action}"]`).click();
  } else if ('identity' in step) {
    // The provider's flow slides in over the page as it opens: a press while its frame still moves can land on
    // nothing (the button inside it is still, so a click's own checks pass). The frame first stands still where
    // the borrower would tap it, as a trial click on it waits for, then the press.
    await page.locator('iframe').first().click({ trial: true });
    const frame = page.frameLocator('iframe').first();
    await frame.locator(`button#${step.identity}`).click();
  } else if ('choose' in step) {
    for (const [question, option] of Object.entries(step.choose)) {
      // A select is labelled by the question; a radio group or a set of boxes is a fieldset named by it.
      const select = page.getByLabel(question, { exact: false }).and(page.locator('select')).first();
      if (await select.count()) await select.selectOption({ label: option });
      else await page.getByRole('group', { name: question }).getByLabel(option, { exact: true }).first().check();
    }
  } else if ('saved' in step) {
    // A payment link keeps answers with its loan application; a prequal fixture (no loan application id) with the
    // latest prequalification made from its signup id.
    const holder = ctx.loanApplicationId ? `loanapplications/${ctx.loanApplicationId}` : `prequals/${encodeURIComponent(ctx.token)}`;
    const found = (await ctx.control('GET', `/api/__sandbox/${holder}`)) as { answers?: Record<string, unknown> };
    for (const [name, want] of Object.entries(step.saved)) {
      const got = found.answers?.[name];
      if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(`the lender holds ${name} = ${JSON.stringify(got) ?? 'nothing'}, expected ${JSON.stringify(want)}`);
    }
  } else if ('wait' in step) {
    await page.waitForTimeout(step.wait);
  }
}

async function check(expect: Expectation | undefined, ctx: ReplayContext): Promise<StepResult['failure'] | undefined> {
  if (!expect) return undefined;
  const { page } = ctx;
  if (expect.path) {
    const want = expect.path.replace('{token}', ctx.token);
    try {
      await page.waitForURL((url) => `${url.pathname}${url.search}`.startsWith(want) && (url.pathname === want.split('?')[0]), { timeout: 20_000 });
    } catch {
      const actual = new URL(page.url());
      const heading = await page.locator('h1').first().textContent({ timeout: 1000 }).catch(() => '');
      return { expected: `path ${want}`, actual: `path ${actual.pathname}${actual.search} showing "${(heading ?? '').trim()}"` };
    }
  }
  await page.locator('h1').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
  for (const raw of expect.see ?? []) {
    const text = await withDates(page, raw, false);
    // On the page or in a frame over it (the identity provider's flow).
    const seen = (locator: Locator) => locator.getByText(text, { exact: false }).first().waitFor({ timeout: 10_000 });
    const found = await Promise.any([seen(page.locator('body')), seen(page.frameLocator('iframe').first().locator('body'))]).then(() => true, () => false);
    if (!found) return { expected: `to see "${text}"`, actual: `not on the screen (heading "${((await page.locator('h1').first().textContent().catch(() => '')) ?? '').trim()}")` };
  }
  for (const text of expect.notSee ?? []) {
    // The screen may still be redrawing after the step (e.g. plans reloading after UPDATE): a text gets up to 5 s to go.
    const gone = await page.getByText(text, { exact: false }).first().waitFor({ state: 'hidden', timeout: 5_000 }).then(() => true, () => false);
    if (!gone) return { expected: `not to see "${text}"`, actual: 'it is on the screen' };
  }
  for (const [field, raw] of Object.entries(expect.values ?? {})) {
    // What the borrower typed, still in its field (after a failed call, say): up to 5 s for the form to settle.
    const typed = await withDates(page, String(raw), true);
    const box = fieldLabelled(page, field);
    if (!(await box.waitFor({ timeout: 5_000 }).then(() => true, () => false))) {
      return { expected: `the field "${field}" to hold "${typed}"`, actual: `no field labelled "${field}" (fields here: ${listed(await shownTexts(page, 'label, legend'))})` };
    }
    let held = '';
    for (let i = 0; i < 10 && !fieldHolds((held = await box.inputValue()), typed); i++) await page.waitForTimeout(500);
    if (!fieldHolds(held, typed)) return { expected: `the field "${field}" to hold "${typed}"`, actual: held === '' ? 'it is empty' : `it holds "${held}"` };
  }
  return undefined;
}

// Runs a fixture's steps one by one: act, check the expectation, take a screenshot. Stops at the first failure
// (the steps after it would only report the same problem again). A replay that passes with a fault step no call met
// fails at its last step: it never showed the bad network it was written for.
export async function runSteps(steps: readonly Step[], ctx: ReplayContext): Promise<StepResult[]> {
  const results: StepResult[] = [];
  const queued = new Map<string, number>();
  await ctx.page.addInitScript({ content: RECORD_SHIFTS });
  const oneStep = async (index: number, step: Step): Promise<StepResult> => {
    const started = Date.now();
    let failure: StepResult['failure'];
    await ctx.beyondAxe?.before(ctx.page).catch(() => undefined);
    await markShifts(ctx.page);
    try {
      if ('fault' in step) {
        const id = await injectFault(step.fault, ctx.page, ctx.control);
        if (id !== undefined) queued.set(id, index);
      } else await act(step, ctx);
      failure = await check(step.expect, ctx);
    } catch (e) {
      failure = { expected: `to ${label(step)}`, actual: (e as Error).message.split('\n')[0] ?? 'it failed' };
    }
    // Screenshot the settled screen: no loader or decision wait showing (up to 10 s), fonts and lazy parts in.
    await ctx.page.locator('.loader, .wait-takeover').first().waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => undefined);
    await ctx.page.waitForTimeout(150);
    const screenshot = await ctx.screenshot(`${String(index + 1).padStart(2, '0')}`);
    if (!failure && step.expect?.steady) {
      const shifts = await shiftsSinceMark(ctx.page).catch(() => []);
      if (shifts.length > 0) failure = { expected: 'the screen steady: nothing moves without a tap', actual: describeShifts(shifts) };
    }
    if (!failure && ctx.english) {
      const english = await ctx.english(ctx.page);
      if (english.length > 0) failure = { expected: 'no English on a screen in another language', actual: `English shown: ${english.map((t) => `"${t}"`).join(', ')}` };
    }
    if (!failure && ctx.audit) {
      const violations = await ctx.audit(ctx.page).catch((e: Error) => [`the accessibility check could not run: ${e.message.split('\n')[0]}`]);
      if (violations.length > 0) failure = { expected: '0 accessibility violations (axe-core, WCAG 2.2 A and AA)', actual: violations.join('; ') };
    }
    if (!failure && ctx.beyondAxe) {
      // A page that went on to another document while measured (a redirect after the screenshot) is measured again.
      const checks = ctx.beyondAxe;
      const problems = await checks.after(ctx.page, step)
        .catch(async () => { await ctx.page.waitForLoadState().catch(() => undefined); return checks.after(ctx.page, step); })
        .catch((e: Error) => [`the focus, required and reflow checks could not run: ${e.message.split('\n')[0]}`]);
      if (problems.length > 0) failure = { expected: 'the screen to meet the WCAG 2.2 AA checks axe-core does not make (focus, required fields, reflow)', actual: problems.join('; ') };
    }
    const url = new URL(ctx.page.url());
    return { index, step, label: label(step), ok: !failure, path: `${url.pathname}${url.search}`, ...(failure ? { failure } : {}), screenshot, ms: Date.now() - started };
  };
  for (const [index, step] of steps.entries()) {
    const result = ctx.step ? await ctx.step(`${index + 1}. ${label(step)}`, () => oneStep(index, step)) : await oneStep(index, step);
    results.push(result);
    if (!result.ok) break;
  }
  const last = results[results.length - 1];
  const unmet = last?.ok ? await unmetFaults(queued, ctx.control).catch((e: Error) => `the sandbox's faults could not be read: ${e.message}`) : undefined;
  if (last && unmet) Object.assign(last, { ok: false, failure: { expected: 'every fault step met by a call of the app', actual: unmet } });
  return results;
}

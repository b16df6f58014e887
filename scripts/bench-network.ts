// npm run bench:network: what a borrower on a bad network sees, and how long it takes. Each case opens a fresh payment
// link in headless Chromium (360x740), fills the entry form, makes the network fail as the borrower taps APPLY (or
// as the link is first read), and prints where the borrower is, what the screen says (its content key), how many
// milliseconds after the tap the screen said it, and how many requests the app sent. Faults come from the sandbox's
// control API (POST /api/__sandbox/faults) and, for offline, from the browser itself. Figures only: it never passes
// or fails a budget, and exits 1 only when it cannot run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { parse } from 'yaml';
import { launchBrowser } from './bench/chromium';
import { textTable } from './bench/figures';
import { runBenchIfMain, type BenchResources } from './bench/run';
import { serve } from './bench/sandbox';
import { PHONE as VIEWPORT } from './bench/throttle';
import { buildsToMeasure } from './bench/builds';
import { root } from './lib/root';
import { sandboxControl } from './lib/sandboxControl';
import { screenLabels } from './lib/screenCopy';

const DEADLINE_MS = 300_000;
const APPLY = { method: 'PATCH', path: '/loanapplications' };
const SCENARIO = {
  merchant: { id: 'm-bench', name: 'Bench Plumbing', vertical: 'HS' }, amount: 2400, serviceDate: '+0d',
  inquiries: ['FIRST_NAME', 'LAST_NAME', 'SSN4'],
};

/** One way the network fails: when (as APPLY is tapped, or as the link is first read) and how. */
interface Case {
  name: string;
  at: 'apply' | 'firstRead';
  fault?: Record<string, unknown>;
  /** The browser is offline for this long from the tap (real offline/online events). */
  offlineMs?: number;
}

const CASES: readonly Case[] = [
  { name: 'no fault', at: 'apply' },
  { name: 'offline at APPLY', at: 'apply', offlineMs: 5_000 },
  { name: 'one 503 at APPLY', at: 'apply', fault: { kind: 'status', status: 503, match: APPLY } },
  { name: 'one 500 at APPLY', at: 'apply', fault: { kind: 'status', status: 500, match: APPLY } },
  { name: 'one 503 + Retry-After 2', at: 'apply', fault: { kind: 'status', status: 503, retryAfter: 2, match: APPLY } },
  { name: 'APPLY answer dropped', at: 'apply', fault: { kind: 'drop', when: 'after', match: APPLY } },
  { name: 'APPLY stalled 20 s', at: 'apply', fault: { kind: 'stall', seconds: 20, match: APPLY } },
  { name: 'five 503s at APPLY', at: 'apply', fault: { kind: 'status', status: 503, times: 5, match: APPLY } },
  { name: 'first read: one 503', at: 'firstRead', fault: { kind: 'status', status: 503, match: { method: 'GET', path: '/loanapplications' } } },
  { name: 'first read: five 503s', at: 'firstRead', fault: { kind: 'status', status: 503, times: 5, match: { method: 'GET', path: '/loanapplications' } } },
];

interface Outcome { where: string; says: string; ms: number; requests: number }

// The entry screen's labels and the error texts, from content/en, so a copy edit never breaks the benchmark.
function readCopy(): { labels: Record<'firstName' | 'lastName' | 'ssn4', string>; errors: Record<string, string> } {
  const labels = screenLabels('entry', ['firstName', 'lastName', 'ssn4'] as const);
  const errors = parse(readFileSync(join(root, 'content', 'en', 'errors.yaml'), 'utf8')) as Record<string, string>;
  return { labels, errors };
}

// What the screen says now: the content key of the error text shown (on the screen or on /error), else its heading.
async function saying(page: Page, errors: Record<string, string>): Promise<string> {
  const text = await page.evaluate(() => [...document.querySelectorAll('.alert, .error-message')].map((e) => e.textContent ?? '').join(' '));
  const key = Object.keys(errors).find((k) => typeof errors[k] === 'string' && text.includes(errors[k] as string));
  if (key) return `errors.${key}`;
  return `"${(await page.locator('h1').first().textContent().catch(() => '')) ?? ''}"`;
}

// One case on a fresh link: the time from the tap (or from opening the link) until the borrower is shown something
// other than the busy state: the next screen, a message on the screen, or /error.
async function runCase(browser: Browser, baseUrl: string, c: Case, copy: ReturnType<typeof readCopy>): Promise<Outcome> {
  // The sandbox's control API: a link of the bench's own scenario, the faults.
  const control = sandboxControl(`${baseUrl}/api/__sandbox`);
  const link = (await control('POST', '/links', { scenario: SCENARIO })) as { token?: unknown; path?: unknown };
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  page.setDefaultTimeout(70_000);
  let requests = 0;
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/loanapplications') && (c.at === 'apply' ? r.method() === 'PATCH' : r.method() === 'GET')) requests += 1;
  });
  try {
    if (c.at === 'firstRead') {
      if (c.fault) await control('POST', '/faults', { ...c.fault, token: link.token });
      const t0 = Date.now();
      await page.goto(`${baseUrl}${String(link.path)}`);
      await page.locator('main h1').first().waitFor();
      await page.locator('main form, .error-message').first().waitFor();
      return { where: new URL(page.url()).pathname === link.path ? '/{token}' : new URL(page.url()).pathname, says: await saying(page, copy.errors), ms: Date.now() - t0, requests };
    }
    await page.goto(`${baseUrl}${String(link.path)}`);
    const field = (key: keyof typeof copy.labels) => page.getByLabel(copy.labels[key], { exact: true }).first();
    await field('firstName').fill('Ana');
    await field('lastName').fill('Rivera');
    await field('ssn4').fill('1111');
    await page.getByRole('checkbox').first().check();
    const submit = page.locator('main form button[type="submit"]');
    await submit.and(page.locator(':enabled')).waitFor();
    if (c.fault) await control('POST', '/faults', { ...c.fault, token: link.token });
    if (c.offlineMs) {
      await context.setOffline(true);
      setTimeout(() => void context.setOffline(false).catch(() => undefined), c.offlineMs);
    }
    const heading = await page.locator('main h1').first().textContent();
    const t0 = Date.now();
    await submit.click();
    await page.waitForFunction((path) => window.location.pathname !== path || document.querySelector('.alert') !== null, String(link.path), { timeout: 70_000 });
    const ms = Date.now() - t0;
    const path = new URL(page.url()).pathname;
    // Moved on: the next screen's heading is read once it has replaced this one's.
    if (path !== link.path) await page.waitForFunction((before) => document.querySelector('main h1')?.textContent !== before, heading);
    return { where: path === link.path ? '/{token} (stays)' : path, says: await saying(page, copy.errors), ms, requests };
  } finally {
    await control('DELETE', '/faults').catch(() => undefined);
    await context.close().catch(() => undefined);
  }
}

export async function benchNetwork(resources: BenchResources): Promise<void> {
  const copy = readCopy();
  const [app] = await buildsToMeasure('bench-network', {});
  const { baseUrl } = await serve(resources, app!.distDir);
  const browser = await launchBrowser(resources);
  const rows: string[][] = [['case', 'the borrower is on', 'the screen says', 'after ms', 'requests']];
  for (const c of CASES) {
    const o = await runCase(browser, baseUrl, c, copy);
    rows.push([c.name, o.where, o.says, String(o.ms), String(o.requests)]);
  }
  console.log(`bench-network: Chromium ${browser.version()}, ${VIEWPORT.width}x${VIEWPORT.height}, a fresh link per case (entry form: first name, last name, SSN last 4)`);
  console.log('after ms: from the tap on APPLY (or from opening the link) until the screen shows more than the busy state');
  console.log('requests: the APPLY PATCHes (or the link reads) the app sent, retries included');
  console.log(textTable(rows));
}

await runBenchIfMain(import.meta.url, { name: 'bench-network', deadlineMs: DEADLINE_MS, work: benchNetwork });

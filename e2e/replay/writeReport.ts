import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Coverage } from './coverage';
import { coverageLine } from './coverage';
import type { StepResult } from './runSteps';
import { kindOf, type Step } from './Step';

/**
 * One fixture's replay: its steps, and on a failure the Playwright trace kept of it (a path the sheet links). `ms` is
 * the attempt's duration as Playwright Test measured it (the one the console prints). `retry`: the attempt shown
 * when it was not the first; `flaky`: what the failed attempts before a passing one said.
 */
export interface FixtureRun {
  name: string; description?: string; results: StepResult[]; ms: number; error?: string; trace?: string;
  retry?: number; flaky?: string[];
}

/** A duration as every place of a replay's report writes it: the console, a fixture's row, the sheet's top. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * A step's caption on the sheet: its kind, then one `label: value` line per field of a fill, a suggestion or the
 * answers chosen (a field's words stay words, never JSON), and the suggestion taken.
 */
export function captionLines(step: Step): string[] {
  const kind = kindOf(step);
  const value = (step as Record<string, unknown>)[kind];
  if (value === null || typeof value !== 'object') return [`${kind} ${String(value)}`];
  const lines = Object.entries(value as Record<string, unknown>).map(([label, v]) => `${label}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  return [kind, ...lines, ...('suggest' in step && step.option ? [`option: ${step.option}`] : [])];
}

/** A path as a command typed here takes it: from the working folder when it is below it, else whole. */
export const shownPath = (path: string) => (relative(process.cwd(), path).startsWith('..') ? path : relative(process.cwd(), path));
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const failedRun = (run: FixtureRun) => Boolean(run.error) || run.results.some((s) => !s.ok);

// The replay report: one contact sheet per fixture, every screen in order with its path and step under it,
// failures in red with expected vs actual, a fixture that passed only on a retry marked flaky with what its failed
// attempts said, and the flow coverage at the top.
export function writeReport(dir: string, runs: readonly FixtureRun[], cov: Coverage | null, wallMs: number): string {
  mkdirSync(dir, { recursive: true });
  const failed = runs.filter(failedRun);
  const flaky = runs.filter((r) => !failedRun(r) && r.flaky?.length);
  const attempt = (run: FixtureRun) => (run.retry ? `retry #${run.retry}, ` : '');
  const sheet = (run: FixtureRun) => `
  <section class="${failedRun(run) ? 'bad' : run.flaky?.length ? 'flaky' : 'good'}">
    <h2>${esc(run.name)} <small>${attempt(run)}${run.results.length} steps, ${seconds(run.ms)}</small></h2>
    ${run.description ? `<p>${esc(run.description)}</p>` : ''}
    ${!failedRun(run) && run.flaky?.length ? `<p class="flaky-note">Flaky: passed on retry #${run.retry ?? 0} after ${run.flaky.length} failed attempt(s): ${run.flaky.map(esc).join('; ')}</p>` : ''}
    ${run.error ? `<p class="fail">${esc(run.error)}</p>` : ''}
    ${run.trace ? `<p class="trace">Trace of the failure: <a href="${esc(relative(dir, run.trace))}">${esc(relative(dir, run.trace))}</a>, open it with <code>npx playwright show-trace ${esc(shownPath(run.trace))}</code> (the steps by their fixture words, each action, the page before and after)</p>` : ''}
    <ol class="sheet">${run.results.map((s) => `
      <li class="${s.ok ? 'ok' : 'ko'}">
        <a href="${esc(relative(dir, s.screenshot))}"><img src="${esc(relative(dir, s.screenshot))}" alt="${esc(`${run.name} step ${s.index + 1}: ${s.path}`)}" loading="lazy"></a>
        <div class="path">${esc(s.path)}</div><div class="step">${captionLines(s.step).map((line, i) => (i === 0 ? `${s.index + 1}. ${esc(line)}` : esc(line))).join('<br>')}</div>
        ${s.failure ? `<div class="fail">expected ${esc(s.failure.expected)}<br>actual ${esc(s.failure.actual)}</div>` : ''}
        ${s.failure && run.trace ? `<div class="trace"><a href="${esc(relative(dir, run.trace))}">trace of this step</a></div>` : ''}
      </li>`).join('')}
    </ol>
  </section>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Replay report</title><style>
  body{font:14px system-ui,sans-serif;margin:20px;color:#1b2430} h1{margin:0 0 4px} small{color:#666;font-weight:normal}
  .sheet{display:flex;flex-wrap:wrap;gap:12px;list-style:none;padding:0} .sheet li{width:190px;min-width:0}
  .sheet img{width:190px;border:1px solid #ccc;border-radius:6px} .ko img{border:3px solid #b3261e}
  .path,.step,.fail{overflow-wrap:anywhere}
  .path{font-family:monospace;font-size:12px} .step{color:#444;font-size:12px} .fail{color:#b3261e;font-size:12px;font-weight:600}
  .trace{font-size:13px} code{font-size:12px;background:#f3f3f3;padding:1px 4px}
  section{border-top:1px solid #ddd;padding-top:8px;margin-top:16px} section.bad h2{color:#b3261e}
  section.flaky h2,.flaky-note{color:#8a5a00}
  </style></head><body>
  <h1>Replay report</h1>
  <p>${runs.length} fixtures, ${failed.length} failed, ${flaky.length} flaky, ${seconds(wallMs)}. ${cov ? `Coverage of flows/borrower.yaml: ${esc(coverageLine(cov))}.` : ''}</p>
  ${cov ? `<details><summary>Not exercised</summary><p>Screens: ${esc(cov.screens.missed.join(', ') || 'none')}</p><p>Rules: ${esc(cov.rules.missed.join(', ') || 'none')}</p><p>Transitions: ${esc(cov.transitions.missed.join(', ') || 'none')}</p></details>` : ''}
  ${runs.map(sheet).join('')}
  </body></html>`;
  const file = join(dir, 'index.html');
  writeFileSync(file, html);
  return file;
}

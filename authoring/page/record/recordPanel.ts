// The Record switch of `npm run dev` (started by the editors' page part, authoring/page/main.ts; never built): beside
// "Edit copy" and "Edit form". On, the page opens a fresh link of the scenario of the demo link it was opened on and
// npm run record's page script hears every act of QA's (./listen.ts); off, a panel in the editors' spot
// (../panelSpot.ts) asks the fixture's name, the dev server writes fixtures/<name>.yaml and checks it with flows:check's
// fixture rules, and the panel offers to replay it at once (npm run replay -- <name>), green or the failing step.
// The recording is the dev server's: a reload, or a link opened, goes on recording.
import './recordPanel.css';
import type { RecordAnswer, RecordProblem, RecordStatus } from '../../shared/recordTypes';
import { h } from '../copy/dom';
import { EDITOR_PART, onSpotTaken, takeSpot } from '../panelSpot';
import { recordApi } from './api';
import { allSent, listen, screenNow } from './listen';
import { words } from '../../shared/recordPanelWords';

const STORE = 'record-panel';
const PATHS = 'record-paths';
const FOCUS = 'record-focus';
const session = {
  get: (key: string): string => {
    try {
      return sessionStorage.getItem(key) ?? '';
    } catch {
      return '';
    }
  },
  set: (key: string, value: string): void => {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // private mode: the panel starts closed after a reload
    }
  },
};
// The paths this tab opened, newest first: the demo link the page was opened on is among them after the app moved on
// to /choose_plan (the journey's later screens do not name the link).
const visited = (): string[] => {
  try {
    const list: unknown = JSON.parse(session.get(PATHS) || '[]');
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
};
session.set(PATHS, JSON.stringify([location.pathname, ...visited().filter((p) => p !== location.pathname)].slice(0, 10)));

let status: RecordStatus = { state: 'off', replaying: false };

const toggle = h('button', { type: 'button', role: 'switch', 'aria-checked': 'false', class: 'ce-switch re-switch' }, h('span', { class: 'ce-knob', 'aria-hidden': 'true' }), words.toggle);
const title = h('h2', { id: 're-panel-title' }, words.title);
const said = h('div', { class: 'ce-status', role: 'status' });
/** What is said once drawn in the panel too (the file written, the replay's result): heard, not shown twice. */
const announce = h('div', { class: 're-sr', role: 'status' });
const alert = h('div', { class: 'ce-problems', role: 'alert' });
const body = h('div', { class: 'ce-body' });
const panel = h('aside', { id: 're-panel', class: 'ce-panel re-panel', 'aria-labelledby': 're-panel-title', hidden: true },
  h('header', {}, title, h('button', { type: 'button', class: 'ce-close', 'aria-label': words.close, onclick: () => open(false) }, '×')),
  h('div', { class: 'ce-body' }, said, alert, announce), body);
const root = h('div', { id: 'record-editor', [EDITOR_PART]: '' }, panel);

const problemText = (p: RecordProblem) => p.text ?? (p.file ? `${p.file}:${p.line}:${p.column}: ${p.message}` : p.message);
const failed = (error: unknown): RecordAnswer => ({ ok: false, status: 0, problems: [{ file: '', line: 1, column: 1, message: words.failed(error instanceof Error ? error.message : String(error)) }] });
function refuse(answer: Extract<RecordAnswer, { ok: false }>): void {
  said.textContent = '';
  alert.replaceChildren(h('p', {}, words.refused), h('ul', {}, ...answer.problems.map((p) => h('li', {}, problemText(p)))));
}

function setSwitch(): void {
  const on = status.state === 'recording';
  toggle.setAttribute('aria-checked', String(on));
  document.documentElement.classList.toggle('re-recording', on);
  listen(on).catch((error: unknown) => void (said.textContent = words.failed(error instanceof Error ? error.message : String(error))));
}

// The name asked once the recording stopped: refused names keep the box, the focus and what was typed, with the
// reason under it.
function nameForm(): HTMLElement {
  const error = h('p', { id: 're-name-error', class: 'ce-problems re-field-error' });
  const input = h('input', { id: 're-name', type: 'text', autocomplete: 'off', spellcheck: 'false', autocapitalize: 'none', 'aria-describedby': 're-name-hint re-name-error' }) as HTMLInputElement;
  const form = h('form', { class: 're-form', novalidate: true },
    h('p', {}, words.recorded(status.steps ?? 0)),
    h('label', { for: 're-name' }, words.name),
    h('p', { id: 're-name-hint', class: 'ce-hint' }, words.nameHint),
    input, error,
    h('div', { class: 'ce-actions' },
      h('button', { type: 'submit', class: 'ce-primary' }, words.write),
      h('button', { type: 'button', onclick: () => void discard() }, words.discard)));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void save(input, error);
  });
  return form;
}

// The fixture written: flows:check's word on it, and the replay offered (its result once run).
function writtenView(): HTMLElement {
  const last = status.last!;
  const replayButton = h('button', { type: 'button', class: 'ce-primary', id: 're-replay', 'aria-disabled': String(status.replaying) }, words.replay);
  replayButton.addEventListener('click', () => void replay(replayButton));
  const result = last.replay;
  return h('div', { class: 're-written' },
    h('p', { class: 're-file' }, words.written(last.file, last.steps)),
    last.problems.length
      ? h('div', { class: 'ce-problems' }, h('p', {}, words.problems), h('ul', {}, ...last.problems.map((p) => h('li', {}, h('code', {}, problemText(p))))))
      : h('p', {}, words.clean),
    h('div', { class: 'ce-actions' }, replayButton),
    result ? h('div', { class: result.ok ? 're-green' : 'ce-problems re-red', id: 're-result' },
      h('p', {}, result.ok ? words.replayGreen : words.replayRed),
      h('p', {}, h('code', {}, result.message)),
      h('p', { class: 'ce-hint' }, words.replayCommand(result.command))) : '');
}

function draw(): void {
  if (status.state === 'naming') body.replaceChildren(nameForm());
  else if (status.last) body.replaceChildren(writtenView());
  else body.replaceChildren(h('p', {}, words.idle));
}

// The panel takes the editors' spot: opening it closes the copy or form editor's panel, and theirs close it (without
// taking the focus from what QA just clicked). Closed, the focus goes back to the switch.
function open(on: boolean, focus: HTMLElement | null = null): void {
  if (on) takeSpot('record');
  panel.hidden = !on;
  document.documentElement.classList.toggle('ce-panel-open', on);
  session.set(STORE, on ? 'open' : '');
  if (on) {
    draw();
    (focus ?? panel.querySelector<HTMLElement>('h2'))?.focus();
  } else if (focus !== null || document.activeElement === document.body || root.contains(document.activeElement)) toggle.focus();
}
title.tabIndex = -1;
onSpotTaken('record', () => {
  if (!panel.hidden) {
    panel.hidden = true;
    session.set(STORE, '');
  }
});

function took(answer: RecordAnswer): boolean {
  if (!answer.ok) {
    if (panel.hidden) open(true);
    refuse(answer);
    return false;
  }
  status = answer.record;
  alert.replaceChildren();
  setSwitch();
  return true;
}

async function start(): Promise<void> {
  said.textContent = words.starting;
  const answer = await recordApi.start([location.pathname, ...visited()], document.documentElement.lang).catch(failed);
  if (!took(answer)) return;
  // The fresh link opens in this page, the whole screen QA's (the panel closed); the switch keeps the focus there.
  open(false);
  session.set(FOCUS, 'switch');
  location.assign(status.path!);
}

async function stop(): Promise<void> {
  void listen(false);
  said.textContent = words.stopping;
  await allSent();
  const answer = await recordApi.stop(screenNow()).catch(failed);
  said.textContent = '';
  if (!took(answer)) return;
  open(true, null);
  body.querySelector<HTMLElement>('#re-name')?.focus();
}

async function save(input: HTMLInputElement, error: HTMLElement): Promise<void> {
  said.textContent = words.writing;
  alert.replaceChildren();
  const answer = await recordApi.save(input.value.trim()).catch(failed);
  said.textContent = '';
  if (!answer.ok) {
    const about = answer.problems.filter((p) => p.field === 'name');
    if (about.length === 0) return refuse(answer);
    error.textContent = about.map(problemText).join(' ');
    input.setAttribute('aria-invalid', 'true');
    input.focus();
    return;
  }
  took(answer);
  draw();
  announce.textContent = words.written(status.last!.file, status.last!.steps);
  body.querySelector<HTMLElement>('#re-replay')?.focus();
}

async function discard(): Promise<void> {
  if (!took(await recordApi.discard().catch(failed))) return;
  said.textContent = words.discarded;
  draw();
  toggle.focus();
}

// The replay runs on the dev server (npm run replay -- <name>); the button stays where it is, marked busy (never
// disabled, which would drop the focus), and the result is said and drawn under it.
async function replay(button: HTMLElement): Promise<void> {
  if (button.getAttribute('aria-disabled') === 'true' || !status.last) return;
  button.setAttribute('aria-disabled', 'true');
  body.setAttribute('aria-busy', 'true');
  said.textContent = words.replayRunning(`npm run replay -- ${status.last.name}`);
  const answer = await recordApi.replay(status.last.name).catch(failed);
  body.removeAttribute('aria-busy');
  if (!took(answer)) {
    button.setAttribute('aria-disabled', 'false');
    return;
  }
  said.textContent = '';
  draw();
  const result = status.last?.replay;
  announce.textContent = result ? `${result.ok ? words.replayGreen : words.replayRed} ${result.message}` : '';
  body.querySelector<HTMLElement>('#re-replay')?.focus();
}

// A replay asked for before the page reloaded (Vite reloads it when a file changes) goes on on the dev server: the
// panel shows it running and asks again each second until its result is there.
async function awaitReplay(): Promise<void> {
  const button = body.querySelector<HTMLElement>('#re-replay');
  button?.setAttribute('aria-disabled', 'true');
  said.textContent = words.replayRunning(`npm run replay -- ${status.last?.name ?? ''}`);
  while (status.replaying) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    status = await recordApi.status().catch(() => status);
  }
  said.textContent = '';
  const here = document.activeElement;
  draw();
  const result = status.last?.replay;
  announce.textContent = result ? `${result.ok ? words.replayGreen : words.replayRed} ${result.message}` : '';
  // The focus was on the button (now drawn again), or where the reload left it: on the button.
  if (here === document.body || here === toggle || (here && !here.isConnected)) body.querySelector<HTMLElement>('#re-replay')?.focus();
}

toggle.addEventListener('click', () => {
  if (status.state === 'recording') void stop();
  else if (status.state === 'naming') open(true, body.querySelector<HTMLElement>('#re-name'));
  else void start();
});

// Beside "Edit copy" and "Edit form" when their switches are on the page, else on its own at the window's foot.
const bar = document.querySelector('.ce-bar');
if (bar) bar.append(toggle);
else root.prepend(h('div', { class: 'ce-bar re-bar' }, toggle));
document.body.append(root);

// What the dev server holds: recording (the switch on, every act heard), a recording waiting for its name, or the
// last fixture written (the panel open again as it was).
void recordApi.status().then((now) => {
  status = now;
  setSwitch();
  if (session.get(FOCUS) === 'switch') {
    session.set(FOCUS, '');
    toggle.focus();
  }
  if (status.state === 'naming' || (status.state === 'off' && session.get(STORE) === 'open')) open(true, status.state === 'naming' ? null : toggle);
  if (status.replaying && !panel.hidden) void awaitReplay();
}, (error: unknown) => {
  said.textContent = words.failed(error instanceof Error ? error.message : String(error));
});

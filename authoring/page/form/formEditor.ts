// The form editor of `npm run dev` (started by the editors' page part, authoring/page/main.ts; never built): an
// "Edit form" button beside "Edit copy" opens a panel listing the questions of the form on the screen, each with
// Move up, Move down, Change (when it shows, its choices) and Remove (or why it stays), an "Add a question" form, and
// this session's changes with "Undo the last change". It shares the copy editor's panel spot (../panelSpot.ts).
// Each change goes to the dev server, which checks it with flows:check's rules and writes the files or says what
// stops it (under the field it is about, when it names one); the screen shows the change at once, what the borrower
// typed kept (preview.ts: the page does not reload), and the panel shows the form as it now is.
import './formEditor.css';
import type { FormAnswer, FormChange, FormView } from '../../shared/formTypes';
import { h } from '../copy/dom';
import { showPreview } from './preview';
import { EDITOR_PART, onSpotTaken, takeSpot } from '../panelSpot';
import { addQuestionForm } from './addQuestion';
import { formApi } from './api';
import { changeList } from './changeList';
import { questionEditor } from './questionEditor';
import { questionList } from './questionList';
import { addScreenForm, removeScreenPart, replayStepsButton } from './screenForm';
import { words } from './words';

const STORE = 'form-editor';
const remembered = (): boolean => {
  try {
    return sessionStorage.getItem(STORE) === 'open';
  } catch {
    return false;
  }
};
const remember = (open: boolean) => {
  try {
    sessionStorage.setItem(STORE, open ? 'open' : '');
  } catch {
    // private mode: the panel starts closed after a reload
  }
};

const button = h('button', { type: 'button', class: 'fe-toggle', 'aria-expanded': 'false', 'aria-controls': 'fe-panel' }, words.toggle);
const title = h('h2', { id: 'fe-panel-title' }, words.toggle);
const status = h('div', { class: 'ce-status', role: 'status' });
const alert = h('div', { class: 'ce-problems', role: 'alert' });
const body = h('div', { class: 'ce-body' });
const panel = h('aside', { id: 'fe-panel', class: 'ce-panel fe-panel', 'aria-labelledby': 'fe-panel-title', hidden: true },
  h('header', {}, title, h('button', { type: 'button', class: 'ce-close', 'aria-label': words.close, onclick: () => open(false) }, '×')),
  h('div', { class: 'ce-body' }, status, alert), body);
const root = h('div', { id: 'form-editor', [EDITOR_PART]: '' }, panel);

const problemLine = (p: { file: string; line: number; column: number; message: string }) => (p.file ? `${p.file}:${p.line}:${p.column}: ${p.message}` : p.message);
function showProblems(answer: Extract<FormAnswer, { ok: false }>): void {
  status.textContent = '';
  alert.replaceChildren(h('p', {}, words.refused), h('ul', {}, ...answer.problems.map((p) => h('li', {}, h('code', {}, problemLine(p))))));
  alert.scrollIntoView?.({ block: 'nearest' });
}

// The session's changes, asked of the dev server after each draw (a change, an undo, a reload of the page).
const changes = h('div', { class: 'fe-changes-box' });
async function showChanges(): Promise<void> {
  try {
    changes.replaceChildren(changeList(await formApi.changes(), () => void run(formApi.undo(), true)));
  } catch (error) {
    changes.replaceChildren(h('p', { class: 'ce-problems' }, words.failed(error instanceof Error ? error.message : String(error))));
  }
}

/** The screen the panel shows (the page's, until a change sends it elsewhere). */
let shownScreen = '';

// The panel drawn anew (a change's answer, the screen's form read again): the control that had the focus, found again
// by its name, keeps it, so a keyboard user is never dropped on the page's top by a redraw. A question's move button
// that a move made disabled (it reached an end) hands the focus to its other one, so a keyboard moves it back without
// looking for it. This happens with the redraw itself: nothing later takes the focus from where the user has gone.
function draw(view: FormView): void {
  shownScreen = view.screen;
  title.textContent = words.title(view.screen);
  const active = document.activeElement;
  const had = active instanceof HTMLElement && body.contains(active) ? active : null;
  const focusedName = had?.getAttribute('aria-label') ?? null;
  const moved = had?.dataset.feMove ? { way: had.dataset.feMove, question: had.closest<HTMLElement>('[data-fe-question]')?.dataset.feQuestion } : null;
  const change = (c: FormChange) => run(formApi.change(c));
  const addScreen = addScreenForm(view, (c) => change(c).then((a) => {
    if (a?.ok && a.elsewhere.length) {
      alert.append(replayStepsButton(c.name, (steps) => void change(steps)));
      alert.scrollIntoView?.({ block: 'nearest' });
    }
    return a;
  }));
  // A screen with no form (the plans): nothing to change on it, but a question screen can follow it.
  if (!view.form) body.replaceChildren(h('p', { class: 'ce-hint' }, words.formless), addScreen, changes);
  else body.replaceChildren(
    view.alsoOn.length ? h('p', { class: 'ce-hint' }, words.alsoOn(view.alsoOn)) : '',
    questionList({
      view,
      move: (name, way) => void change({ op: 'move', screen: view.screen, name, way }),
      remove: (name) => void change({ op: 'remove', screen: view.screen, name }),
      editor: (q) => questionEditor(view, q, change),
    }),
    addQuestionForm(view, (question) => change({ op: 'add', screen: view.screen, question })),
    addScreen,
    removeScreenPart(view, (c) => void change(c)) ?? '',
    changes,
  );
  const again = focusedName ? body.querySelector<HTMLElement>(`[aria-label="${CSS.escape(focusedName)}"]:not(:disabled)`) : null;
  if (again) again.focus();
  else if (moved?.question) {
    const item = body.querySelector(`[data-fe-question="${CSS.escape(moved.question)}"]`);
    item?.querySelector<HTMLButtonElement>(`[data-fe-move]:not([data-fe-move="${moved.way}"]):not(:disabled)`)?.focus();
  }
  void showChanges();
}

// A change sent: its files written and shown on the screen at once (the page reloads instead when it cannot show
// them: preview.ts), the panel showing the form as it now is; or what stopped it, with nothing written. The answer
// goes back to the form that sent it, which marks the fields a refusal is about.
async function run(call: Promise<FormAnswer>, undo = false): Promise<FormAnswer | undefined> {
  running += 1;
  try {
    return await answered(call, undo);
  } finally {
    running -= 1;
    readAt = window.location.pathname;
    panel.dataset.readAt = readAt;
  }
}
async function answered(call: Promise<FormAnswer>, undo: boolean): Promise<FormAnswer | undefined> {
  status.textContent = words.working;
  alert.replaceChildren();
  const from = shownScreen;
  try {
    const answer = await call;
    if (!answer.ok) {
      showProblems(answer);
      return answer;
    }
    draw(answer.form);
    // What the change makes QA fix in their replays (one a new screen now stops, a step naming old words): said at once.
    if (answer.elsewhere.length) {
      alert.replaceChildren(h('p', {}, words.replaysStop), h('ul', {}, ...answer.elsewhere.map((p) => h('li', {}, h('code', {}, problemLine(p))))));
      // The panel was scrolled down to the form just sent: the list (and its "Add the new screen's step") comes into view.
      alert.scrollIntoView?.({ block: 'nearest' });
    }
    if (!answer.preview || !(await showPreview(answer.preview, { from, to: answer.form.screen }))) window.location.reload();
    // Said once the screen shows it (a screen added is then reached on Continue).
    else status.textContent = undo ? words.undone(answer.written) : words.done(answer.written);
    return answer;
  } catch (error) {
    status.textContent = words.failed(error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

// The address the panel last read its screen from, and whether a change is on its way (its answer says what the panel
// shows, and the page may move meanwhile: a removed screen's page goes back to the screen before). `data-read-at` on
// the panel is that address once what was read there is drawn (none while reading): what the guide's browser test
// waits for, since the panel notices a move of the page only at its next look (a form drawn for the address before
// is then cleared).
let readAt = '';
let running = 0;

async function load(): Promise<void> {
  const at = window.location.pathname;
  readAt = at;
  delete panel.dataset.readAt;
  status.textContent = words.loading;
  alert.replaceChildren();
  body.replaceChildren();
  const answer = await formApi.describe(window.location.pathname).catch((error: unknown) => ({ ok: false as const, status: 0, problems: [{ file: '', line: 1, column: 1, message: words.failed(String(error)) }] }));
  status.textContent = '';
  if (answer.ok) draw(answer.form);
  else {
    title.textContent = words.toggle;
    body.replaceChildren(h('p', {}, words.noForm), changes);
    void showChanges();
    showProblems(answer);
  }
  if (readAt === at) panel.dataset.readAt = at;
}

// The copy editor's panel takes the same spot: opening this one closes it, and it opening closes this one (without
// taking the focus from the text just clicked). `ce-panel-open` makes room for the panel beside the screen.
function open(on: boolean, focus = true): void {
  if (on) takeSpot('form');
  panel.hidden = !on;
  button.setAttribute('aria-expanded', String(on));
  document.documentElement.classList.toggle('ce-panel-open', on);
  remember(on);
  if (on) {
    void load().then(() => panel.querySelector<HTMLElement>('h2, button')?.focus());
  } else if (focus) button.focus();
}
button.addEventListener('click', () => open(panel.hidden));

// The panel follows the page: once the borrower moves to another screen (Continue, the browser's Back), the open panel
// reads that screen, the focus left where it was. The router moves by history.pushState, which fires no event, so the
// address is looked at a few times a second (only in npm run dev, only while the panel is open).
const follow = () => {
  if (!panel.hidden && running === 0 && window.location.pathname !== readAt) void load();
};
window.addEventListener('popstate', follow);
setInterval(follow, 300);
onSpotTaken('form', () => {
  if (!panel.hidden) open(false, false);
});

// Beside "Edit copy" when the copy editor's switches are on the page, else on its own at the window's foot.
const bar = document.querySelector('.ce-bar');
if (bar) bar.append(button);
else root.prepend(h('div', { class: 'ce-bar fe-bar' }, button));
document.body.append(root);
if (remembered()) open(true);

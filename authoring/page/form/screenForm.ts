import type { FormAnswer, FormChange, FormView, Words } from '../../shared/formTypes';
import { h } from '../copy/dom';
import { field, valueOf as value } from './field';
import { markFields } from './fieldErrors';
import { words } from './words';

type AddScreen = Extract<FormChange, { op: 'addScreen' }>;

// "Add a screen after this one" (issue 46, item 5): the new screen's name, address and progress, its title, button
// and text under the title in every language, and its first question (its name, kind, words in every language,
// whether it must be answered and its message then, a drop-down list's first line, its choices), and who goes to it
// (whoGoes): what a question screen needs to exist. More questions, a hint, a rule, "shown only when" are added on
// the new screen as on any other. What it gives is sent as it is: the dev server
// says what is missing (a language left empty, a name or address taken) under its box, the focus on the first, and
// writes nothing then; once written, the replays the new screen stands in the way of are listed by the panel.
export function addScreenForm(view: FormView, send: (change: AddScreen) => void | Promise<FormAnswer | undefined>): HTMLElement {
  const { locales } = view;
  const text = (label: string, attrs: Record<string, string> = {}) => field(label, h('input', { type: 'text', ...attrs }));
  const perLocale = (label: (language: string) => string) => locales.map((l) => [l, text(label(words.language(l)))] as const);
  const name = text(words.screenName, { autocomplete: 'off', spellcheck: 'false' });
  const path = text(words.screenPath, { autocomplete: 'off', spellcheck: 'false' });
  const start = progressBetween(view.progress);
  const progress = field(words.screenProgress, h('input', { type: 'number', min: '0', max: '100', step: 'any', inputmode: 'decimal', ...(start === undefined ? {} : { value: String(start) }) }));
  const titles = perLocale(words.screenTitle);
  const buttons = perLocale(words.screenButton);
  const intros = perLocale(words.screenIntro);
  const qName = text(words.name, { autocomplete: 'off', spellcheck: 'false' });
  const option = (k: FormView['kinds'][number]) => h('option', { value: k.id }, k.name);
  const kind = field(words.kind, h('select', {},
    h('optgroup', { label: words.widgets }, ...view.kinds.filter((k) => k.source === 'widget').map(option)),
    h('optgroup', { label: words.definitions }, ...view.kinds.filter((k) => k.source === 'definition').map(option))));
  const labels = perLocale(words.label);
  const required = h('input', { type: 'checkbox', id: 'fe-screen-required', checked: true }) as HTMLInputElement;
  const requiredMessages = perLocale(words.requiredMessage);
  const requiredMessageRows = h('div', { class: 'fe-required-message' }, ...requiredMessages.map(([, f]) => f.row));
  const placeholders = perLocale(words.placeholder);
  const placeholderRows = h('div', { class: 'fe-placeholder' }, ...placeholders.map(([, f]) => f.row));
  const choices = field(words.choices(locales.map(words.language).join(', ')), h('textarea', { rows: '3', placeholder: words.choicesExample }));
  // As in "Add a question": a kind's own boxes show with it, the message when left empty while it must be answered.
  const showKind = () => {
    const picked = view.kinds.find((k) => k.id === value(kind.control));
    choices.row.hidden = !picked?.choices;
    placeholderRows.hidden = picked?.widget !== 'select';
    requiredMessageRows.hidden = !required.checked;
  };
  kind.control.addEventListener('change', showKind);
  required.addEventListener('change', showKind);
  showKind();
  const through = whoGoes(view);
  // The controls a refusal's problems can be about, by the field the dev server names.
  const fields = new Map<string, HTMLElement>([
    ['name', name.control], ['path', path.control], ['progress', progress.control],
    ...titles.map(([l, f]) => [`title.${l}`, f.control] as const), ...buttons.map(([l, f]) => [`button.${l}`, f.control] as const),
    ...intros.map(([l, f]) => [`intro.${l}`, f.control] as const),
    ['question.name', qName.control], ...labels.map(([l, f]) => [`question.label.${l}`, f.control] as const), ['question.choices', choices.control],
    ...requiredMessages.map(([l, f]) => [`question.requiredMessage.${l}`, f.control] as const), ...placeholders.map(([l, f]) => [`question.placeholder.${l}`, f.control] as const),
    ...through.fields,
  ]);
  const byLocale = (rows: readonly (readonly [string, { control: HTMLElement }])[]): Words => Object.fromEntries(rows.map(([l, f]) => [l, value(f.control)]));
  const form = h('form', { class: 'fe-add fe-add-screen', 'aria-labelledby': 'fe-add-screen-title' },
    h('h3', { id: 'fe-add-screen-title' }, words.addScreen),
    h('p', { class: 'ce-hint' }, words.addScreenHint(view.screen)),
    name.row, path.row, progress.row, through.element ?? '', ...titles.map(([, f]) => f.row), ...buttons.map(([, f]) => f.row), ...intros.map(([, f]) => f.row),
    h('fieldset', { class: 'fe-condition' }, h('legend', {}, words.firstQuestion),
      qName.row, kind.row, ...labels.map(([, f]) => f.row),
      h('div', { class: 'fe-row fe-check' }, required, h('label', { for: required.id }, words.mustAnswer)),
      requiredMessageRows, placeholderRows, choices.row),
    h('div', { class: 'ce-actions' }, h('button', { type: 'submit', class: 'ce-primary' }, words.saveScreen)));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const picked = view.kinds.find((k) => k.id === value(kind.control));
    const at = value(progress.control).trim();
    const change: AddScreen = {
      op: 'addScreen', screen: view.screen, name: value(name.control).trim(),
      ...(value(path.control).trim() ? { path: value(path.control).trim() } : {}),
      ...(at ? { progress: Number(at) } : {}),
      title: byLocale(titles), button: byLocale(buttons),
      ...(intros.some(([, f]) => value(f.control).trim() !== '') ? { intro: byLocale(intros) } : {}),
      ...through.chosen(),
      question: {
        name: value(qName.control).trim(), kind: value(kind.control), required: required.checked, label: byLocale(labels),
        ...(required.checked && requiredMessages.some(([, f]) => value(f.control).trim() !== '') ? { requiredMessage: byLocale(requiredMessages) } : {}),
        ...(picked?.widget === 'select' ? { placeholder: byLocale(placeholders) } : {}),
        ...(picked?.choices ? {
          choices: value(choices.control).split('\n').filter((line) => line.trim() !== '').map((line) => {
            const [v = '', ...said] = line.split('|').map((part) => part.trim());
            return { value: v, words: Object.fromEntries(locales.map((l, i) => [l, said[i] ?? ''])) };
          }),
        } : {}),
      },
    };
    void Promise.resolve(send(change)).then((answer) => markFields(fields, answer ?? undefined));
  });
  return form;
}

// Where the new screen's progress bar starts (prefilled, still editable): halfway between this screen's and the next
// screen's in the flow, or this screen's when no screen after it goes further. A whole number, unless that would land
// on either end (40 and 41 give 40.5); none when this screen's progress is no number (it depends on the borrower).
export function progressBetween(progress: FormView['progress']): number | undefined {
  if (!progress) return undefined;
  const { here, next } = progress;
  if (next === undefined || next <= here) return here;
  const half = (here + next) / 2;
  const whole = Math.round(half);
  return whole > here && whole < next ? whole : Math.round(half * 100) / 100;
}

// "Who goes to the new screen": a box for each way on from this screen (where it leads and when, in words), all
// ticked as the borrowers go today; and for the way every other borrower goes, the statuses it can be narrowed to
// (the guide's prequal screen: only the approved borrowers). What is left as it was is not sent: every way is taken.
function whoGoes(view: FormView): { element: HTMLElement | null; fields: [string, HTMLElement][]; chosen: () => Pick<AddScreen, 'ways' | 'statuses'> } {
  const ways = view.waysOn ?? [];
  if (ways.length === 0) return { element: null, fields: [], chosen: () => ({}) };
  const seen = new Map<string, number>();
  const boxes = ways.map((way) => {
    const n = (seen.get(way.said) ?? 0) + 1;
    seen.set(way.said, n);
    const box = h('input', { type: 'checkbox', id: `fe-screen-way-${way.index}`, checked: true }) as HTMLInputElement;
    return { way, box, row: h('div', { class: 'fe-row fe-check' }, box, h('label', { for: box.id }, n > 1 ? words.wayOnAgain(way.said, n) : way.said)) };
  });
  const fallback = boxes.find((b) => b.way.fallback);
  const statuses = (fallback ? view.statuses ?? [] : []).map((status) => {
    const box = h('input', { type: 'checkbox', id: `fe-screen-status-${status}` }) as HTMLInputElement;
    return { status, box, row: h('div', { class: 'fe-check' }, box, h('label', { for: box.id }, status)) };
  });
  const narrow = statuses.length ? h('fieldset', { class: 'fe-condition' }, h('legend', {}, words.onlyStatuses), ...statuses.map((s) => s.row)) : null;
  // The statuses narrow the way every other borrower goes: offered while it is ticked.
  const showNarrow = () => { if (narrow) narrow.hidden = !fallback?.box.checked; };
  fallback?.box.addEventListener('change', showNarrow);
  showNarrow();
  return {
    element: h('fieldset', { class: 'fe-condition' }, h('legend', {}, words.whoGoes), ...boxes.map((b) => b.row), narrow ?? ''),
    fields: [['ways', boxes[0]!.box], ...(statuses[0] ? [['statuses', statuses[0].box] as [string, HTMLElement]] : [])],
    chosen: () => {
      const ticked = boxes.filter((b) => b.box.checked).map((b) => b.way.index);
      const only = fallback?.box.checked ? statuses.filter((s) => s.box.checked).map((s) => s.status) : [];
      return { ...(ticked.length === boxes.length ? {} : { ways: ticked }), ...(only.length ? { statuses: only } : {}) };
    },
  };
}

// "Remove this screen", on a screen the editor added: what it does said beside the button (the screen before goes
// on as it did), the button named with the screen for a screen reader.
// Beside it, the QA replays' step written again (a question added since it was written: the dev server says which
// replays it leaves behind, and each replay's answers QA typed are kept).
export function removeScreenPart(view: FormView, send: (change: Extract<FormChange, { op: 'removeScreen' | 'addReplaySteps' }>) => void): HTMLElement | null {
  if (!view.addedAfter) return null;
  return h('section', { class: 'fe-remove-screen', 'aria-labelledby': 'fe-remove-screen-title' },
    h('h3', { id: 'fe-remove-screen-title' }, words.removeScreen),
    h('p', { class: 'ce-hint' }, words.addedAfter(view.addedAfter)),
    h('div', { class: 'ce-actions' }, h('button', { type: 'button', 'aria-label': words.removeScreenOf(view.screen),
      onclick: () => send({ op: 'removeScreen', screen: view.screen, name: view.screen }) }, words.removeScreen)),
    h('p', { class: 'ce-hint' }, words.rewriteReplayStepsHint),
    h('div', { class: 'ce-actions' }, h('button', { type: 'button',
      onclick: () => send({ op: 'addReplaySteps', screen: view.screen, name: view.screen }) }, words.rewriteReplaySteps)));
}

// Offered under the list of replays a new screen stops (the panel's alert): their step added in one change, the
// screen's answers and button in each replay's language (the dev server says which question QA must answer by hand).
export const replayStepsButton = (screen: string, send: (change: Extract<FormChange, { op: 'addReplaySteps' }>) => void): HTMLElement =>
  h('div', { class: 'ce-actions' }, h('button', { type: 'button', onclick: () => send({ op: 'addReplaySteps', screen, name: screen }) }, words.addReplaySteps));

import type { FormAnswer, FormChange, FormView, Words } from '../../shared/formTypes';
import { h } from '../copy/dom';
import { field, valueOf as value } from './field';
import { markFields } from './fieldErrors';
import { words } from './words';

type AddScreen = Extract<FormChange, { op: 'addScreen' }>;

// "Add a screen after this one" (issue 46, item 5): the new screen's name, address and progress, its title, button
// and text under the title in every language, and its first question (its name, kind, words in every language,
// whether it must be answered, its choices): what a question screen needs to exist. More questions, a hint, a rule,
// "shown only when" are added on the new screen as on any other. What it gives is sent as it is: the dev server
// says what is missing (a language left empty, a name or address taken) under its box, the focus on the first, and
// writes nothing then; once written, the replays the new screen stands in the way of are listed by the panel.
export function addScreenForm(view: FormView, send: (change: AddScreen) => void | Promise<FormAnswer | undefined>): HTMLElement {
  const { locales } = view;
  const text = (label: string, attrs: Record<string, string> = {}) => field(label, h('input', { type: 'text', ...attrs }));
  const perLocale = (label: (language: string) => string) => locales.map((l) => [l, text(label(words.language(l)))] as const);
  const name = text(words.screenName, { autocomplete: 'off', spellcheck: 'false' });
  const path = text(words.screenPath, { autocomplete: 'off', spellcheck: 'false' });
  const progress = field(words.screenProgress, h('input', { type: 'number', min: '0', max: '100', step: 'any', inputmode: 'decimal' }));
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
  const choices = field(words.choices(locales.map(words.language).join(', ')), h('textarea', { rows: '3', placeholder: words.choicesExample }));
  const showChoices = () => { choices.row.hidden = !view.kinds.find((k) => k.id === value(kind.control))?.choices; };
  kind.control.addEventListener('change', showChoices);
  showChoices();
  // The controls a refusal's problems can be about, by the field the dev server names.
  const fields = new Map<string, HTMLElement>([
    ['name', name.control], ['path', path.control], ['progress', progress.control],
    ...titles.map(([l, f]) => [`title.${l}`, f.control] as const), ...buttons.map(([l, f]) => [`button.${l}`, f.control] as const),
    ...intros.map(([l, f]) => [`intro.${l}`, f.control] as const),
    ['question.name', qName.control], ...labels.map(([l, f]) => [`question.label.${l}`, f.control] as const), ['question.choices', choices.control],
  ]);
  const byLocale = (rows: readonly (readonly [string, { control: HTMLElement }])[]): Words => Object.fromEntries(rows.map(([l, f]) => [l, value(f.control)]));
  const form = h('form', { class: 'fe-add fe-add-screen', 'aria-labelledby': 'fe-add-screen-title' },
    h('h3', { id: 'fe-add-screen-title' }, words.addScreen),
    h('p', { class: 'ce-hint' }, words.addScreenHint(view.screen)),
    name.row, path.row, progress.row, ...titles.map(([, f]) => f.row), ...buttons.map(([, f]) => f.row), ...intros.map(([, f]) => f.row),
    h('fieldset', { class: 'fe-condition' }, h('legend', {}, words.firstQuestion),
      qName.row, kind.row, ...labels.map(([, f]) => f.row),
      h('div', { class: 'fe-row fe-check' }, required, h('label', { for: required.id }, words.mustAnswer)),
      choices.row),
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
      question: {
        name: value(qName.control).trim(), kind: value(kind.control), required: required.checked, label: byLocale(labels),
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

// "Remove this screen", on a screen the editor added: what it does said beside the button (the screen before goes
// on as it did), the button named with the screen for a screen reader.
export function removeScreenPart(view: FormView, send: (change: Extract<FormChange, { op: 'removeScreen' }>) => void): HTMLElement | null {
  if (!view.addedAfter) return null;
  return h('section', { class: 'fe-remove-screen', 'aria-labelledby': 'fe-remove-screen-title' },
    h('h3', { id: 'fe-remove-screen-title' }, words.removeScreen),
    h('p', { class: 'ce-hint' }, words.addedAfter(view.addedAfter)),
    h('div', { class: 'ce-actions' }, h('button', { type: 'button', 'aria-label': words.removeScreenOf(view.screen),
      onclick: () => send({ op: 'removeScreen', screen: view.screen, name: view.screen }) }, words.removeScreen)));
}

// Offered under the list of replays a new screen stops (the panel's alert): their step added in one change, the
// screen's answers and button in each replay's language (the dev server says which question QA must answer by hand).
export const replayStepsButton = (screen: string, send: (change: Extract<FormChange, { op: 'addReplaySteps' }>) => void): HTMLElement =>
  h('div', { class: 'ce-actions' }, h('button', { type: 'button', onclick: () => send({ op: 'addReplaySteps', screen, name: screen }) }, words.addReplaySteps));

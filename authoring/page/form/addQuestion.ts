import { autocompleteTokens } from '../../../engine/fields/shared/autocompleteTokens';
import type { FormAnswer, FormView, NewQuestion, NewRule, Words } from '../../shared/formTypes';
import { h } from '../copy/dom';
import { conditionField } from './conditionField';
import { field, valueOf as value } from './field';
import { markFields } from './fieldErrors';
import { words } from './words';

// The "Add a question" form: its name, its kind (the app's inputs and every shared definition), its words and hint
// in every language, whether it must be answered (and its own message then, when left empty, in every language), a
// drop-down list's first line in every language, its choices with their words in every language, one rule with its
// message in every language, the browser's autofill for its box, where it goes, and "shown only when" another answer
// is one of some. What it gives is sent as it is: the dev server says what is missing (a language left empty, a name
// taken, a pattern that is no regular expression) and writes nothing then, each problem under the box it is about.
export function addQuestionForm(view: FormView, send: (question: NewQuestion) => void | Promise<FormAnswer | undefined>): HTMLElement {
  const { locales } = view;
  const first = locales[0] ?? 'en';
  const name = field(words.name, h('input', { type: 'text', autocomplete: 'off', spellcheck: 'false' }));
  const option = (k: FormView['kinds'][number]) => h('option', { value: k.id }, k.name);
  const kind = field(words.kind, h('select', {},
    h('optgroup', { label: words.widgets }, ...view.kinds.filter((k) => k.source === 'widget').map(option)),
    h('optgroup', { label: words.definitions }, ...view.kinds.filter((k) => k.source === 'definition').map(option))));
  const labels = locales.map((l) => [l, field(words.label(words.language(l)), h('input', { type: 'text' }))] as const);
  const hints = locales.map((l) => [l, field(words.hint(words.language(l)), h('input', { type: 'text' }))] as const);
  const required = h('input', { type: 'checkbox', id: 'fe-required' }) as HTMLInputElement;
  const requiredMessages = locales.map((l) => [l, field(words.requiredMessage(words.language(l)), h('input', { type: 'text' }))] as const);
  const requiredMessageRows = h('div', { class: 'fe-required-message' }, ...requiredMessages.map(([, f]) => f.row));
  const placeholders = locales.map((l) => [l, field(words.placeholder(words.language(l)), h('input', { type: 'text' }))] as const);
  const placeholderRows = h('div', { class: 'fe-placeholder' }, ...placeholders.map(([, f]) => f.row));
  // 'off' first (the guide's permit number), then the names a browser fills in, as flows:check knows them.
  const autofill = field(words.autofill, h('select', {}, h('option', { value: '' }, words.noAutofill),
    ...['off', ...autocompleteTokens.filter((t) => t !== 'off')].map((t) => h('option', { value: t }, t === 'off' ? words.autofillOff : t))));
  const choices = field(words.choices(locales.map(words.language).join(', ')), h('textarea', { rows: '4', placeholder: words.choicesExample }));
  const ruleKinds: NewRule['kind'][] = ['minLength', 'maxLength', 'pattern', 'minimum', 'maximum'];
  const rule = field(words.rule, h('select', {}, h('option', { value: '' }, words.noRule), ...ruleKinds.map((r) => h('option', { value: r }, words.ruleName(r)))));
  const ruleValue = field(words.ruleValue, h('input', { type: 'text', autocomplete: 'off', spellcheck: 'false' }));
  const messages = locales.map((l) => [l, field(words.ruleMessage(words.language(l)), h('input', { type: 'text' }))] as const);
  const position = field(words.position, h('select', {},
    ...view.questions.map((q, i) => h('option', { value: String(i) }, words.before(q.plain[first] || q.name))),
    h('option', { value: String(view.questions.length), selected: true }, words.atEnd)));
  const condition = conditionField(view, null, undefined);
  // The controls a refusal's problems can be about, by the field the dev server names.
  const fields = new Map<string, HTMLElement>([
    ['name', name.control], ...labels.map(([l, f]) => [`label.${l}`, f.control] as const), ...hints.map(([l, f]) => [`hint.${l}`, f.control] as const),
    ...requiredMessages.map(([l, f]) => [`requiredMessage.${l}`, f.control] as const), ...placeholders.map(([l, f]) => [`placeholder.${l}`, f.control] as const),
    ['autocomplete', autofill.control],
    ['rule.kind', rule.control], ['rule.value', ruleValue.control], ...messages.map(([l, f]) => [`rule.message.${l}`, f.control] as const),
    ...condition.fields,
  ]);
  const choiceRow = choices.row;
  // A kind's own boxes show with it: its choices, a drop-down list's first line; the message when left empty shows
  // while "Must be answered" is ticked.
  const showChoices = () => {
    const picked = view.kinds.find((k) => k.id === value(kind.control));
    choiceRow.hidden = !picked?.choices;
    placeholderRows.hidden = picked?.widget !== 'select';
  };
  kind.control.addEventListener('change', showChoices);
  showChoices();
  const showRequiredMessage = () => { requiredMessageRows.hidden = !required.checked; };
  required.addEventListener('change', showRequiredMessage);
  showRequiredMessage();

  const byLocale = (rows: readonly (readonly [string, { control: HTMLElement }])[]): Words => Object.fromEntries(rows.map(([l, f]) => [l, value(f.control)]));
  const form = h('form', { class: 'fe-add', 'aria-labelledby': 'fe-add-title' },
    h('h3', { id: 'fe-add-title' }, words.add),
    name.row, kind.row, ...labels.map(([, f]) => f.row), ...hints.map(([, f]) => f.row),
    h('div', { class: 'fe-row fe-check' }, required, h('label', { for: 'fe-required' }, words.mustAnswer)),
    requiredMessageRows, placeholderRows,
    choiceRow, rule.row, ruleValue.row, ...messages.map(([, f]) => f.row), autofill.row, position.row, condition.element,
    h('div', { class: 'ce-actions' }, h('button', { type: 'submit', class: 'ce-primary' }, words.save)));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const picked = view.kinds.find((k) => k.id === value(kind.control));
    const ruleKind = value(rule.control) as NewRule['kind'] | '';
    const raw = value(ruleValue.control);
    const question: NewQuestion = {
      name: value(name.control).trim(), kind: value(kind.control), required: required.checked,
      label: byLocale(labels), position: Number(value(position.control)),
      ...(hints.some(([, f]) => value(f.control).trim() !== '') ? { hint: byLocale(hints) } : {}),
      ...(required.checked && requiredMessages.some(([, f]) => value(f.control).trim() !== '') ? { requiredMessage: byLocale(requiredMessages) } : {}),
      ...(picked?.widget === 'select' ? { placeholder: byLocale(placeholders) } : {}),
      ...(value(autofill.control) ? { autocomplete: value(autofill.control) } : {}),
      ...(picked?.choices ? {
        choices: value(choices.control).split('\n').filter((line) => line.trim() !== '').map((line) => {
          const [v = '', ...said] = line.split('|').map((part) => part.trim());
          return { value: v, words: Object.fromEntries(locales.map((l, i) => [l, said[i] ?? ''])) };
        }),
      } : {}),
      ...(ruleKind ? { rule: { kind: ruleKind, value: ruleKind === 'pattern' ? raw : raw.trim() === '' ? Number.NaN : Number(raw), message: byLocale(messages) } } : {}),
    };
    const shownWhen = condition.value();
    if (shownWhen) question.condition = shownWhen;
    void Promise.resolve(send(question)).then((answer) => markFields(fields, answer ?? undefined));
  });
  return form;
}

import type { FormAnswer, FormChange, FormView, QuestionView, RuleKind } from '../../shared/formTypes';
import { h } from '../copy/dom';
import { field, valueOf } from './field';
import { markFields } from './fieldErrors';
import { words } from './words';

let ids = 0;

// The rules on a question's answer: each said with its value and its message, the form's own with a Remove button
// named with the rule (a shared definition's can be replaced, not removed), and a form to set or replace one of the
// rules its answer takes (a length or pattern on a text, a bound on a number), with its message in every language.
// Picking a rule the question has fills in its value and message. What the dev server refuses (a pattern that is no
// regular expression, a language's message left empty, a shortest length above the longest, a rule that does not fit)
// goes under its box, the focus there.
export function ruleEditor(view: FormView, q: QuestionView, send: (change: Extract<FormChange, { op: 'change' }>) => Promise<FormAnswer | undefined>): HTMLElement | null {
  if (q.ruleKinds.length === 0 && q.rules.length === 0) return null;
  const first = view.locales[0] ?? 'en';
  const id = `fe-rules-${(ids += 1)}`;
  const remove = (kind: RuleKind) => send({ op: 'change', screen: view.screen, name: q.name, rule: { kind, remove: true } });
  const list = q.rules.length === 0 ? h('p', { class: 'ce-hint' }, words.noRules) : h('ul', { class: 'fe-rule-list' }, ...q.rules.map((r) => h('li', {},
    h('span', {}, words.ruleNow(words.ruleName(r.kind), ''), h('code', {}, String(r.value))),
    h('span', { class: 'ce-hint' }, r.message[first] ? ` “${r.message[first]}”` : ` ${words.defaultMessage}`, r.from === 'definition' ? ` ${words.fromDefinition}` : ''),
    r.from === 'form' ? h('button', { type: 'button', 'aria-label': words.removeRuleOf(words.ruleName(r.kind)), onclick: () => void remove(r.kind) }, words.removeRule) : null)));
  const kind = field(words.ruleToSet, h('select', {}, h('option', { value: '' }, words.pickRule), ...q.ruleKinds.map((k) => h('option', { value: k }, words.ruleName(k)))));
  const value = field(words.ruleValue, h('input', { type: 'text', autocomplete: 'off', spellcheck: 'false' }));
  const messages = view.locales.map((l) => [l, field(words.ruleMessage(words.language(l)), h('input', { type: 'text' }))] as const);
  const valueLabel = value.row.querySelector('label')!;
  // The rule picked: its value and message as the question has them, else empty boxes; the value's label says what it takes.
  kind.control.addEventListener('change', () => {
    const picked = valueOf(kind.control);
    const now = q.rules.find((r) => r.kind === picked);
    valueLabel.textContent = picked ? words.ruleValueOf(picked) : words.ruleValue;
    (value.control as HTMLInputElement).value = now ? String(now.value) : '';
    for (const [l, f] of messages) (f.control as HTMLInputElement).value = now?.message[l] ?? '';
  });
  const fields = new Map<string, HTMLElement>([['rule.kind', kind.control], ['rule.value', value.control], ...messages.map(([l, f]) => [`rule.message.${l}`, f.control] as const)]);
  const form = h('form', { class: 'fe-rule', 'aria-labelledby': `${id}-title` },
    h('h4', { id: `${id}-title` }, words.rulesTitle),
    list,
    ...(q.ruleKinds.length ? [kind.row, value.row, ...messages.map(([, f]) => f.row), h('div', { class: 'ce-actions' }, h('button', { type: 'submit', class: 'ce-primary' }, words.saveRule))] : []));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const picked = valueOf(kind.control) as RuleKind;
    const raw = valueOf(value.control);
    const message = Object.fromEntries(messages.map(([l, f]) => [l, valueOf(f.control)]));
    const rule = { kind: picked, value: picked === 'pattern' ? raw : raw.trim() === '' ? Number.NaN : Number(raw), message };
    void send({ op: 'change', screen: view.screen, name: q.name, rule }).then((answer) => markFields(fields, answer));
  });
  return form;
}

import type { FormAnswer, FormChange, FormView, QuestionView } from '../../shared/formTypes';
import { h } from '../copy/dom';
import { field, valueOf } from './field';
import { markFields } from './fieldErrors';
import { words } from './words';

let ids = 0;

// A question's words in every language, the hint under it, and whether it must be answered (not for a question the
// lender's inquiries require: its `required` says nothing) with its own message then, when left empty, in every
// language (boxes shown while "Must be answered" is ticked; all emptied, the app's default message shows), as one
// change. Only what differs from the files is sent, so an untouched language keeps its quotes and layout; the dev
// server refuses a language left empty (named under its box, the focus there) and writes nothing then.
export function wordsEditor(view: FormView, q: QuestionView, send: (change: Extract<FormChange, { op: 'change' }>) => Promise<FormAnswer | undefined>): HTMLElement {
  const id = `fe-words-${(ids += 1)}`;
  const labels = view.locales.map((l) => [l, field(words.label(words.language(l)), h('input', { type: 'text', value: q.labels[l] ?? '' }))] as const);
  const hints = view.locales.map((l) => [l, field(words.hint(words.language(l)), h('input', { type: 'text', value: q.hints[l] ?? '' }))] as const);
  const required = h('input', { type: 'checkbox', id: `${id}-required`, checked: q.required }) as HTMLInputElement;
  const messages = view.locales.map((l) => [l, field(words.requiredMessage(words.language(l)), h('input', { type: 'text', value: q.requiredMessages?.[l] ?? '' }))] as const);
  const messageRows = h('div', { class: 'fe-required-message' }, ...messages.map(([, f]) => f.row));
  const showMessages = () => { messageRows.hidden = !required.checked; };
  required.addEventListener('change', showMessages);
  showMessages();
  const fields = new Map<string, HTMLElement>([
    ...labels.map(([l, f]) => [`label.${l}`, f.control] as const), ...hints.map(([l, f]) => [`hint.${l}`, f.control] as const), ['required', required],
    ...messages.map(([l, f]) => [`requiredMessage.${l}`, f.control] as const),
  ]);
  const note = h('p', { class: 'ce-hint', role: 'status' });
  const form = h('form', { class: 'fe-words', 'aria-labelledby': `${id}-title` },
    h('h4', { id: `${id}-title` }, words.wordsTitle),
    ...labels.map(([, f]) => f.row), ...hints.map(([, f]) => f.row),
    q.lenderAsks ? null : h('div', { class: 'fe-row fe-check' }, required, h('label', { for: required.id }, words.mustAnswer)),
    q.lenderAsks ? null : messageRows,
    note,
    h('div', { class: 'ce-actions' }, h('button', { type: 'submit', class: 'ce-primary' }, words.saveWords)));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const read = (rows: typeof labels) => Object.fromEntries(rows.map(([l, f]) => [l, valueOf(f.control)]));
    const differs = (rows: typeof labels, now: Record<string, string>) => rows.some(([l, f]) => valueOf(f.control) !== (now[l] ?? ''));
    const change: Extract<FormChange, { op: 'change' }> = {
      op: 'change', screen: view.screen, name: q.name,
      ...(differs(labels, q.labels) ? { label: read(labels) } : {}),
      ...(differs(hints, q.hints) ? { hint: read(hints) } : {}),
      ...(!q.lenderAsks && required.checked !== q.required ? { required: required.checked } : {}),
      ...(!q.lenderAsks && required.checked && differs(messages, q.requiredMessages ?? {}) ? { requiredMessage: read(messages) } : {}),
    };
    note.textContent = Object.keys(change).length > 3 ? '' : words.nothingChanged;
    if (Object.keys(change).length > 3) void send(change).then((answer) => markFields(fields, answer));
  });
  return form;
}

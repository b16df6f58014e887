import type { FormAnswer, FormChange, FormView, QuestionView } from '../../shared/formTypes';
import { h } from '../copy/dom';
import { field, valueOf } from './field';
import { markFields } from './fieldErrors';
import { words } from './words';

// How a question is shown, among the widgets that fit its answer (the dev server says which, in words: a drop-down
// list or radio buttons for one of some choices, a one-line or several-line text box for a text). Offered only when
// there is a choice to make; a refusal goes under the box. A drop-down list's first line (what it says before a
// choice is made) has its words in every language: boxes for them show while the drop-down is picked, filled with
// the words the copy has; they are sent when the question becomes one or when they were changed.
export function widgetEditor(view: FormView, q: QuestionView, send: (change: Extract<FormChange, { op: 'change' }>) => Promise<FormAnswer | undefined>): HTMLElement | null {
  if (q.widgets.length < 2) return null;
  const select = field(words.widget, h('select', {}, ...q.widgets.map((w) => h('option', { value: w.name, selected: w.name === q.widget }, w.said))));
  const placeholders = view.locales.map((l) => [l, field(words.placeholder(words.language(l)), h('input', { type: 'text', value: q.placeholders?.[l] ?? '' }))] as const);
  const placeholderRows = h('div', { class: 'fe-placeholder' }, ...placeholders.map(([, f]) => f.row));
  const showPlaceholders = () => { placeholderRows.hidden = valueOf(select.control) !== 'select'; };
  select.control.addEventListener('change', showPlaceholders);
  showPlaceholders();
  const fields = new Map<string, HTMLElement>([['widget', select.control], ...placeholders.map(([l, f]) => [`placeholder.${l}`, f.control] as const)]);
  const form = h('form', { class: 'fe-widget', 'aria-label': words.widgetTitle },
    h('h4', {}, words.widgetTitle),
    select.row,
    placeholderRows,
    h('div', { class: 'ce-actions' }, h('button', { type: 'submit', class: 'ce-primary' }, words.saveWidget)));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const widget = valueOf(select.control);
    const typed = Object.fromEntries(placeholders.map(([l, f]) => [l, valueOf(f.control)]));
    const changed = placeholders.some(([l, f]) => valueOf(f.control) !== (q.placeholders?.[l] ?? ''));
    const change: Extract<FormChange, { op: 'change' }> = {
      op: 'change', screen: view.screen, name: q.name, widget,
      ...(widget === 'select' && (q.widget !== 'select' || changed) ? { placeholder: typed } : {}),
    };
    void send(change).then((answer) => markFields(fields, answer));
  });
  return form;
}

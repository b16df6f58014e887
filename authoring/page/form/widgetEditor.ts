import type { FormAnswer, FormChange, FormView, QuestionView } from '../../shared/formTypes';
import { h } from '../copy/dom';
import { field, valueOf } from './field';
import { markFields } from './fieldErrors';
import { words } from './words';

// How a question is shown, among the widgets that fit its answer (the dev server says which, in words: a drop-down
// list or radio buttons for one of some choices, a one-line or several-line text box for a text). Offered only when
// there is a choice to make; a refusal goes under the box.
export function widgetEditor(view: FormView, q: QuestionView, send: (change: Extract<FormChange, { op: 'change' }>) => Promise<FormAnswer | undefined>): HTMLElement | null {
  if (q.widgets.length < 2) return null;
  const select = field(words.widget, h('select', {}, ...q.widgets.map((w) => h('option', { value: w.name, selected: w.name === q.widget }, w.said))));
  const form = h('form', { class: 'fe-widget', 'aria-label': words.widgetTitle },
    h('h4', {}, words.widgetTitle),
    select.row,
    h('div', { class: 'ce-actions' }, h('button', { type: 'submit', class: 'ce-primary' }, words.saveWidget)));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send({ op: 'change', screen: view.screen, name: q.name, widget: valueOf(select.control) }).then((answer) => markFields(new Map([['widget', select.control]]), answer));
  });
  return form;
}

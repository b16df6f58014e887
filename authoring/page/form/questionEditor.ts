import type { FormAnswer, FormChange, FormView, QuestionView } from '../../shared/formTypes';
import { h } from '../copy/dom';
import { choicesEditor } from './choicesEditor';
import { conditionField } from './conditionField';
import { markFields } from './fieldErrors';
import { words } from './words';

// What "Change" opens under a question: when it shows ("Shown only when the answer to ... is ...", or always), saved
// as one change, and, for a radio, select or checkboxes question of this form, its choices. Each form sends its own
// change; what the dev server refuses is said under the field it is about.
export function questionEditor(view: FormView, q: QuestionView, send: (change: FormChange) => Promise<FormAnswer | undefined>): HTMLElement {
  const condition = conditionField(view, q.name, q.condition);
  const when = h('form', { class: 'fe-when' },
    condition.element,
    h('div', { class: 'ce-actions' }, h('button', { type: 'submit', class: 'ce-primary' }, words.saveCondition)));
  when.addEventListener('submit', (event) => {
    event.preventDefault();
    void send({ op: 'change', screen: view.screen, name: q.name, condition: condition.value() }).then((answer) => markFields(condition.fields, answer));
  });
  return h('div', { class: 'fe-edit' },
    when,
    q.choicesEditable ? choicesEditor(view, q, (choices) => send({ op: 'choices', screen: view.screen, name: q.name, choices })) : null);
}

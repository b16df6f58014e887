import type { FormAnswer, FormChange, FormView, QuestionView } from '../../shared/formTypes';
import { h } from '../copy/dom';
import { choicesEditor } from './choicesEditor';
import { conditionField } from './conditionField';
import { markFields } from './fieldErrors';
import { ruleEditor } from './ruleEditor';
import { widgetEditor } from './widgetEditor';
import { words } from './words';
import { wordsEditor } from './wordsEditor';

// What "Change" opens under a question: its words, hint and whether it must be answered; how it is shown, among the
// widgets that fit its answer; the rules on its answer; when it shows ("Shown only when the answer to ... is ...", or
// always); and, for a radio, select or checkboxes question of this form, its choices. Each form sends its own change;
// what the dev server refuses is said under the field it is about.
export function questionEditor(view: FormView, q: QuestionView, send: (change: FormChange) => Promise<FormAnswer | undefined>): HTMLElement {
  const condition = conditionField(view, q.name, q.condition);
  const when = h('form', { class: 'fe-when', 'aria-label': words.shownWhen },
    condition.element,
    h('div', { class: 'ce-actions' }, h('button', { type: 'submit', class: 'ce-primary' }, words.saveCondition)));
  when.addEventListener('submit', (event) => {
    event.preventDefault();
    void send({ op: 'change', screen: view.screen, name: q.name, condition: condition.value() }).then((answer) => markFields(condition.fields, answer));
  });
  return h('div', { class: 'fe-edit' },
    wordsEditor(view, q, send),
    widgetEditor(view, q, send),
    ruleEditor(view, q, send),
    when,
    q.choicesEditable ? choicesEditor(view, q, (choices) => send({ op: 'choices', screen: view.screen, name: q.name, choices })) : null);
}

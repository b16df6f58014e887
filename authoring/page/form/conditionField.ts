import type { Condition, FormView, QuestionView } from '../../shared/formTypes';
import { h } from '../copy/dom';
import { words } from './words';

let ids = 0;

/** The answers a question offers a condition, with their words in the panel's first language. */
function answersOf(q: QuestionView, locale: string): { value: string; said: string }[] {
  if (q.shows === 'yesNo') return [{ value: 'true', said: words.ticked }, { value: 'false', said: words.notTicked }];
  return q.choices.map((c) => ({ value: c.value, said: c.words[locale] || c.value }));
}

// "Shown only when the answer to <question> is one of <answers>": a select of the form's other questions whose answer
// can show one (a radio, select, checkboxes or yes/no box), or "Always shown", and a labelled group of that
// question's answers, each a checkbox, redrawn when another question is picked. `value()` is what the dev server
// is sent: null for always shown. `fields` ties a refusal's 'condition' and 'condition.values' to their controls.
export function conditionField(view: FormView, self: string | null, now: Condition | undefined) {
  const first = view.locales[0] ?? 'en';
  const id = `fe-cond-${(ids += 1)}`;
  const candidates = view.questions.filter((q) => q.shows && q.name !== self);
  const plain = (q: QuestionView) => q.plain[first] || q.name;
  const select = h('select', { id: `${id}-on` },
    h('option', { value: '' }, words.always),
    ...candidates.map((q) => h('option', { value: q.name, selected: now?.on === q.name }, plain(q)))) as HTMLSelectElement;
  const legend = h('legend', {});
  const answers = h('div', { class: 'fe-answers' });
  const group = h('fieldset', { class: 'fe-answer-group', id: `${id}-values`, tabindex: '-1' }, legend, answers);
  const drawAnswers = (checked: readonly string[]) => {
    const q = candidates.find((c) => c.name === select.value);
    group.hidden = !q;
    legend.textContent = q ? words.shownWhenAnswers(plain(q)) : words.pickQuestionFirst;
    answers.replaceChildren(...(q ? answersOf(q, first) : []).map((a, i) => {
      const box = h('input', { type: 'checkbox', id: `${id}-a${i}`, value: a.value, checked: checked.includes(a.value) });
      return h('div', { class: 'fe-check' }, box, h('label', { for: `${id}-a${i}` }, a.said));
    }));
  };
  select.addEventListener('change', () => drawAnswers([]));
  drawAnswers(now?.values ?? []);
  const element = h('fieldset', { class: 'fe-condition' },
    h('legend', {}, words.shownWhen),
    h('div', { class: 'fe-row' }, h('label', { for: select.id }, words.shownWhenQuestion), select),
    group);
  const value = (): Condition | null => {
    if (!select.value) return null;
    return { on: select.value, values: [...answers.querySelectorAll<HTMLInputElement>('input:checked')].map((b) => b.value) };
  };
  const fields = new Map<string, HTMLElement>([['condition', select], ['condition.values', group]]);
  return { element, value, fields };
}

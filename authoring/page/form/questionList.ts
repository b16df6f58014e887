import type { FormView } from '../../shared/formTypes';
import { h } from '../copy/dom';
import { words } from './words';

export interface QuestionListProps {
  view: FormView;
  move(name: string, way: 'up' | 'down'): void;
  remove(name: string): void;
}

// The screen's questions in the order shown, each with its words in the first language (as plain text: an agreement's
// label is Markdown), what kind it is, whether it must be answered (or that the lender's inquiries say so), and
// buttons to move it and to remove it, each named with the question (a screen reader says which); a question the
// lender needs says why instead of offering Remove.
export function questionList({ view, move, remove }: QuestionListProps): HTMLElement {
  const first = view.locales[0] ?? 'en';
  const items = view.questions.map((q, i) => {
    const label = q.plain[first] || q.name;
    const needed = q.lenderAsks ? words.lenderAsks : q.required ? words.required : words.optional;
    const facts = [q.kind, needed, q.conditional ? words.conditional : ''].filter(Boolean).join(' · ');
    const button = (text: string, aria: string, onclick: () => void, disabled = false) =>
      h('button', { type: 'button', 'aria-label': aria, disabled, onclick }, text);
    return h('li', { class: 'fe-question', 'data-fe-question': q.name },
      h('p', {}, h('strong', {}, label), ' ', h('code', {}, q.name)),
      h('p', { class: 'ce-hint' }, facts),
      h('div', { class: 'ce-actions' },
        button(words.moveUp, words.moveUpOf(label), () => move(q.name, 'up'), i === 0),
        button(words.moveDown, words.moveDownOf(label), () => move(q.name, 'down'), i === view.questions.length - 1),
        q.removable ? button(words.remove, words.removeOf(label), () => remove(q.name)) : null),
      q.removable ? null : h('p', { class: 'ce-hint' }, `${words.cannotRemove} ${q.why ?? ''}`));
  });
  return h('section', { 'aria-labelledby': 'fe-questions-title' }, h('h3', { id: 'fe-questions-title' }, words.questions), h('ol', { class: 'fe-questions' }, ...items));
}

import type { FormView, QuestionView } from '../../shared/formTypes';
import { h } from '../copy/dom';
import { words } from './words';

export interface QuestionListProps {
  view: FormView;
  move(name: string, way: 'up' | 'down'): void;
  remove(name: string): void;
  /** What "Change" opens under a question (when it shows, its choices); no Change button without it. */
  editor?(question: QuestionView): HTMLElement;
}

// The screen's questions in the order shown, each with its words in the first language (as plain text: an agreement's
// label is Markdown), what kind it is, whether it must be answered (or that the lender's inquiries say so), and
// buttons to move it and to remove it, each named with the question (a screen reader says which); a question the
// lender needs says why instead of offering Remove. "Change" opens the question's editor under it (a disclosure: its
// state said by aria-expanded, the region it opens named by aria-controls).
export function questionList({ view, move, remove, editor }: QuestionListProps): HTMLElement {
  const first = view.locales[0] ?? 'en';
  const items = view.questions.map((q, i) => {
    const label = q.plain[first] || q.name;
    const needed = q.lenderAsks ? words.lenderAsks : q.required ? words.required : words.optional;
    const by = q.condition ? view.questions.find((o) => o.name === q.condition!.on) : undefined;
    const said = (v: string) => (v === 'true' ? words.ticked : v === 'false' ? words.notTicked : by?.choices.find((c) => c.value === v)?.words[first] || v);
    const when = q.condition ? words.conditionNow(by?.plain[first] || q.condition.on, q.condition.values.map(said).join(' / ')) : '';
    const facts = [q.kind, needed, q.conditional && !when ? words.conditional : ''].filter(Boolean).join(' · ');
    const button = (text: string, aria: string, onclick: () => void, disabled = false, key?: string) =>
      h('button', { type: 'button', 'aria-label': aria, disabled, onclick, ...(key ? { 'data-fe-move': key } : {}) }, text);
    const region = editor ? h('div', { id: `fe-edit-${q.name}`, class: 'fe-edit-region', hidden: true }) : null;
    const toggle = region ? h('button', { type: 'button', 'aria-label': words.changeOf(label), 'aria-expanded': 'false', 'aria-controls': region.id }, words.change) : null;
    toggle?.addEventListener('click', () => {
      const open = region!.hidden;
      if (open && !region!.firstChild) region!.append(editor!(q));
      region!.hidden = !open;
      toggle.setAttribute('aria-expanded', String(open));
      if (open) region!.querySelector<HTMLElement>('select, input')?.focus();
    });
    return h('li', { class: 'fe-question', 'data-fe-question': q.name },
      h('p', {}, h('strong', {}, label), ' ', h('code', {}, q.name)),
      h('p', { class: 'ce-hint' }, facts),
      when ? h('p', { class: 'ce-hint fe-when-now' }, when) : null,
      h('div', { class: 'ce-actions fe-wrap' },
        button(words.moveUp, words.moveUpOf(label), () => move(q.name, 'up'), i === 0, 'up'),
        button(words.moveDown, words.moveDownOf(label), () => move(q.name, 'down'), i === view.questions.length - 1, 'down'),
        toggle,
        q.removable ? button(words.remove, words.removeOf(label), () => remove(q.name)) : null),
      q.removable ? null : h('p', { class: 'ce-hint' }, `${words.cannotRemove} ${q.why ?? ''}`),
      region);
  });
  return h('section', { 'aria-labelledby': 'fe-questions-title' }, h('h3', { id: 'fe-questions-title' }, words.questions), h('ol', { class: 'fe-questions' }, ...items));
}

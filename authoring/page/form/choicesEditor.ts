import type { Choice, FormAnswer, FormView, QuestionView } from '../../shared/formTypes';
import { h } from '../copy/dom';
import { markFields } from './fieldErrors';
import { words } from './words';

let ids = 0;

// A radio, select or checkboxes question's choices to change as one: each choice a row with its words in every
// language (its value, fixed once in the files, shown; a new one's to type), Move up, Move down and Remove named with
// the choice, and "Add a choice" for a new row. "Check and save the choices" sends the list as it now is; the dev
// server adds, renames, reorders and removes from it (a language left empty is named and nothing written), and a
// refusal's messages go under the fields they are about.
export function choicesEditor(view: FormView, q: QuestionView, send: (choices: Choice[]) => Promise<FormAnswer | undefined>): HTMLElement {
  const first = view.locales[0] ?? 'en';
  const id = `fe-choices-${(ids += 1)}`;
  const rows: { value: string; words: Record<string, string>; fresh: boolean }[] = q.choices.map((c) => ({ value: c.value, words: { ...c.words }, fresh: false }));
  const list = h('ol', { class: 'fe-choice-list', id: `${id}-list`, tabindex: '-1' });
  let fields = new Map<string, HTMLElement>();

  const draw = (focus?: string) => {
    fields = new Map([['choices', list]]);
    list.replaceChildren(...rows.map((row, i) => {
      const controls: HTMLElement[] = [];
      const wordLabels: [string, HTMLElement][] = [];
      if (row.fresh) {
        const input = h('input', { type: 'text', id: `${id}-${i}-value`, value: row.value, autocomplete: 'off', spellcheck: 'false' }) as HTMLInputElement;
        // A new choice's word boxes are named with its value as it is typed.
        input.addEventListener('input', () => {
          row.value = input.value.trim();
          for (const [l, label] of wordLabels) label.textContent = words.choiceWords(row.value, words.language(l));
        });
        fields.set(`choices.${i}.value`, input);
        controls.push(h('div', { class: 'fe-row' }, h('label', { for: input.id }, words.choiceValue), input));
      }
      for (const l of view.locales) {
        const input = h('input', { type: 'text', id: `${id}-${i}-${l}`, value: row.words[l] ?? '' }) as HTMLInputElement;
        input.addEventListener('input', () => { row.words[l] = input.value; });
        fields.set(`choices.${i}.words.${l}`, input);
        const label = h('label', { for: input.id }, words.choiceWords(row.value, words.language(l)));
        wordLabels.push([l, label]);
        controls.push(h('div', { class: 'fe-row' }, label, input));
      }
      const move = (to: number, key: string) => () => {
        [rows[i], rows[to]] = [rows[to]!, rows[i]!];
        draw(`${key}-${to}`);
      };
      const button = (text: string, aria: string, key: string, onclick: () => void, disabled = false) =>
        h('button', { type: 'button', 'aria-label': aria, 'data-fe-key': `${key}-${i}`, disabled, onclick }, text);
      return h('li', { class: 'fe-choice', 'data-fe-choice': row.value },
        row.fresh ? h('p', { class: 'ce-hint' }, words.newChoice) : h('p', {}, h('strong', {}, row.words[first] || row.value), ' ', h('code', {}, row.value)),
        ...controls,
        h('div', { class: 'ce-actions' },
          button(words.moveUp, words.choiceUp(row.value), 'up', move(i - 1, 'up'), i === 0),
          button(words.moveDown, words.choiceDown(row.value), 'down', move(i + 1, 'down'), i === rows.length - 1),
          button(words.remove, words.choiceRemove(row.value), 'remove', () => { rows.splice(i, 1); draw(); list.focus(); })));
    }));
    // The moved choice keeps the focus on its button, or on its other move button once it reached an end.
    if (focus) {
      const [way, at] = focus.split('-');
      const other = way === 'up' ? 'down' : 'up';
      (list.querySelector<HTMLButtonElement>(`[data-fe-key="${focus}"]:not(:disabled)`) ?? list.querySelector<HTMLButtonElement>(`[data-fe-key="${other}-${at}"]`))?.focus();
    }
  };
  draw();

  const add = h('button', { type: 'button' }, words.addChoice);
  add.addEventListener('click', () => {
    rows.push({ value: '', words: Object.fromEntries(view.locales.map((l) => [l, ''])), fresh: true });
    draw();
    fields.get(`choices.${rows.length - 1}.value`)?.focus();
  });
  const form = h('form', { class: 'fe-choices', 'aria-labelledby': `${id}-title` },
    h('h4', { id: `${id}-title` }, words.choicesTitle(q.plain[first] || q.name)),
    list,
    h('div', { class: 'ce-actions' }, add, h('button', { type: 'submit', class: 'ce-primary' }, words.saveChoices)));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send(rows.map((r) => ({ value: r.value, words: { ...r.words } }))).then((answer) => markFields(fields, answer));
  });
  return form;
}

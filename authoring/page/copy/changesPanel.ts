import { h, withCode } from './dom';
import type { CopyChange } from './types';
import { words } from './words';

const value = (text: string | undefined) => h('span', { class: 'ce-value' }, text ?? '');

// One change: its file and key, then before and after in each language that differs.
function changeItem(c: CopyChange): HTMLElement {
  const rows = Object.keys(c.after).flatMap((locale) => [
    h('dt', {}, words.language(locale)),
    h('dd', {},
      h('span', { class: 'ce-before' }, `${words.before}: `, value(c.before[locale])), h('br'),
      h('span', { class: 'ce-after' }, `${words.after}: `, value(c.after[locale]))),
  ]);
  return h('li', {}, h('p', { class: 'ce-where' }, h('code', {}, c.file), ' · ', h('code', {}, c.key)), h('dl', {}, ...rows));
}

// What the copy files now say differently from the last commit (the dev server reads it off the files: an edit put
// back by hand or by git is gone): per text its file and key, and before and after in each language that differs;
// and that it is what `git diff -- content/` shows.
export function changesPanel(changes: readonly CopyChange[]): HTMLElement {
  return h('div', { class: 'ce-body' },
    h('p', { class: 'ce-hint' }, ...withCode(words.changesGit)),
    changes.length === 0 ? h('p', {}, words.changesNone) : h('ol', { class: 'ce-changes' }, ...changes.map(changeItem)));
}

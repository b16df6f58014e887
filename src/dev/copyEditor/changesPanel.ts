import { h, withCode } from './dom';
import type { CopyChange } from './types';
import { words } from './words';

const value = (text: string | undefined) => h('span', { class: 'ce-value' }, text ?? '');

// One change: its file and key, then before and after in every language it touched.
function changeItem(c: CopyChange): HTMLElement {
  const rows = Object.keys(c.after).flatMap((locale) => [
    h('dt', {}, words.language(locale)),
    h('dd', {},
      h('span', { class: 'ce-before' }, `${words.before}: `, value(c.before[locale])), h('br'),
      h('span', { class: 'ce-after' }, `${words.after}: `, value(c.after[locale]))),
  ]);
  return h('li', {}, h('p', { class: 'ce-where' }, h('code', {}, c.file), ' · ', h('code', {}, c.key)), h('dl', {}, ...rows));
}

// What this session changed: per text its file and key, and before and after in every language; and that the change
// is a `git diff` under content/ and nothing else.
export function changesPanel(changes: readonly CopyChange[]): HTMLElement {
  return h('div', { class: 'ce-body' },
    h('p', { class: 'ce-hint' }, ...withCode(words.changesGit)),
    changes.length === 0 ? h('p', {}, words.changesNone) : h('ol', { class: 'ce-changes' }, ...changes.map(changeItem)));
}

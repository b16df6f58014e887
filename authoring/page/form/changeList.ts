import type { DoneChange } from '../../shared/formTypes';
import { h } from '../copy/dom';
import { words } from './words';

// The form changes of this dev server's session, newest last (the server keeps them: GET changes), each said as
// what changed and on which screen, with "Undo the last change" beside the list: the undo takes back the newest
// one, so product sees which before pressing it. A labelled section, its button reached by Tab.
export function changeList(changes: readonly DoneChange[], undo: () => void): HTMLElement {
  return h('section', { class: 'fe-changes', 'aria-labelledby': 'fe-changes-title' },
    h('h3', { id: 'fe-changes-title' }, words.changesTitle),
    changes.length === 0
      ? h('p', { class: 'ce-hint' }, words.noChanges)
      : h('ol', {}, ...changes.map((c) => h('li', {}, words.changeLine(c.op, c.name, c.screen), ' ', h('span', { class: 'ce-hint' }, c.files.join(', '))))),
    h('div', { class: 'ce-actions' }, h('button', { type: 'button', disabled: changes.length === 0, onclick: undo }, words.undo)));
}

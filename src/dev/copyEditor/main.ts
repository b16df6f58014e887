// The copy editor of `npm run dev` (added to the page by scripts/vite/copyEditor.ts, never built): a switch on the
// preview; with it on, hovering a text shows its file and key, clicking it opens an editor beside the screen with
// its English and Spanish values; a save is checked by flows:check's rules on the dev server, written to its file,
// and the screen shows the new words at once. Which text a click is: the words on the screen matched against every
// copy text's shown words (matchText.ts), nothing the app's components had to say.
import './copyEditor.css';
import { catalog } from '../../content/catalog';
import { copyApi } from './api';
import { changesPanel } from './changesPanel';
import { h } from './dom';
import { editPanel } from './editPanel';
import { copyPatterns, matchText, type CopyMatch } from './matchText';
import { patchCatalog } from './patchCatalog';
import { recheckShownMessages, redraw } from './redraw';
import type { CopyEntry } from './types';
import { words } from './words';

const STORE = 'copy-editor';
const MAX_TEXT = 4000;

interface Saved { on: boolean; view: 'edit' | 'changes' | null; file?: string; key?: string }
const saved = ((): Saved => {
  try {
    return { on: false, view: null, ...(JSON.parse(sessionStorage.getItem(STORE) ?? '{}') as Partial<Saved>) };
  } catch {
    return { on: false, view: null };
  }
})();
const state = { ...saved, matches: [] as CopyMatch[], index: 0, target: null as HTMLElement | null, clicked: null as Element | null };
let entries: CopyEntry[] = [];
let patterns: { locale: string; list: ReturnType<typeof copyPatterns> } | null = null;

const remember = () => {
  const m = state.matches[state.index]?.entry;
  try {
    sessionStorage.setItem(STORE, JSON.stringify({ on: state.on, view: state.view, file: m?.file ?? state.file, key: m?.key ?? state.key }));
  } catch {
    // private mode: the editor simply starts closed after a reload
  }
};
const locale = () => catalog.locale || document.documentElement.lang || 'en';
const locales = () => Object.keys(entries[0]?.values ?? { en: '' });
const patternsNow = () => {
  if (!patterns || patterns.locale !== locale()) patterns = { locale: locale(), list: copyPatterns(entries, locale()) };
  return patterns.list;
};
const loadEntries = async () => {
  entries = await copyApi.entries();
  patterns = null;
};

const toggle = h('button', { type: 'button', role: 'switch', 'aria-checked': 'false', class: 'ce-switch' }, h('span', { class: 'ce-knob', 'aria-hidden': 'true' }), words.toggle);
const changesButton = h('button', { type: 'button', class: 'ce-changes-button' }, words.changes);
const outline = h('div', { class: 'ce-outline', hidden: true });
const tag = h('div', { class: 'ce-tag', hidden: true });
const panelTitle = h('h2', { id: 'ce-panel-title' }, words.panelTitle);
const panelBody = h('div');
const panel = h('aside', { class: 'ce-panel', 'aria-labelledby': 'ce-panel-title', hidden: true },
  h('header', {}, panelTitle, h('button', { type: 'button', class: 'ce-close', 'aria-label': words.close, onclick: () => show(null) }, '×')),
  panelBody);
const root = h('div', { id: 'copy-editor', 'data-copy-editor': '' }, h('div', { class: 'ce-bar' }, toggle, changesButton), outline, tag, panel);

// The texts a click or hover on `start` can mean: the innermost element (up to four levels up) whose words are a
// copy text's shown words, with what is around it (the open modal's title, the screen's heading).
function copyAt(start: EventTarget | null): { element: HTMLElement; matches: CopyMatch[] } | null {
  if (!(start instanceof Element) || root.contains(start)) return null;
  const dialog = start.closest('dialog[open]');
  const context = { dialogTitle: dialog?.querySelector('h2')?.textContent ?? undefined, heading: document.querySelector('main h1, h1')?.textContent ?? undefined };
  let el: Element | null = start;
  for (let depth = 0; el && depth < 4 && el !== document.body; depth += 1, el = el.parentElement) {
    if (!(el instanceof HTMLElement)) continue;
    for (const text of new Set([el.textContent ?? '', el.innerText ?? ''])) {
      if (text.trim() === '' || text.length > MAX_TEXT) continue;
      const matches = matchText(patternsNow(), text, context);
      // A box of several elements is never "a {placeholder}" (such a text matches any words).
      if (matches.length > 0 && (matches[0]!.score > 0 || el.children.length === 0)) return { element: el, matches };
    }
  }
  return null;
}

function placeOutline(el: HTMLElement | null, match?: CopyMatch): void {
  if (!el || !match) {
    outline.hidden = true;
    tag.hidden = true;
    return;
  }
  const r = el.getBoundingClientRect();
  Object.assign(outline.style, { top: `${r.top - 3}px`, left: `${r.left - 3}px`, width: `${r.width + 6}px`, height: `${r.height + 6}px` });
  tag.textContent = `content/${locale()}/${match.entry.file} · ${match.entry.key}`;
  Object.assign(tag.style, { top: `${Math.max(0, r.top - 26)}px`, left: `${Math.max(0, Math.min(r.left, window.innerWidth - Math.min(480, window.innerWidth * 0.96)))}px` });
  outline.hidden = false;
  tag.hidden = false;
}

function show(view: Saved['view']): void {
  state.view = view;
  panel.hidden = view === null;
  document.documentElement.classList.toggle('ce-panel-open', view !== null);
  changesButton.setAttribute('aria-pressed', String(view === 'changes'));
  if (view === 'changes') {
    panelTitle.textContent = words.changesTitle;
    void copyApi.changes().then((list) => {
      if (state.view === 'changes') panelBody.replaceChildren(changesPanel(list));
    });
  }
  if (view === 'edit') {
    panelTitle.textContent = words.panelTitle;
    const clickable = state.clicked?.closest<HTMLElement>('a, button') ?? null;
    panelBody.replaceChildren(editPanel({
      matches: state.matches, index: state.index, locales: locales(), clickable,
      pick: (i) => { state.index = i; show('edit'); },
      useIt: () => clickable?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, altKey: true })),
      save: saveEntry,
    }));
    panel.querySelector<HTMLElement>('.ce-field')?.focus();
  }
  remember();
}

// A save: the dev server checks and writes; the page's catalog takes the previewed language's new copy and the
// screen redraws with it (its state kept); a legal document's text reloads the page on the same screen.
async function saveEntry(entry: CopyEntry, values: Record<string, string>) {
  const answer = await copyApi.save(entry.file, entry.key, values);
  if (!answer.ok) return answer;
  await loadEntries();
  const fresh = entries.find((e) => e.file === entry.file && e.key === entry.key);
  state.matches = state.matches.map((m) => (m.entry === entry && fresh ? { ...m, entry: fresh } : m));
  remember();
  if (!patchCatalog(entry.file, entry.key, answer.compiled[locale()])) {
    window.location.reload();
    return answer;
  }
  await redraw();
  if (entry.file === 'messages.yaml') recheckShownMessages();
  return answer;
}

function setOn(on: boolean): void {
  state.on = on;
  toggle.setAttribute('aria-checked', String(on));
  document.documentElement.classList.toggle('ce-editing', on);
  if (!on) placeOutline(null);
  remember();
}

toggle.addEventListener('click', () => {
  setOn(!state.on);
  if (state.on && entries.length === 0) void loadEntries();
});
changesButton.addEventListener('click', () => show(state.view === 'changes' ? null : 'changes'));
document.addEventListener('mouseover', (event) => {
  if (!state.on || entries.length === 0) return;
  const found = copyAt(event.target);
  placeOutline(found?.element ?? null, found?.matches[0]);
});
window.addEventListener('scroll', () => placeOutline(null), true);
window.addEventListener('click', (event) => {
  if (!state.on || event.altKey || entries.length === 0) return;
  const found = copyAt(event.target);
  if (!found) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  Object.assign(state, { matches: found.matches, index: 0, target: found.element, clicked: event.target instanceof Element ? event.target : null });
  show('edit');
  // The panel moved the screen aside: the outline follows the text.
  requestAnimationFrame(() => placeOutline(found.element, found.matches[0]));
}, true);

// A modal dialog makes the rest of the page inert: while one is open, the editor lives inside it.
const home = (): Element => [...document.querySelectorAll('dialog[open]')].filter((d) => d.matches(':modal')).pop() ?? document.body;
new MutationObserver(() => {
  const at = home();
  if (root.parentElement !== at) at.append(root);
}).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });

document.body.append(root);
setOn(saved.on);
void loadEntries().then(() => {
  if (saved.view === 'changes') show('changes');
  const entry = entries.find((e) => e.file === saved.file && e.key === saved.key);
  if (saved.view === 'edit' && entry) {
    Object.assign(state, { matches: [{ entry, score: 0 }], index: 0, target: null });
    show('edit');
  }
});

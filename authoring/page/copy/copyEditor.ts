// The copy editor of `npm run dev` (started by the editors' page part, authoring/page/main.ts, which the dev server
// alone adds to the page: never built): a switch on the preview; with it on, hovering a text shows the locale, file and key that drew it, clicking it opens an editor
// beside the screen with its value in every language; a save is checked by flows:check on the dev server, written
// to its files, and the screen shows the new words at once, in every language it is switched to after. Which key
// drew a text is the page's own to say: the dev server marks each copy text it hands the page (copyTag.ts), and
// pageTags.ts reads the marks off the page. A click in a form field, on the language switch, or with Alt, is the
// page's as usual (pageControls.ts).
import './copyEditor.css';
import { FIRST_PAINT_ATTRIBUTE } from '../../../src/start/firstScreen';
import { EDITOR_PART, isEditorPart, onSpotTaken, takeSpot } from '../panelSpot';
import { copyApi } from './api';
import { changesPanel } from './changesPanel';
import { h } from './dom';
import { editPanel, focusBox } from './editPanel';
import { clickIsThePages, isField } from './pageControls';
import { textsAt, watchPage, type TextsAt } from './pageTags';
import { patchCatalogs } from './patchCatalog';
import { redraw } from './redraw';
import { placeholdersOf } from './tokenField';
import type { CopyEntry, CopyTag } from './types';
import { words } from './words';

const STORE = 'copy-editor';

interface Saved { on: boolean; view: 'edit' | 'changes' | null; file?: string; key?: string; locale?: string }
const saved = ((): Saved => {
  try {
    return { on: false, view: null, ...(JSON.parse(sessionStorage.getItem(STORE) ?? '{}') as Partial<Saved>) };
  } catch {
    return { on: false, view: null };
  }
})();
const state = { ...saved, inside: [] as { file: string; key: string }[], clicked: null as Element | null, editing: null as { pieces: Range[]; id: number } | null };
let entries: CopyEntry[] = [];
/** After a click opened a text, no tag until the pointer moves: it would cover the line above (a typed email). */
let quiet = false;
let tags: readonly CopyTag[] = [];

const remember = () => {
  try {
    sessionStorage.setItem(STORE, JSON.stringify({ on: state.on, view: state.view, file: state.file, key: state.key, locale: state.locale }));
  } catch {
    // private mode: the editor simply starts closed after a reload
  }
};
const locales = () => Object.keys(entries[0]?.values ?? { en: '' });
const entryOf = (file?: string, key?: string) => entries.find((e) => e.file === file && e.key === key) ?? null;
// The texts of every copy file; when the dev server does not answer (it stopped, or refused this page), the panel
// says why instead.
const loadEntries = async (): Promise<boolean> => {
  try {
    entries = await copyApi.entries();
    return true;
  } catch (error) {
    showProblem(error instanceof Error ? error.message : String(error));
    return false;
  }
};
// What each mark names, as the dev server said when last asked; a mark it numbered since (the app's copy arrived
// after the editor asked, a language loaded, a file changed) makes the editor ask again.
let asking: Promise<void> | null = null;
const askTags = (): Promise<void> => (asking ??= copyApi.tags().then((list) => { tags = list; }, (error: unknown) => showProblem(error instanceof Error ? error.message : String(error))).finally(() => { asking = null; }));
const askedFor = new Set<number>();
const tagOf = (id: number): CopyTag | undefined => {
  if (!tags[id] && !askedFor.has(id)) {
    askedFor.add(id);
    void askTags().then(() => nameUnderPointer());
  }
  return tags[id];
};
async function tagsOf(ids: readonly number[]): Promise<CopyTag[]> {
  // An answer on its way may have been asked for before these marks were numbered: then once more.
  for (let tries = 0; tries < 2 && ids.some((id) => !tags[id]); tries += 1) await askTags();
  return ids.map((id) => tags[id]).filter((t): t is CopyTag => t !== undefined);
}

const toggle = h('button', { type: 'button', role: 'switch', 'aria-checked': 'false', class: 'ce-switch' }, h('span', { class: 'ce-knob', 'aria-hidden': 'true' }), words.toggle);
const changesButton = h('button', { type: 'button', class: 'ce-changes-button' }, words.changes);
const bar = h('div', { class: 'ce-bar' }, toggle, changesButton);
const outline = h('div', { class: 'ce-outline', hidden: true });
const tag = h('div', { class: 'ce-tag', hidden: true });
const panelTitle = h('h2', { id: 'ce-panel-title' }, words.panelTitle);
const panelBody = h('div');
const panel = h('aside', { class: 'ce-panel', 'aria-labelledby': 'ce-panel-title', hidden: true },
  h('header', {}, panelTitle, h('button', { type: 'button', class: 'ce-close', 'aria-label': words.close, onclick: () => show(null) }, '×')),
  panelBody);
const root = h('div', { id: 'copy-editor', 'data-copy-editor': '', [EDITOR_PART]: '' }, bar, outline, tag, panel);
document.documentElement.classList.add('ce-present');

function texts(target: EventTarget | null, x: number, y: number): TextsAt | null {
  if (!(target instanceof Element) || root.contains(target) || isEditorPart(target) || isField(target)) return null;
  return textsAt(target, x, y);
}

/** The box around every piece of a drawn text. */
function boxOf(pieces: readonly Range[]): DOMRect | null {
  const rects = pieces.flatMap((r) => [...r.getClientRects()]).filter((r) => r.width > 0 || r.height > 0);
  if (rects.length === 0) return null;
  const top = Math.min(...rects.map((r) => r.top));
  const left = Math.min(...rects.map((r) => r.left));
  return new DOMRect(left, top, Math.max(...rects.map((r) => r.right)) - left, Math.max(...rects.map((r) => r.bottom)) - top);
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
/** The form fields on screen: the tag never covers what is typed in one (an email, a zip). */
const fieldBoxes = () => [...document.querySelectorAll('input:not([type="hidden"]), select, textarea')].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);

/** Beside a wide screen the switches float at the window's foot; on a phone they are a strip of their own. */
const wide = window.matchMedia('(min-width: 900px)');

// The outline around a drawn text and, over or under it (never on it nor on a form field, inside the window and
// above the switches' strip), the tag naming its locale, file and key: while the pointer is over the text, not
// after a click opened it. The floating switches move to the window's head while they would cover the text.
function placeOutline(pieces: readonly Range[] | null, id?: number): void {
  // Off any text, the text being edited keeps its outline, without the tag (its file and key head the panel).
  if (!pieces && state.editing && state.view === 'edit' && state.on) ({ pieces } = state.editing);
  if (quiet) id = undefined;
  const r = pieces ? boxOf(pieces) : null;
  const named = id === undefined ? undefined : tagOf(id);
  bar.classList.toggle('ce-bar-top', Boolean(r && wide.matches && overlaps(r, new DOMRect(0, window.innerHeight - 56, 260, 56))));
  if (!r) {
    outline.hidden = true;
    tag.hidden = true;
    return;
  }
  Object.assign(outline.style, { top: `${r.top - 3}px`, left: `${r.left - 3}px`, width: `${r.width + 6}px`, height: `${r.height + 6}px` });
  outline.hidden = false;
  tag.hidden = !named;
  if (!named) return;
  tag.textContent = `content/${named.locale}/${named.file} · ${named.key}`;
  const width = Math.min(tag.scrollWidth + 2, window.innerWidth - 8);
  const height = tag.offsetHeight;
  const floor = wide.matches ? window.innerHeight : Math.min(window.innerHeight, bar.getBoundingClientRect().top);
  const left = Math.max(4, Math.min(r.left, window.innerWidth - width - 4));
  const above = r.top - 6 - height;
  const below = Math.min(r.bottom + 6, floor - height - 4);
  const fields = fieldBoxes();
  const free = (top: number) => !fields.some((f) => overlaps(f, new DOMRect(left, top, width, height)));
  const top = above >= 4 && (free(above) || !free(below)) ? above : below;
  Object.assign(tag.style, { top: `${top}px`, left: `${left}px` });
}

// At the width of a phone the panel covers the lower half of the window: the text being edited is brought into the
// half above it.
function keepInSight(pieces: readonly Range[]): void {
  const r = boxOf(pieces);
  if (!r || state.view !== 'edit' || document.querySelector('dialog[open]')) return;
  const panelTop = Math.min(panel.getBoundingClientRect().top, bar.getBoundingClientRect().top);
  if (panelTop <= 0 || panelTop >= window.innerHeight - 1) return;
  if (r.top >= 8 && r.bottom <= panelTop - 8) return;
  window.scrollBy({ top: r.top - Math.max(8, (panelTop - r.height) / 2) });
}

function showProblem(why: string): void {
  showNotice(words.unreachable(why), 'alert');
}

/** A sentence in the panel instead of a text's boxes: why a click opened nothing (yet). */
function showNotice(sentence: string, role: 'alert' | 'status'): void {
  panelTitle.textContent = words.panelTitle;
  panel.hidden = false;
  panelBody.replaceChildren(h('div', { class: 'ce-body' }, h('p', { class: role === 'alert' ? 'ce-problems' : 'ce-status', role }, sentence)));
}

function show(view: Saved['view']): void {
  if (view !== null) takeSpot('copy');
  state.view = view;
  panel.hidden = view === null;
  document.documentElement.classList.toggle('ce-panel-open', view !== null);
  changesButton.setAttribute('aria-pressed', String(view === 'changes'));
  if (view === 'changes') {
    panelTitle.textContent = words.changesTitle;
    void copyApi.changes().then((list) => {
      if (state.view === 'changes') panelBody.replaceChildren(changesPanel(list));
    }, (error: unknown) => showProblem(error instanceof Error ? error.message : String(error)));
  }
  if (view === 'edit') {
    panelTitle.textContent = words.panelTitle;
    const clickable = state.clicked?.closest<HTMLElement>('a, button') ?? null;
    panelBody.replaceChildren(editPanel({
      entry: entryOf(state.file, state.key),
      inside: state.inside.map((t) => entryOf(t.file, t.key)).filter((e): e is CopyEntry => e !== null),
      locales: locales(), clickable,
      known: [...new Set(entries.filter((e) => e.file === state.file).flatMap((e) => Object.values(e.values).flatMap(placeholdersOf)))],
      pick: (entry) => open({ file: entry.file, key: entry.key }, []),
      useIt: () => clickable?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, altKey: true })),
      save: saveEntry,
    }));
    // The caret in the box of the language the text was clicked in.
    focusBox(panel, state.locale);
  }
  placeOutline(null);
  remember();
}

function open(text: { file: string; key: string; locale?: string }, inside: { file: string; key: string }[]): void {
  Object.assign(state, { file: text.file, key: text.key, locale: text.locale ?? document.documentElement.lang, inside });
  show('edit');
}

// A save: the dev server checks and writes; every locale's catalog takes the new copy and the screen redraws with
// it (its state kept); a legal document's text reloads the page on the same screen.
async function saveEntry(entry: CopyEntry, values: Record<string, string>) {
  const answer = await copyApi.save(entry.file, entry.key, values);
  if (!answer.ok) return answer;
  await loadEntries();
  remember();
  if (!(await patchCatalogs(entry.file, entry.key, answer.compiled))) {
    window.location.reload();
    return answer;
  }
  await redraw();
  return answer;
}

function setOn(on: boolean): void {
  state.on = on;
  toggle.setAttribute('aria-checked', String(on));
  document.documentElement.classList.toggle('ce-editing', on);
  if (!on) state.editing = null;
  placeOutline(null);
  remember();
}

toggle.addEventListener('click', () => {
  setOn(!state.on);
  if (state.on && entries.length === 0) void loadEntries();
});
changesButton.addEventListener('click', () => show(state.view === 'changes' ? null : 'changes'));
// The form editor's panel opened in the same spot: this one closes.
onSpotTaken('copy', () => {
  if (state.view !== null) show(null);
});

// The text under the pointer, named once a frame: when the pointer moves, and when the page draws other words under
// a pointer at rest (a switch of language).
let pointer: { x: number; y: number } | null = null;
let naming = false;
const nameUnderPointer = () => {
  if (naming || !state.on || !pointer) return;
  naming = true;
  requestAnimationFrame(() => {
    naming = false;
    const at = pointer;
    const target = at ? document.elementFromPoint(at.x, at.y) : null;
    const found = at ? texts(target, at.x, at.y) : null;
    placeOutline(found?.pieces ?? null, found?.ids[0]);
  });
};
document.addEventListener('pointermove', (event) => {
  if (pointer && (pointer.x !== event.clientX || pointer.y !== event.clientY)) quiet = false;
  pointer = { x: event.clientX, y: event.clientY };
  nameUnderPointer();
});
window.addEventListener('scroll', () => placeOutline(null), true);
window.addEventListener('resize', () => placeOutline(null));
// A press on a text keeps the focus where it is: a field left would show its message and move the page under the
// pointer before the click lands.
window.addEventListener('mousedown', (event) => {
  if (state.on && !event.altKey && !clickIsThePages(event.target) && texts(event.target, event.clientX, event.clientY)) event.preventDefault();
}, true);
// Opens the text a click found: its key asked of the dev server when the page numbered it since the last answer,
// and the copy files' texts read when they are not yet. A click never does nothing: a text the dev server does not
// name, an answer that did not come, or a text that could not be opened, is said in the panel.
function openFound(found: TextsAt, clicked: Element | null): void {
  void Promise.all([tagsOf(found.ids), entries.length > 0 ? true : loadEntries()]).then(([[inner, ...outer], read]) => {
    if (!read) return; // the panel says why (showProblem)
    if (!inner) {
      showNotice(words.notNamed, 'alert');
      return;
    }
    state.clicked = clicked;
    state.editing = { pieces: found.pieces, id: found.ids[0]! };
    quiet = true;
    open(inner, outer);
    // The panel moved the screen aside (or covers its lower half): the outline follows the text.
    requestAnimationFrame(() => {
      keepInSight(found.pieces);
      placeOutline(found.pieces);
    });
  }).catch((error: unknown) => showNotice(words.openFailed(error instanceof Error ? error.message : String(error)), 'alert'));
}

// The screen the boot paints before the app is there (src/firstPaint) is drawn from the build's copy, which carries
// no marks: its words name no key. The app then draws the same words in the same place and takes its place
// (src/start/main.tsx), so a click on the painted screen is held, said in the panel, and opens the text at that
// point once the app's screen is there.
const PAINTED = `[${FIRST_PAINT_ATTRIBUTE}]`;
/** Words of its own, or a button's or link's: what a click on the painted screen may mean to open. */
const hasWords = (el: Element) => el.closest('button, a, label') !== null || [...el.childNodes].some((n) => n instanceof Text && n.data.trim() !== '');
function openWhenDrawn(painted: Element, x: number, y: number): void {
  showNotice(words.starting, 'status');
  const again = () => {
    const target = document.elementFromPoint(x, y);
    const found = texts(target, x, y);
    if (found) openFound(found, target);
    else show(state.view); // no copy text there after all: the panel as it was
  };
  if (!painted.isConnected) return again();
  const gone = new MutationObserver(() => {
    if (painted.isConnected) return;
    gone.disconnect();
    // The app's screen shown in the frame the painted one went: read once the browser has laid it out.
    requestAnimationFrame(again);
  });
  gone.observe(document.documentElement, { subtree: true, childList: true });
}

window.addEventListener('click', (event) => {
  if (!state.on || event.altKey || clickIsThePages(event.target)) return;
  const clicked = event.target instanceof Element ? event.target : null;
  const found = texts(event.target, event.clientX, event.clientY);
  const painted = found || !clicked || !hasWords(clicked) ? null : clicked.closest(PAINTED);
  if (!found && !painted) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (found) openFound(found, clicked);
  else if (painted) openWhenDrawn(painted, event.clientX, event.clientY);
}, true);

// A modal dialog makes the rest of the page inert: while one is open, the editor lives inside it.
const home = (): Element => [...document.querySelectorAll('dialog[open]')].filter((d) => d.matches(':modal')).pop() ?? document.body;
new MutationObserver(() => {
  const at = home();
  if (root.parentElement !== at) at.append(root);
}).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });

watchPage((node) => node === root || root.contains(node), nameUnderPointer);
document.body.append(root);
setOn(saved.on);
void Promise.all([loadEntries(), askTags()]).then(() => {
  if (saved.view === 'changes') show('changes');
  if (saved.view === 'edit' && entryOf(saved.file, saved.key)) show('edit');
});

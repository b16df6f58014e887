import { hasMarks, readMarks, type MarkEvent } from '../../shared/copyTag';

// The copy editor's reading of the page (copyTag.ts says what the marks are): every text the app draws arrives
// with the marks of the copy key it came from; this takes them out of the page as soon as they are drawn (a
// MutationObserver: before the browser paints, so no one sees or reads them, nor a test) and remembers, for each
// piece of text, where a copy text opened and closed in it, and for an attribute (an aria-label, a placeholder)
// which text it is. Which key drew the words under the pointer is then read off the page: the texts open at that
// point, innermost first (a value inside a sentence, the sentence). A link inside a sentence is inside the
// sentence's text.

/** Where a copy text opened and closed in a piece of text, by position in the text as it now reads. */
const marksOf = new WeakMap<Text, MarkEvent[]>();
/** The copy text each marked attribute of an element came from, by attribute name. */
const attributesOf = new WeakMap<Element, Map<string, number>>();

/** One copy text as drawn: its number, from where to where in the page, how deep inside other texts. */
export interface DrawnText { id: number; range: Range; depth: number }

/** The nodes read in this round (a node added and then changed is read once, as it is now). */
let read = new WeakSet<Node>();

// A text node's marks, read and taken out of its words, and remembered with it. Words the app draws in it again
// come with their own marks, or none (then it is no copy text's).
function takeText(node: Text): void {
  if (read.has(node)) return;
  read.add(node);
  if (!hasMarks(node.data)) {
    marksOf.delete(node);
    return;
  }
  const marks = readMarks(node.data);
  marksOf.set(node, marks.events);
  node.data = marks.text;
}

// An attribute keeps the first text it names; `value` is left alone (the app, not the page, owns a field's value).
function takeAttributes(element: Element): void {
  for (const { name, value } of [...element.attributes]) {
    if (name === 'value' || !hasMarks(value)) continue;
    const marks = readMarks(value);
    const opened = marks.events.find((e): e is { at: number; open: number } => 'open' in e);
    if (opened) {
      const known = attributesOf.get(element) ?? new Map<string, number>();
      known.set(name, opened.open);
      attributesOf.set(element, known);
    }
    element.setAttribute(name, marks.text);
  }
}

function takeTree(root: Node, skip: (node: Node) => boolean): void {
  if (skip(root)) return;
  if (root instanceof Text) return takeText(root);
  if (root instanceof Element) takeAttributes(root);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (skip(node) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text) takeText(node);
    else if (node instanceof Element) takeAttributes(node);
  }
}

/** Starts reading the page: what is there now, then everything drawn from now on. `skip`: the editor's own nodes;
 * `drawn`: called after the page's words changed. */
export function watchPage(skip: (node: Node) => boolean, drawn: () => void = () => undefined): void {
  const observer = new MutationObserver((records) => {
    if (records.every((record) => skip(record.target))) return;
    read = new WeakSet();
    for (const record of records) {
      if (record.type === 'characterData' && record.target instanceof Text) takeText(record.target);
      else if (record.type === 'attributes' && record.target instanceof Element) takeAttributes(record.target);
      else record.addedNodes.forEach((node) => takeTree(node, skip));
    }
    // What this callback changed itself is no news.
    observer.takeRecords();
    drawn();
  });
  observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
  read = new WeakSet();
  takeTree(document.documentElement, skip);
  observer.takeRecords();
}

const INLINE = new Set(['inline', 'contents']);
/** The box a piece of text is drawn in (a paragraph, a label, a button): a text's marks never leave it. */
function boxOf(node: Node): Element {
  for (let el = node instanceof Element ? node : node.parentElement; el && el !== document.body; el = el.parentElement) {
    if (!INLINE.has(getComputedStyle(el).display)) return el;
  }
  return document.body;
}

/** Every copy text drawn in a box, from its marks: a text left open ends with the box. */
export function drawnTexts(box: Element): DrawnText[] {
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  const open: { id: number; node: Text; at: number }[] = [];
  const out: DrawnText[] = [];
  const close = (node: Text, at: number) => {
    const top = open.pop();
    if (!top) return;
    const range = document.createRange();
    range.setStart(top.node, Math.min(top.at, top.node.length));
    range.setEnd(node, Math.min(at, node.length));
    out.push({ id: top.id, range, depth: open.length });
  };
  let last: Text | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node instanceof Text)) continue;
    last = node;
    for (const e of marksOf.get(node) ?? []) {
      if ('open' in e) open.push({ id: e.open, node, at: e.at });
      else close(node, e.at);
    }
  }
  while (open.length > 0 && last) close(last, last.length);
  return out;
}

/** The copy texts at a point of the page, innermost first, and the one it is (its every piece in the box). */
export interface TextsAt { ids: number[]; pieces: Range[] }

// The copy texts that drew character `at` of a text node (a text holds it when it holds the points before and after).
function textsAtPoint(node: Text, at: number): TextsAt | null {
  const drawn = drawnTexts(boxOf(node));
  const texts = drawn.filter((t) => t.range.isPointInRange(node, at) && t.range.isPointInRange(node, Math.min(at + 1, node.length)));
  if (texts.length === 0) return null;
  texts.sort((a, b) => b.depth - a.depth);
  const inner = texts[0]!;
  return { ids: [...new Set(texts.map((t) => t.id))], pieces: drawn.filter((t) => t.id === inner.id && t.depth === inner.depth).map((t) => t.range) };
}

const within = (r: DOMRect, x: number, y: number) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;

/** The text node and the character in it the pointer is over, if it is over words inside `target`. */
function wordsAt(target: Element, x: number, y: number): { node: Text; at: number } | null {
  const position = document.caretPositionFromPoint?.(x, y);
  const caret = position ? null : document.caretRangeFromPoint?.(x, y);
  const node = position?.offsetNode ?? caret?.startContainer;
  const offset = position?.offset ?? caret?.startOffset ?? 0;
  if (!(node instanceof Text) || !target.contains(node)) return null;
  // The caret lands beside the nearest words even off them: a character the pointer is over counts, or the nearest
  // one while the pointer is inside the box the words are drawn in (between two lines of a paragraph).
  const range = document.createRange();
  const near = [offset, offset - 1].filter((at) => at >= 0 && at < node.length);
  for (const at of near) {
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    if ([...range.getClientRects()].some((r) => within(r, x, y))) return { node, at };
  }
  return near[0] !== undefined && within(boxOf(node).getBoundingClientRect(), x, y) ? { node, at: near[0] } : null;
}

// The copy texts a pointer at (x, y) over `target` means: the words under it, else the first words of the small box
// it is over (a button's padding), else a marked attribute of it or of an element around it (an icon button's
// aria-label). Null when no copy text drew what is there.
export function textsAt(target: Element, x: number, y: number): TextsAt | null {
  const words = wordsAt(target, x, y);
  if (words) return textsAtPoint(words.node, words.at);
  // Beside the words of a small box of its own (a button's padding, a table cell), the box's first words.
  const box = target.closest('button, a, label, summary, legend, caption, th, td, li, dt, dd, [role="button"], [role="tab"]');
  const walker = document.createTreeWalker(box ?? document.createElement('i'), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node instanceof Text) || node.data.trim() === '') continue;
    const found = textsAtPoint(node, Math.floor(node.length / 2));
    if (found) return found;
  }
  for (let el: Element | null = target, depth = 0; el && el !== document.body && depth < 3; el = el.parentElement, depth += 1) {
    const attributes = attributesOf.get(el);
    const id = attributes && (['aria-label', 'title', 'placeholder', 'alt'].map((name) => attributes.get(name)).find((n) => n !== undefined) ?? [...attributes.values()][0]);
    if (id !== undefined) {
      const range = document.createRange();
      range.selectNode(el);
      return { ids: [id], pieces: [range] };
    }
  }
  return null;
}

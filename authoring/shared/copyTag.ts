// Which copy text the app drew, said in the words themselves, in `npm run dev` with the copy editor only: the dev
// server hands the page each copy text wrapped in invisible marks naming it (authoring/server/copy/copyEditorTags.ts), every
// screen draws them as it draws any words, and the editor reads them off the page and takes them away again
// (pageTags.ts) before anyone sees or reads the page. A mark names a number; the dev server says which locale, file
// and key each number is. No code of the app knows of them, and the build never has them.
//
// The marks are characters no copy uses, which draw nothing, are no whitespace (`trim`, `\s` and Markdown leave
// them alone) and no punctuation: U+2062 opens a mark, the number follows in binary (U+2060 a 0, U+2061 a 1), U+2063
// ends it; U+2064 closes the text.

const OPEN = '\u2062';
const ZERO = '\u2060';
const ONE = '\u2061';
const END = '\u2063';
/** Closes the innermost text a mark opened. */
export const CLOSE = '\u2064';

/** The mark that opens text number `id`. */
export const openMark = (id: number): string => `${OPEN}${id.toString(2).replace(/[01]/g, (d) => (d === '0' ? ZERO : ONE))}${END}`;

/** A text opens (`id`) or closes at `at`, a position in the text with the marks taken out. */
export type MarkEvent = { at: number; open: number } | { at: number; close: true };

const MARKS = /\u2062([\u2060\u2061]{1,24})\u2063|\u2064|[\u2062\u2063]/g;

/** Whether a text carries marks at all (the quick test before reading it). */
export const hasMarks = (text: string): boolean => /[\u2062-\u2064]/.test(text);

/** A text without its marks, and where each text opened and closed in it. A stray mark character goes too. */
export function readMarks(text: string): { text: string; events: MarkEvent[] } {
  const events: MarkEvent[] = [];
  let out = '';
  let from = 0;
  for (const m of text.matchAll(MARKS)) {
    out += text.slice(from, m.index);
    from = m.index + m[0].length;
    if (m[0] === CLOSE) events.push({ at: out.length, close: true });
    else if (m[1]) events.push({ at: out.length, open: parseInt(m[1].replace(/[\u2060\u2061]/g, (d) => (d === ZERO ? '0' : '1')), 2) });
  }
  return { text: out + text.slice(from), events };
}

/** The text without its marks. */
export const withoutMarks = (text: string): string => (hasMarks(text) ? readMarks(text).text : text);

// Where a line's own words start: after its Markdown block marks (a quote's '>', a heading's '#', a list item's
// '-' or '1.') and after any emphasis marks ('**', '_') that open it; where they end: before emphasis marks, a hard
// break ('\' or two spaces) and spaces that close it. A mark outside them would keep Markdown from reading them.
const LEAD = /^\s*(?:>\s?)*\s*(?:#{1,6}\s+|[-*+]\s+|\d{1,9}[.)]\s+)?[*_~]*/;
const TAIL = /(?:[*_~]|\\|\s)*$/;
/** A line with no words of its own: a rule ('---'), a table's header line, a code fence. */
const NO_WORDS = /^[\s\p{P}\p{S}]*$/u;
/** A web address at the end of a line: Markdown makes it a link of everything up to a space, a mark included. */
const BARE_LINK_AT_END = /(?:https?:\/\/|www\.)[^\s<]*$/i;
/** A value the app uses as an address, not as words (an email, a web address, a path, a phone number): it goes
 * into links and checks (a `mailto:`, the tel pipe, the logo's `src`) as it is, so it carries no mark. */
const ADDRESS = /^(?:[^\s@]+@[^\s@]+\.[^\s@]+|[a-z][a-z0-9+.-]*:\/\/\S+|\/\S*|\+?[\d\s().-]{7,})$/i;

function markLine(line: string, open: string): string {
  if (NO_WORDS.test(line)) return line;
  // A table row: each cell is a box of its own on the screen.
  if (/^\s*\|/.test(line)) return line.split(/(?<!\\)\|/).map((cell) => (cell.trim() === '' ? cell : markLine(cell, open))).join('|');
  const start = LEAD.exec(line)?.[0].length ?? 0;
  const end = Math.max(start, line.length - (TAIL.exec(line.slice(start))?.[0].length ?? 0));
  if (end === start) return line;
  // Left open before a web address that ends the line: the text then ends with the box it is drawn in (pageTags.ts).
  const close = BARE_LINK_AT_END.test(line.slice(start, end)) ? '' : CLOSE;
  return `${line.slice(0, start)}${open}${line.slice(start, end)}${close}${line.slice(end)}`;
}

/** A copy text (a one-line label or a Markdown document) with each line's words wrapped in text `id`'s marks; an
 * address as it is. */
export function markText(value: string, id: number): string {
  if (ADDRESS.test(value.trim())) return value;
  const open = openMark(id);
  return value.split('\n').map((line) => markLine(line, open)).join('\n');
}

import type { CopyEntry } from './types';

/** What is around the clicked text: the open modal's title and the screen's heading, as shown. */
export interface MatchContext { dialogTitle?: string | undefined; heading?: string | undefined }
/** A copy text the clicked words came from, best first. */
export interface CopyMatch { entry: CopyEntry; score: number }

const PLACEHOLDER = /\{\s*[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*\s*(?:\|\s*[A-Za-z_]\w*\s*)?\}/g;

/** Whitespace as a reader sees it: runs of spaces and line breaks as one space, none at the ends. */
export const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

// Markdown as the words it shows: link texts without their address, no emphasis marks, list markers, heading marks
// or escapes.
function shownText(markdown: string): string {
  return normalise(markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s?)/gm, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_](\S(?:.*?\S)?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1'));
}

// The pieces of a text a screen draws as separate elements: a Markdown text's paragraphs and list items (each, and
// each paragraph whole); any other text whole.
function blocksOf(value: string, markdown: boolean): string[] {
  if (!markdown) return [value];
  const paragraphs = value.split(/\n\s*\n/);
  return [...paragraphs, ...paragraphs.flatMap((p) => p.split('\n').filter((line) => /^\s*(?:[-*+]|\d+[.)])\s+/.test(line)))];
}

interface Pattern { entry: CopyEntry; regex: RegExp; literal: number }

// A template's shown words as a pattern: its literal words exactly, each {placeholder} any words (a value or a gap).
function patternOf(template: string): { regex: RegExp; literal: number } | undefined {
  const shown = shownText(template);
  if (shown === '') return undefined;
  const parts = shown.split(PLACEHOLDER);
  const literal = parts.join('').replace(/[^\p{L}\p{N}]/gu, '').length;
  const source = parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s\\S]*?');
  return { regex: new RegExp(`^${source}$`), literal };
}

// Every text of every copy file as patterns of what the screen shows in `locale`, made once per list of entries.
export function copyPatterns(entries: readonly CopyEntry[], locale: string): Pattern[] {
  const out: Pattern[] = [];
  for (const entry of entries) {
    const value = entry.values[locale] ?? entry.values.en ?? '';
    for (const block of blocksOf(value, entry.markdown)) {
      const p = patternOf(block);
      if (p) out.push({ entry, ...p });
    }
  }
  return out;
}

const fileOfTitle = (patterns: readonly Pattern[], shown: string | undefined, folder: string): string | undefined => {
  if (!shown) return undefined;
  const text = normalise(shown);
  return patterns.find((p) => p.entry.file.startsWith(folder) && /^(?:variants\.\w+\.)?title$/.test(p.entry.key) && p.regex.test(text))?.entry.file;
};

// Which copy texts could have drawn `text`, best first: the open modal's own file, then the screen's (found by its
// heading), then the shared texts (messages, errors, site), then any other; among equals, the one with more literal
// words (a text that is only a {placeholder} comes last). Each key once.
export function matchText(patterns: readonly Pattern[], text: string, context: MatchContext = {}): CopyMatch[] {
  const shown = normalise(text);
  if (shown === '') return [];
  const modal = fileOfTitle(patterns, context.dialogTitle, 'modals/');
  const screen = fileOfTitle(patterns, context.heading, 'screens/');
  const best = new Map<string, CopyMatch>();
  for (const p of patterns) {
    if (!p.regex.test(shown)) continue;
    const file = p.entry.file;
    const place = file === modal ? 3000 : modal && context.dialogTitle ? (file.endsWith('.yaml') ? 1000 : 0) : file === screen ? 2000 : file.endsWith('.yaml') ? 1000 : 0;
    const score = p.literal === 0 ? 0 : place + Math.min(p.literal, 999);
    const id = `${file}\0${p.entry.key}`;
    if ((best.get(id)?.score ?? -1) < score) best.set(id, { entry: p.entry, score });
  }
  const sorted = [...best.values()].sort((a, b) => b.score - a.score);
  // A text that is only a {placeholder} matches any words: it is offered only when nothing else matches.
  return (sorted[0]?.score ?? 0) > 0 ? sorted.filter((m) => m.score > 0) : sorted;
}

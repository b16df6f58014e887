import { isMap, isScalar, isSeq, parseDocument, type Node, type YAMLMap, type YAMLSeq } from 'yaml';
import type { Condition } from '../../../engine/flow/Condition';
import type { Next, Screen } from '../../../engine/flow/FlowTypes';
import { loadFlows } from '../../../scripts/lib/loadFlows';
import { FormRefusal, problem } from './formEdit';
import { formWords } from './formWords';
import { FormEditError } from './jsonFile';
import { indentAt, lineEnd, lineStart } from './textLines';

// The flow side of a screen added after another (screenChange.ts), as text: the new screen's entry written as the
// guide's (docs/adding-a-screen.md, section 4) right after the screen it follows, that screen's way on moved into
// it line for line, and the way back when it is removed. Every other character of the flow file stays, so `git diff`
// shows the new entry and the one `goto:` line that now leads to it, and a removal gives the file back byte for byte.

/** The conditions that read what the borrower did on the screen itself: after another screen they would read that one. */
const OF_THE_EVENT = ['screen', 'answer', 'offerAlreadySelected', 'hasCompletionDate', 'actionError', 'errorMessage'];
/** The `note:` an added screen's entry carries: how removeScreen knows the editor added it, and after which screen. */
const NOTE = /^Added with the form editor after ([A-Za-z0-9_]+)\.$/;
export const addedNote = (after: string) => `Added with the form editor after ${after}.`;
/** The screen an added screen was added after, from its flow entry's note; undefined for any other screen. */
export const addedAfter = (screen: Screen | undefined): string | undefined => (typeof screen?.note === 'string' ? NOTE.exec(screen.note)?.[1] : undefined);
/** The same, by the screen's id, in the flows on disk: for the panel's "Remove this screen". */
export const screenAddedAfter = (root: string, id: string): string | undefined =>
  Object.values(loadFlows(root).flows).map((flow) => addedAfter(flow?.screens[id])).find(Boolean);

const range = (node: unknown) => (node as Node | null)?.range;

/** The fact names a condition reads, at any depth (all/any/not). */
function factsOf(condition: unknown): string[] {
  if (!condition || typeof condition !== 'object') return [];
  return Object.entries(condition as Condition).flatMap(([k, v]) => (k === 'all' || k === 'any' ? (Array.isArray(v) ? v.flatMap(factsOf) : []) : k === 'not' ? factsOf(v) : [k]));
}

/** The event a screen moves the borrower on by: its primary button's, else submit, else its only action's. */
export function wayOnEvent(screen: Screen): string | undefined {
  const on = screen.on ?? {};
  const primary = (screen.buttons ?? []).find((b) => b.kind === 'primary')?.event;
  if (primary && on[primary]) return primary;
  if (on.submit) return 'submit';
  const acting = Object.entries(on).filter(([, h]) => h?.action);
  return acting.length === 1 ? acting[0]![0] : undefined;
}

function parsed(file: string, text: string) {
  const doc = parseDocument(text);
  if (doc.errors[0]) throw new FormEditError(`${file} does not read (${doc.errors[0].message.split('\n')[0] ?? ''}): fix it in the files first`, file);
  return doc;
}

function nextOf(file: string, text: string, screen: string, event: string): YAMLSeq {
  const seq = parsed(file, text).getIn(['screens', screen, 'on', event, 'next'], true);
  if (!isSeq(seq) || seq.flow || seq.items.length === 0) throw new FormEditError(formWords.notBlockMap(file, `screens.${screen}.on.${event}.next`), file);
  return seq as YAMLSeq;
}

/** Each item of a `next:` list as its lines: from its `-` line to the next item's (comments between go with the one above). */
function chunks(text: string, seq: YAMLSeq): { start: number; end: number }[] {
  const starts = seq.items.map((item) => lineStart(text, range(item)![0]));
  const last = range(seq.items[seq.items.length - 1])!;
  return starts.map((start, i) => ({ start, end: starts[i + 1] ?? lineEnd(text, Math.max(start, last[1] - 1)) }));
}

/** Lines moved from one indent to another (blank lines stay blank). */
const reindent = (lines: string, from: string, to: string) => lines.split('\n').map((l) => (l.startsWith(from) ? to + l.slice(from.length) : l)).join('\n');

/** Where a screen's entry ends in its flow file: after its last line. */
function entryEnd(file: string, text: string, screen: string): number {
  const screens = parsed(file, text).get('screens', true);
  const pair = isMap(screens) ? (screens as YAMLMap).items.find((p) => isScalar(p.key) && p.key.value === screen) : undefined;
  const end = range(pair?.value)?.[1];
  if (end === undefined) throw new FormEditError(formWords.noScreen(screen), file);
  return lineEnd(text, Math.max(0, end - 1));
}

// The way on from `after` that a screen after it takes over: the event, and its `next:` items from the first that is
// no way of staying (those before it stay on `after`). Refused, with why, when moving them would change where the
// borrower goes: a way of staying after a way on, a way on that reads what the borrower did on `after` itself (their
// answer, an error of its action), or a field to empty.
export function wayOn(file: string, after: string, screen: Screen): { event: string; firstOn: number; moved: Next[] } {
  const event = wayOnEvent(screen);
  const items = event ? screen.on?.[event]?.next ?? [] : [];
  const firstOn = items.findIndex((n) => n.goto !== '$stay');
  if (!event || firstOn < 0) throw new FormRefusal([problem(file, formWords.noWayOn(after))]);
  if (items.slice(firstOn).some((n) => n.goto === '$stay')) throw new FormRefusal([problem(file, formWords.stayAfter(after))]);
  const moved = items.slice(firstOn);
  const read = [...new Set(moved.flatMap((n) => factsOf(n.when)))].filter((f) => OF_THE_EVENT.includes(f));
  if (read.length || moved.some((n) => n.clear)) throw new FormRefusal([problem(file, formWords.dependsOnEvent(after, read.join(', ') || 'clear'))]);
  return { event, firstOn, moved };
}

export interface NewEntry { name: string; path: string; guard?: string; progress?: number; form: string; save: readonly string[] }

// The flow file with `entry` written after `after` (as the guide writes a screen: path, guard, progress, form, its
// button, saveAnswers with its `save:` map), `after`'s way on moved into it, and `after` now going to it. What would
// change where the borrower goes is refused: a way of staying after a way on, a way on that reads what the borrower
// did on `after` itself (their answer, an error of its action).
export function insertScreen(file: string, text: string, after: string, screen: Screen, entry: NewEntry): string {
  const { event, firstOn } = wayOn(file, after, screen);
  const seq = nextOf(file, text, after, event);

  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const parts = chunks(text, seq);
  const itemIndent = indentAt(text, parts[firstOn]!.start);
  const movedText = text.slice(parts[firstOn]!.start, parts[parts.length - 1]!.end);
  // The entry's indents are the file's: a screen's key as `after`'s, one level more for each level of the guide's.
  const screensMap = parsed(file, text).get('screens', true) as YAMLMap;
  const keyAt = range((screensMap.items.find((p) => isScalar(p.key) && p.key.value === after))?.key)![0];
  const key = indentAt(text, keyAt);
  const unit = indentAt(text, range(parsed(file, text).getIn(['screens', after, 'path'], true))?.[0] ?? keyAt).slice(key.length) || '  ';
  const at = (n: number) => key + unit.repeat(n);
  const lines = [
    `${key}${entry.name}:`,
    `${at(1)}path: ${entry.path}`,
    ...(entry.guard ? [`${at(1)}guard: ${entry.guard}`] : []),
    ...(entry.progress !== undefined ? [`${at(1)}progress: ${entry.progress}`] : []),
    `${at(1)}form: ${entry.form}`,
    `${at(1)}note: ${addedNote(after)}`,
    `${at(1)}buttons:`,
    `${at(2)}- { id: submit, event: submit, kind: primary }`,
    `${at(1)}on:`,
    `${at(2)}submit:`,
    `${at(3)}action: saveAnswers`,
    `${at(3)}save:`,
    ...entry.save.map((name) => `${at(4)}${name}: answers.${name}`),
    `${at(3)}next:`,
  ];
  const block = `${lines.join(eol)}${eol}${reindent(movedText, itemIndent, at(4))}`;
  const end = entryEnd(file, text, after);
  const withGoto = text.slice(0, parts[firstOn]!.start) + `${itemIndent}- goto: ${entry.name}${eol}` + text.slice(parts[parts.length - 1]!.end);
  const shift = withGoto.length - text.length;
  // The way on is inside `after`'s entry, so its end moved by what the goto line took the place of.
  return `${withGoto.slice(0, end + shift)}${eol}${block.endsWith(eol) ? block : block + eol}${withGoto.slice(end + shift)}`;
}

// The flow file without the added screen `name`'s entry (and the blank line before it), and `after` going on as it
// went before: its `- goto: <name>` line replaced by the added screen's way on, at its indent.
export function removeScreenEntry(file: string, text: string, name: string, after: string, afterScreen: Screen): string {
  const event = Object.entries(afterScreen.on ?? {}).find(([, h]) => h?.next?.some((n) => n.goto === name))?.[0];
  if (!event) throw new FormRefusal([problem(file, formWords.notLedTo(name, after))]);
  const own = nextOf(file, text, name, 'submit');
  const ownParts = chunks(text, own);
  const ownIndent = indentAt(text, ownParts[0]!.start);
  const ownText = text.slice(ownParts[0]!.start, ownParts[ownParts.length - 1]!.end);
  const seq = nextOf(file, text, after, event);
  const parts = chunks(text, seq);
  const i = seq.items.findIndex((item) => isMap(item) && (item as YAMLMap).get('goto') === name);
  if (i < 0) throw new FormRefusal([problem(file, formWords.notLedTo(name, after))]);
  const screens = parsed(file, text).get('screens', true) as YAMLMap;
  const pair = screens.items.find((p) => isScalar(p.key) && p.key.value === name)!;
  const from = lineStart(text, range(pair.key)![0]);
  const to = lineEnd(text, Math.max(from, range(pair.value)![1] - 1));
  const blankBefore = /\r?\n\r?\n$/.test(text.slice(0, from)) ? (text.slice(0, from).endsWith('\r\n') ? 2 : 1) : 0;
  const cut = { start: from - blankBefore, end: to };
  const goto = parts[i]!;
  const back = reindent(ownText, ownIndent, indentAt(text, goto.start));
  // Two splices, the later one in the file first, so the earlier one's places still hold.
  const splices = [{ ...cut, text: '' }, { ...goto, text: back }].sort((a, b) => b.start - a.start);
  return splices.reduce((out, s) => out.slice(0, s.start) + s.text + out.slice(s.end), text);
}

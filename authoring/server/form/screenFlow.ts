import { isMap, isScalar, isSeq, parseDocument, type Node, type YAMLMap, type YAMLSeq } from 'yaml';
import type { Condition } from '../../../engine/flow/Condition';
import type { Next, Screen } from '../../../engine/flow/FlowTypes';
import { loadFlows } from '../../../scripts/lib/loadFlows';
import { type EditorProblem, FormRefusal, problem } from './formEdit';
import { formWords } from './formWords';
import { FormEditError } from './jsonFile';
import { indentAt, lineEnd, lineStart } from './textLines';

// The flow side of a screen added after another (screenChange.ts), as text: the new screen's entry written as the
// guide's (docs/adding-a-screen.md, section 4) right after the screen it follows, that screen's way on moved into
// it line for line (or only some of its ways sent through it, as the guide's sections 4 and 6), and the way back when
// it is removed. Every other character of the flow file stays, so `git diff` shows the new entry and the `goto:` (or
// the way of its own) that now leads to it, and a removal gives the file back byte for byte.

/** The conditions that read what the borrower did on the screen itself: after another screen they would read that one. */
const OF_THE_EVENT = ['screen', 'answer', 'offerAlreadySelected', 'hasCompletionDate', 'actionError', 'errorMessage'];
/** The `note:` an added screen's entry carries: how removeScreen knows the editor added it, after which screen, and
 * whether it put a way of its own before that screen's way every other borrower goes (only some statuses sent). */
const NOTE = /^Added with the form editor after ([A-Za-z0-9_]+)(, for the borrowers whose status is [A-Z_]+(?: or [A-Z_]+)*)?\.$/;
export const addedNote = (after: string, statuses: readonly string[] = []) =>
  `Added with the form editor after ${after}${statuses.length ? `, for the borrowers whose status is ${statuses.join(' or ')}` : ''}.`;
/** The screen an added screen was added after, from its flow entry's note; undefined for any other screen. */
export const addedAfter = (screen: Screen | undefined): string | undefined => (typeof screen?.note === 'string' ? NOTE.exec(screen.note)?.[1] : undefined);
/** Whether an added screen's note says the editor put a way of its own, for some statuses, before the way on. */
const narrowed = (screen: Screen | undefined): boolean => typeof screen?.note === 'string' && Boolean(NOTE.exec(screen.note)?.[2]);
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

/** The way on from a screen a screen after it can take: its event, its `next:` items, where the way on starts, those
 * items from there (all move when every way is taken), the ones offered one by one (up to the first without a
 * condition: none after it is ever taken), and that one, the way every other borrower goes, when there is one. */
export interface WayOn { event: string; items: Next[]; firstOn: number; moved: Next[]; offered: number[]; fallback?: number }

// The way on from `after` that a screen after it takes over: the event, and its `next:` items from the first that is
// no way of staying (those before it stay on `after`). Refused, with why, when moving them would change where the
// borrower goes: a way of staying after a way on, a way on that reads what the borrower did on `after` itself (their
// answer, an error of its action), or a field to empty.
export function wayOn(file: string, after: string, screen: Screen): WayOn {
  const event = wayOnEvent(screen);
  const items = event ? screen.on?.[event]?.next ?? [] : [];
  const firstOn = items.findIndex((n) => n.goto !== '$stay');
  if (!event || firstOn < 0) throw new FormRefusal([problem(file, formWords.noWayOn(after))]);
  if (items.slice(firstOn).some((n) => n.goto === '$stay')) throw new FormRefusal([problem(file, formWords.stayAfter(after))]);
  const moved = items.slice(firstOn);
  const read = [...new Set(moved.flatMap((n) => factsOf(n.when)))].filter((f) => OF_THE_EVENT.includes(f));
  if (read.length || moved.some((n) => n.clear)) throw new FormRefusal([problem(file, formWords.dependsOnEvent(after, read.join(', ') || 'clear'))]);
  const last = items.findIndex((n, i) => i >= firstOn && !n.when);
  const offered = items.map((_, i) => i).filter((i) => i >= firstOn && (last < 0 || i <= last));
  return { event, items, firstOn, moved, offered, ...(last >= 0 ? { fallback: last } : {}) };
}

/** Who goes to the new screen when not every way on from the screen before does: the ways taken (indexes in its
 * `next:`, in order), and the statuses the way every other borrower goes is narrowed to (none: not narrowed). */
export interface Through { ways: number[]; statuses: string[] }

// The ways on a new screen takes, as the add-screen form asked (addScreen's `ways` and `statuses`): undefined when it
// takes them all, unnarrowed (the whole way on moves, as before); each mistake said under its box.
export function throughOf(file: string, after: string, way: WayOn, ways: unknown, statuses: unknown, known: readonly string[]): { through?: Through; problems: EditorProblem[] } {
  const problems: EditorProblem[] = [];
  let picked = way.offered;
  if (ways !== undefined) {
    const list = Array.isArray(ways) ? ways : [ways];
    const wrong = list.filter((w) => !way.offered.includes(w as number));
    if (wrong.length) problems.push(problem(file, formWords.badWays(after, wrong.map((w) => JSON.stringify(w)).join(', ')), 'ways'));
    else if (list.length === 0) problems.push(problem(file, formWords.noWayTicked(after), 'ways'));
    picked = way.offered.filter((i) => list.includes(i));
  }
  const asked = statuses === undefined ? [] : Array.isArray(statuses) ? statuses.map(String) : [String(statuses)];
  const unknown = asked.filter((s) => !known.includes(s));
  if (unknown.length) problems.push(problem(file, formWords.unknownStatuses(unknown, known), 'statuses'));
  else if (asked.length && (way.fallback === undefined || !picked.includes(way.fallback))) problems.push(problem(file, formWords.statusesWithoutFallback, 'statuses'));
  const narrowTo = known.filter((s) => asked.includes(s));
  if (problems.length || (picked.length === way.offered.length && narrowTo.length === 0)) return { problems };
  return { through: { ways: picked, statuses: narrowTo }, problems };
}

/** The ways on the borrowers take to the new screen, each as it leads on from there: all of them when every way is
 * taken; else those taken, the one every other borrower goes held to its statuses when narrowed. */
export const throughWays = (way: WayOn, through: Through | undefined): Next[] => (!through ? way.moved : through.ways.map((i) => {
  const n = way.items[i]!;
  return i === way.fallback && through.statuses.length ? { ...n, when: { status: [...through.statuses] } } : n;
}));

export interface NewEntry { name: string; path: string; guard?: string; progress?: number; form: string; save: readonly string[] }

/** A `next:` item's goto value as the file writes it. */
const gotoAt = (item: unknown) => range((item as YAMLMap).get('goto', true));

// One `next:` item's lines without its `when` (a single way taken: its condition already held on the screen before):
// the item's other keys as they are, the first of them now on its `-` line.
function withoutWhen(text: string, item: YAMLMap, part: { start: number; end: number }, indent: string, eol: string): string {
  const whenPair = item.items.find((p) => isScalar(p.key) && p.key.value === 'when');
  if (!whenPair) return text.slice(part.start, part.end);
  const rest = item.items.filter((p) => p !== whenPair);
  if (item.flow) return `${indent}- { ${rest.map((p) => text.slice(range(p.key)![0], range(p.value)![1])).join(', ')} }${eol}`;
  const from = lineStart(text, range(whenPair.key)![0]);
  const at = item.items.indexOf(whenPair);
  const to = item.items[at + 1] ? lineStart(text, range(item.items[at + 1]!.key)![0]) : part.end;
  const lines = text.slice(part.start, from) + text.slice(to, part.end);
  // The `when` was on the `-` line: the key after it takes its place there.
  return at === 0 ? lines.replace(new RegExp(`^${indent}  `), `${indent}- `) : lines;
}

// The flow file with `entry` written after `after` (as the guide writes a screen: path, guard, progress, form, its
// button, saveAnswers with its `save:` map) and the borrowers sent through it. Every way on taken (no `through`):
// `after`'s way on moved into it, and `after` now going to it. Some (the guide's sections 4 and 6): each way taken
// stays on `after` with its condition, now going to the new screen, and the new screen goes on as those ways did
// (the way itself when one is taken); the way every other borrower goes, narrowed to some statuses, keeps its place
// after a way of their own to the new screen. What would change where the borrower goes is refused (wayOn).
export function insertScreen(file: string, text: string, after: string, screen: Screen, entry: NewEntry, through?: Through): string {
  const way = wayOn(file, after, screen);
  const { event, firstOn } = way;
  const seq = nextOf(file, text, after, event);
  if (seq.items.length !== way.items.length) throw new FormEditError(formWords.notBlockMap(file, `screens.${after}.on.${event}.next`), file);

  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const parts = chunks(text, seq);
  const itemIndent = indentAt(text, parts[firstOn]!.start);
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
    `${at(1)}note: ${addedNote(after, through?.statuses)}`,
    `${at(1)}buttons:`,
    `${at(2)}- { id: submit, event: submit, kind: primary }`,
    `${at(1)}on:`,
    `${at(2)}submit:`,
    `${at(3)}action: saveAnswers`,
    `${at(3)}save:`,
    ...entry.save.map((name) => `${at(4)}${name}: answers.${name}`),
    `${at(3)}next:`,
  ];
  let onward: string;
  let splices: { start: number; end: number; text: string }[];
  if (!through) {
    onward = text.slice(parts[firstOn]!.start, parts[parts.length - 1]!.end);
    splices = [{ start: parts[firstOn]!.start, end: parts[parts.length - 1]!.end, text: `${itemIndent}- goto: ${entry.name}${eol}` }];
  } else {
    const { ways, statuses } = through;
    onward = ways.length === 1
      ? withoutWhen(text, seq.items[ways[0]!] as YAMLMap, parts[ways[0]!]!, itemIndent, eol)
      : ways.map((i) => text.slice(parts[i]!.start, parts[i]!.end)).join('');
    splices = ways.map((i) => (i === way.fallback && statuses.length
      ? { start: parts[i]!.start, end: parts[i]!.start, text: `${itemIndent}- when: { status: ${statuses.length === 1 ? statuses[0] : `[${statuses.join(', ')}]`} }${eol}${itemIndent}  goto: ${entry.name}${eol}` }
      : { start: gotoAt(seq.items[i])![0], end: gotoAt(seq.items[i])![1], text: entry.name }));
  }
  const block = `${lines.join(eol)}${eol}${reindent(onward, itemIndent, at(4))}`;
  const end = entryEnd(file, text, after);
  // The way on is inside `after`'s entry: the splices, the later first so the earlier ones' places still hold, move
  // its end by what they add.
  const routed = [...splices].sort((a, b) => b.start - a.start).reduce((out, x) => out.slice(0, x.start) + x.text + out.slice(x.end), text);
  const shift = routed.length - text.length;
  return `${routed.slice(0, end + shift)}${eol}${block.endsWith(eol) ? block : block + eol}${routed.slice(end + shift)}`;
}

// The flow file without the added screen `name`'s entry (and the blank line before it), and `after` going on as it
// went before, byte for byte. Its one unconditional `- goto: <name>` (every way on taken) is replaced by the added
// screen's way on, at its indent; else each way that now goes to it goes again where it went, the added screen's
// ways on saying where, in order (the one way taken left as its goto alone), and the way of its own the editor put
// for some statuses (its note says so) goes.
export function removeScreenEntry(file: string, text: string, name: string, after: string, afterScreen: Screen): string {
  const event = Object.entries(afterScreen.on ?? {}).find(([, h]) => h?.next?.some((n) => n.goto === name))?.[0];
  if (!event) throw new FormRefusal([problem(file, formWords.notLedTo(name, after))]);
  const own = nextOf(file, text, name, 'submit');
  const ownParts = chunks(text, own);
  const ownIndent = indentAt(text, ownParts[0]!.start);
  const ownText = text.slice(ownParts[0]!.start, ownParts[ownParts.length - 1]!.end);
  const seq = nextOf(file, text, after, event);
  const parts = chunks(text, seq);
  const leading = seq.items.map((item, i) => i).filter((i) => isMap(seq.items[i]) && (seq.items[i] as YAMLMap).get('goto') === name);
  if (leading.length === 0) throw new FormRefusal([problem(file, formWords.notLedTo(name, after))]);
  const doc = parsed(file, text);
  const note = doc.getIn(['screens', name, 'note']);
  const ownWay = narrowed({ note } as Screen);
  const screens = doc.get('screens', true) as YAMLMap;
  const pair = screens.items.find((p) => isScalar(p.key) && p.key.value === name)!;
  const from = lineStart(text, range(pair.key)![0]);
  const to = lineEnd(text, Math.max(from, range(pair.value)![1] - 1));
  const blankBefore = /\r?\n\r?\n$/.test(text.slice(0, from)) ? (text.slice(0, from).endsWith('\r\n') ? 2 : 1) : 0;
  const splices = [{ start: from - blankBefore, end: to, text: '' }];
  const first = leading[0]!;
  if (!ownWay && leading.length === 1 && !(seq.items[first] as YAMLMap).has('when')) {
    splices.push({ ...parts[first]!, text: reindent(ownText, ownIndent, indentAt(text, parts[first]!.start)) });
  } else {
    // The ways that went elsewhere, in order, and the added screen's ways on, each saying where one of them went.
    const gone = ownWay ? leading.slice(0, -1) : leading;
    if (gone.length > own.items.length || (gone.length > 1 && gone.length !== own.items.length - (ownWay ? 1 : 0))) {
      throw new FormRefusal([problem(file, formWords.wayOnChanged(name, after))]);
    }
    gone.forEach((i, k) => {
      const was = gotoAt(own.items[k]);
      if (!was) throw new FormRefusal([problem(file, formWords.wayOnChanged(name, after))]);
      splices.push({ start: gotoAt(seq.items[i])![0], end: gotoAt(seq.items[i])![1], text: text.slice(was[0], was[1]) });
    });
    if (ownWay) splices.push({ ...parts[leading[leading.length - 1]!]!, text: '' });
  }
  // The later splices in the file first, so the earlier ones' places still hold.
  return splices.sort((a, b) => b.start - a.start).reduce((out, x) => out.slice(0, x.start) + x.text + out.slice(x.end), text);
}

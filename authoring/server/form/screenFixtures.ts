import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, parse, parseDocument, type Node, type YAMLMap, type YAMLSeq } from 'yaml';
import { pathKnown } from '../../../e2e/replay/checkFixtureSteps';
import type { Condition } from '../../../engine/flow/Condition';
import type { CompiledFlow, Next } from '../../../engine/flow/FlowTypes';
import { problemAt } from '../../../engine/Problem';
import type { FormProblem, Words } from '../../shared/formTypes';
import type { FileSet } from './fileSet';
import { formWords } from './formWords';
import { lineEnd, lineStart } from './textLines';
import type { ReplayAnswer } from './screenAnswers';

// The QA replays a new screen now stands in the way of (issue 46: flows:check and flows:diff say nothing, yet the
// replay stops on the new screen). A replay walks screens by its steps' `expect: { path }`: one that is on the screen
// the new one follows (its link opened there, or a step expected its path) and whose next expected path is one that
// screen's way on leads to (any, for `$status`) now meets the new screen in between, at that step. Each is said at
// that step's line, with the button it must now press, in the fixture's language.

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function fixturesThrough(files: FileSet, flow: CompiledFlow, after: string, moved: readonly Next[], added: { name: string; button: Words }): FormProblem[] {
  return replaysThrough(files, flow, after, moved).map(({ rel, text, step, locale }) => ({
    ...problemAt('formEditor', rel, text, ['steps', step, 'expect', 'path'], formWords.replayStops(added.name, added.button[locale] || added.button.en || '')), rule: 'formEditor',
  }));
}

/** The statuses a condition holds its borrower to (its `status` fact, at its top), when it names some. */
export function statusesIn(when: Condition | undefined): string[] | undefined {
  const v = when?.status;
  const op = isObject(v) ? (v as { eq?: unknown; in?: unknown }) : undefined;
  const list = op ? (op.in ?? (op.eq !== undefined ? [op.eq] : undefined)) : Array.isArray(v) ? v : v === undefined ? undefined : [v];
  return Array.isArray(list) ? list.map(String) : undefined;
}

// The ways borrowers take through the screen `name` added after `after`, as the flows now say: its own ways on, one
// to where their status leads held to the statuses of the ways that lead to it, when each of those names some (the
// guide's prequal screen: only the approved borrowers come, so only their replays meet it).
export function waysThrough(flow: CompiledFlow, after: string, name: string): Next[] {
  const own = flow.screens[name]?.on?.submit?.next ?? [];
  const leading = Object.values(flow.screens[after]?.on ?? {}).flatMap((h) => h?.next ?? []).filter((n) => n.goto === name);
  const held = leading.map((n) => statusesIn(n.when));
  const statuses = held.length && held.every(Boolean) ? [...new Set(held.flat() as string[])] : undefined;
  return own.map((n) => (n.goto === '$status' && statuses && !statusesIn(n.when) ? { ...n, when: { ...(n.when ?? {}), status: statuses } } : n));
}

/** Each replay that now meets the new screen: its file, text, the step that would stop there, and its language. */
export function replaysThrough(files: FileSet, flow: CompiledFlow, after: string, moved: readonly Next[]): { rel: string; text: string; step: number; locale: string }[] {
  const from = flow.screens[after]?.path;
  if (!from) return [];
  // Where the way on can lead: the screens it names, or anywhere when the journey's routing decides; for a way held
  // to some statuses, the screens the routing rules of those statuses lead to (a rule that names no status routes by
  // something else: an inquiry, a lockout).
  const byStatus = (n: Next) => (n.goto === '$status' ? statusesIn(n.when) : undefined);
  const anywhere = moved.some((n) => n.goto.startsWith('$') && !byStatus(n));
  const statuses = moved.flatMap((n) => byStatus(n) ?? []);
  const routed = flow.routing.filter((r) => statusesIn(r.when)?.some((s) => statuses.includes(s))).map((r) => r.goto);
  const leadsTo = [...moved.map((n) => n.goto), ...routed].map((goto) => flow.screens[goto]?.path).filter((p): p is string => Boolean(p));
  // A replay's link as its steps write it: the entry's (or the prequal signup page's) path, its :params as {token}.
  const link = (flow.journey === 'prequal' ? flow.screens.prequal_signup?.path : flow.screens[flow.entry]?.path)?.replace(/:[A-Za-z0-9_]+/g, '{token}');
  const out: { rel: string; text: string; step: number; locale: string }[] = [];
  for (const rel of listFixtures(files)) {
    const text = files.read(rel);
    let data: unknown;
    try {
      data = parse(text);
    } catch {
      continue; // flows:check names a fixture that does not read
    }
    if (!isObject(data) || !Array.isArray(data.steps)) continue;
    if ((data.kind === 'prequal' ? 'prequal' : 'borrower') !== flow.journey) continue;
    const locale = typeof data.locale === 'string' ? data.locale : 'en';
    let here: string | undefined;
    for (const [i, step] of data.steps.entries()) {
      if (!isObject(step)) continue;
      if (step.open === 'link') here = link;
      else if (typeof step.open === 'string') here = step.open;
      const expected = isObject(step.expect) && typeof step.expect.path === 'string' ? step.expect.path : undefined;
      if (!expected) continue;
      const on = (path: string | undefined) => path !== undefined && pathKnown(path, [from], true);
      if (on(here) && !on(expected) && (anywhere || pathKnown(expected, leadsTo, true))) {
        out.push({ rel, text, step: i, locale });
        break;
      }
      here = expected;
    }
  }
  return out;
}

/** The fixture files (fixtures/*.yaml), as the sandbox loads them. */
export const listFixtures = (files: FileSet): string[] => readdirSync(join(files.root, 'fixtures')).filter((f) => /\.ya?ml$/.test(f)).sort().map((f) => `fixtures/${f}`);

export type { ReplayAnswer };

// Words in a flow mapping as a replay writes them: bare when nothing in them would read otherwise (YAML would read
// '1111' or 'true' as no text), else in single quotes, as QA quotes them ('1111').
const flowWord = (s: string) => {
  const bare = /^[^\s\-?:,[\]{}#&*!|>'"%@`][^,[\]{}:#"]*$/.test(s) && s.trim() === s;
  let reads: unknown;
  try {
    reads = bare ? parse(s) : undefined;
  } catch {
    reads = undefined;
  }
  return bare && reads === s ? s : `'${s.replace(/'/g, "''")}'`;
};

/** A replay's answer step as one line of its `steps:`. */
const answerLine = (a: ReplayAnswer) => (a.step === 'choose' ? `- choose: { ${flowWord(a.label)}: ${flowWord(a.words)} }`
  : a.step === 'fill' ? `- fill: { ${flowWord(a.label)}: ${flowWord(a.text)} }` : `- check: ${flowWord(a.label)}`);

// A replay given the new screen's step, at the step that would now stop there (fixturesThrough): that step now
// expects the new screen's path, and after it the new screen's answers are given and its button pressed, expecting
// what that step expected before. Every other line stays. Undefined when the step is not written one key a line.
export function withReplaySteps(text: string, stepAt: number, path: string, answers: readonly ReplayAnswer[], button: string): string | undefined {
  const doc = parseDocument(text);
  const steps = doc.get('steps', true);
  const step = isSeq(steps) ? (steps as YAMLSeq).items[stepAt] : undefined;
  if (!isMap(step) || step.flow) return undefined;
  const pair = (step as YAMLMap).items.find((p) => isScalar(p.key) && p.key.value === 'expect');
  const keyAt = (pair?.key as Node | undefined)?.range?.[0];
  const value = (pair?.value as Node | undefined)?.range;
  if (keyAt === undefined || !value || lineStart(text, keyAt) === lineStart(text, (step as Node).range![0])) return undefined;
  const items = (steps as YAMLSeq).items;
  const dash = lineStart(text, (step as Node).range![0]);
  const indent = /^[ \t]*/.exec(text.slice(dash))![0];
  const end = items[stepAt + 1] ? lineStart(text, (items[stepAt + 1] as Node).range![0]) : lineEnd(text, Math.max(dash, (step as Node).range![1] - 1));
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const expectLines = text.slice(lineStart(text, keyAt), lineEnd(text, value[1] - 1));
  const added = [
    ...answers.map((a) => `${indent}${answerLine(a)}`),
    `${indent}- click: ${flowWord(button)}`,
  ].join(eol);
  const withSteps = `${text.slice(0, end)}${added}${eol}${expectLines.endsWith('\n') ? expectLines : expectLines + eol}${text.slice(end)}`;
  return `${withSteps.slice(0, value[0])}{ path: ${path} }${withSteps.slice(value[1])}`;
}

/** A step's `expect:` pair, when the step is a map that has one. */
const expectOf = (item: unknown) => (isMap(item) ? (item as YAMLMap).items.find((p) => isScalar(p.key) && p.key.value === 'expect') : undefined);
const has = (item: unknown, key: string) => isMap(item) && (item as YAMLMap).has(key);

/** The steps a replay was given for the screen at `path` (withReplaySteps): the step expecting that path, the
 * answer steps after it (choose, check, fill: the editor's, or QA's put in their place) and the button's step. */
interface ReplayBlock { items: unknown[]; at: number; click: number; answers: ReplayAnswer[] }
const ANSWER_STEPS = ['choose', 'check', 'fill'];

function replayBlock(text: string, path: string): ReplayBlock | undefined {
  if (!text.includes(path)) return undefined;
  const doc = parseDocument(text);
  const steps = doc.get('steps', true);
  if (!isSeq(steps)) return undefined;
  const items = (steps as YAMLSeq).items;
  for (const [i, item] of items.entries()) {
    const value = expectOf(item)?.value as Node | undefined;
    if (!isMap(value) || (value as YAMLMap).get('path') !== path || !value.range) continue;
    let j = i + 1;
    while (j < items.length && ANSWER_STEPS.some((k) => has(items[j], k)) && !expectOf(items[j])) j += 1;
    const click = items[j] as Node | undefined;
    if (!click?.range || !has(click, 'click') || !(expectOf(click)?.value as Node | undefined)?.range) continue;
    const answers = items.slice(i + 1, j).flatMap((step): ReplayAnswer[] => {
      const data = (step as Node).toJSON() as Record<string, unknown>;
      if (typeof data.check === 'string') return [{ step: 'check', label: data.check }];
      const map = isObject(data.choose) ? data.choose : isObject(data.fill) ? data.fill : {};
      return Object.entries(map).map(([label, v]) => (isObject(data.choose) ? { step: 'choose', label, words: String(v) } : { step: 'fill', label, text: String(v) }));
    });
    return { items, at: i, click: j, answers };
  }
  return undefined;
}

/** What the steps a replay was given for the screen at `path` answer there, and the index of its button's step. */
export function replayStepsGiven(text: string, path: string): { answers: ReplayAnswer[]; click: number } | undefined {
  const block = replayBlock(text, path);
  return block ? { answers: block.answers, click: block.click } : undefined;
}

// A replay without the steps withReplaySteps gave it for the screen at `path` (the screen removed again): the step
// that expects that path expects again what the screen's button expects, and the screen's answers and button go, so
// the file is as it was before, byte for byte. Undefined when no step expects that path so followed.
export function withoutReplaySteps(text: string, path: string): string | undefined {
  const block = replayBlock(text, path);
  if (!block) return undefined;
  const { items, at: i, click: j } = block;
  const value = expectOf(items[i])!.value as Node;
  const click = items[j] as Node;
  const was = (expectOf(click)!.value as Node).range!;
  const from = lineStart(text, (items[i + 1] as Node).range![0]);
  const to = items[j + 1] ? lineStart(text, (items[j + 1] as Node).range![0]) : lineEnd(text, Math.max(from, click.range![1] - 1));
  const cut = text.slice(0, from) + text.slice(to);
  // The step's own expectation is before the lines cut, so its place still holds.
  return `${cut.slice(0, value.range![0])}${text.slice(was[0], was[1])}${cut.slice(value.range![1])}`;
}

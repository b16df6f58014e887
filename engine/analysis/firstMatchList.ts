import type { Condition } from '../flow/Condition';
import { checkableCondition } from './checkableCondition';
import type { FlowProblem } from '../flow/compileFlow';
import { ConditionSpace, type FactShape, type Goal } from './conditionSpace';
import { explainImpossible } from './explainImpossible';

export type Path = (string | number)[];
export type Fixed = Readonly<Record<string, readonly unknown[]>>;

/** One entry of a "first match wins" list. */
export interface Item {
  when?: Condition;
  /** How a sentence names it: `rule "declined"`, `step 2 of on.select (goto link_bank)`. */
  title: string;
  /** How a sentence names it among the ones that take its states: `rule "declined"`, `step 2 (goto link_bank)`. */
  ref: string;
  /** Its number or name in a list of several: `"declined"`, `2`. */
  short: string;
  path: Path;
  /** Its id on the flow map, when the map draws it. */
  id?: string;
  mentionsError: boolean;
}

/** Where a list is read: facts fixed there, and which of its entries are considered at all. */
export interface Scenario { fixed: Fixed; considers: (item: Item) => boolean }

export interface FirstMatchList {
  file: string;
  items: Item[];
  /** Plural noun for a sentence: "rules", "steps", "variants". */
  many: string;
  /** checkFlow already reports an entry without a condition that is not the last. */
  missingWhenReported: boolean;
  scenarios: Scenario[];
  /** The facts fixed wherever the list is read, for explanations. */
  fixed: Fixed;
}

/** Lines for flows:check, and the rules and steps the flow map marks. */
export interface ShadowedRules { problems: FlowProblem[]; marks: { id: string; reason: string }[] }

const names = (refs: string[], plural: string) =>
  refs.length === 1 ? refs[0] as string : `${plural} ${refs.slice(0, -1).join(', ')} and ${refs[refs.length - 1]}`;

// Judges each entry of one ordered list where the first entry whose `when` holds applies: reachable, shadowed
// (every state it matches is taken first by earlier entries, named), impossible (its `when` cannot hold, with why),
// or hidden behind an earlier entry that always applies (one line on that entry, whatever it hides). Lines go to
// `out.problems`, and every entry that can never apply to `out.marks` for the flow map.
export function checkFirstMatchList(list: FirstMatchList, facts: Record<string, FactShape>, out: ShadowedRules): void {
  const { items } = list;
  if (items.length === 0) return;
  const checkable = items.map((it) => it.when === undefined || checkableCondition(it.when, facts));
  const space = ConditionSpace.of(items.map((it, i) => (checkable[i] ? it.when : undefined)), facts);
  if (!space) return;
  const node = (i: number) => space.nodes[i] as Goal['node'];
  const sat = (goals: [number, boolean][], fixed: Fixed) => space.satisfiable(goals.map(([i, holds]) => ({ node: node(i), holds })), { fixed });
  const alwaysCache = new Map<string, boolean>();
  const always = (j: number, s: number) => {
    const key = `${j}/${s}`;
    if (!alwaysCache.has(key)) alwaysCache.set(key, items[j]?.when === undefined || !sat([[j, false]], (list.scenarios[s] as Scenario).fixed));
    return alwaysCache.get(key) as boolean;
  };
  /** An entry -> the later entries it alone takes every state of. */
  const takes = new Map<number, { i: number; message: string }[]>();
  /** Entries that always apply (or have no condition) -> the later entries they leave no state to. */
  const blockers = new Map<number, number[]>();

  items.forEach((item, i) => {
    if (!checkable[i]) return;
    const scenarios = list.scenarios.map((s, k) => ({ ...s, k })).filter((s) => s.considers(item));
    const earlier = (k: number) => items.slice(0, i).map((_it, j) => j).filter((j) => checkable[j] && (list.scenarios[k] as Scenario).considers(items[j] as Item));
    let blocker: number | undefined;
    const open = scenarios.filter((s) => {
      const j = earlier(s.k).find((e) => always(e, s.k));
      blocker ??= j;
      return j === undefined;
    });
    const blockedBy = (j: number) => blockers.set(j, [...(blockers.get(j) ?? []), i]);
    const mark = (reason: string) => item.id && out.marks.push({ id: item.id, reason });
    const behind = () => {
      const b = items[blocker as number] as Item;
      blockedBy(blocker as number);
      return mark(`${item.title} can never apply: ${b.title} before it ${b.when === undefined ? 'has no condition' : 'always applies'}`);
    };
    if (!open.length) return void behind();
    if (scenarios.every((s) => !sat([[i, true]], s.fixed))) {
      const message = `${item.title} can never apply: its condition cannot hold (${explainImpossible(space, i, facts, list.fixed)})`;
      out.problems.push({ file: list.file, path: item.path, message });
      return void mark(message);
    }
    if (open.some((s) => sat([[i, true], ...earlier(s.k).map((j): [number, boolean] => [j, false])], s.fixed))) return;
    if (open.length < scenarios.length) return void behind();
    // The earlier entries that take its states: one alone when one does, else a set none of which can be left out.
    const cover = new Set<number>();
    for (const s of open) {
      if (!sat([[i, true]], s.fixed)) continue;
      const overlapping = earlier(s.k).filter((j) => sat([[i, true], [j, true]], s.fixed));
      const single = overlapping.find((j) => !sat([[i, true], [j, false]], s.fixed));
      let kept = single === undefined ? overlapping : [single];
      for (const j of single === undefined ? [...overlapping].reverse() : []) {
        const without = kept.filter((x) => x !== j);
        if (!sat([[i, true], ...without.map((x): [number, boolean] => [x, false])], s.fixed)) kept = without;
      }
      kept.forEach((j) => cover.add(j));
    }
    const refs = [...cover].sort((a, b) => a - b).map((j) => items[j] as Item);
    const by = refs.length === 1 ? (refs[0] as Item).ref : names(refs.map((r) => r.short), list.many);
    const message = `${item.title} can never apply: every state it matches is taken first by ${by}`;
    if (cover.size === 1) takes.set([...cover][0] as number, [...(takes.get([...cover][0] as number) ?? []), { i, message }]);
    else out.problems.push({ file: list.file, path: item.path, message });
    mark(message);
  });

  // One entry that alone takes the states of several after it (a broad rule moved up) is the one mistake: one
  // line on it. Taking those of only one, the line goes on the entry that never applies (the one just added).
  for (const [j, taken] of takes) {
    if (taken.length === 1) out.problems.push({ file: list.file, path: (items[taken[0]?.i as number] as Item).path, message: taken[0]?.message as string });
    else out.problems.push({ file: list.file, path: (items[j] as Item).path, message: `${(items[j] as Item).title} takes every state of ${names(taken.map((t) => (items[t.i] as Item).short), list.many)} after it, so they can never apply` });
  }

  // One line per entry that leaves nothing to the ones after it (not one per entry it hides), naming those when
  // some after it still apply (a step naming actionError, which a failed action still considers).
  for (const [j, hidden] of [...blockers].sort(([a], [b]) => a - b)) {
    const it = items[j] as Item;
    if (it.when === undefined && list.missingWhenReported) continue;
    const which = hidden.length === items.length - j - 1 ? `the ${list.many} after it`
      : hidden.length === 1 ? (items[hidden[0] as number] as Item).ref : names(hidden.map((h) => (items[h] as Item).short), list.many);
    const why = it.when === undefined ? 'has no condition' : 'always applies (its condition holds in every state)';
    out.problems.push({ file: list.file, path: it.path, message: `${it.title} ${why}, so ${which} can never apply` });
  }
}

// An entry whose `when` can never hold, outside the ordered lists: a button, a handler, a back link.
export function checkOneCondition(file: string, path: Path, what: string, when: Condition | undefined, fixed: Fixed, facts: Record<string, FactShape>, out: ShadowedRules) {
  if (when === undefined || !checkableCondition(when, facts)) return;
  const space = ConditionSpace.of([when], facts);
  if (!space || space.satisfiable([{ node: space.nodes[0] as Goal['node'], holds: true }], { fixed })) return;
  out.problems.push({ file, path, message: `${what}: its condition cannot hold (${explainImpossible(space, 0, facts, fixed)})` });
}


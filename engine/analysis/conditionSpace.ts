import type { Condition } from '../flow/Condition';
import { evaluateCondition } from '../flow/evaluateCondition';
import { factDomains, listOpsOnly, type FactShape, type Model } from './factDomains';

export type { FactShape } from './factDomains';

/** A condition compiled for the search: the combinators, and atoms (one fact key with what it expects). */
export type CondNode =
  | { k: 'and' | 'or'; items: CondNode[] }
  | { k: 'not'; item: CondNode }
  | { k: 'const'; value: boolean }
  | { k: 'atom'; id: number; fact: string; expected: unknown };

/** One thing the search must make true (`holds`) or false. */
export interface Goal { node: CondNode; holds: boolean }

export interface SearchOptions {
  /** Facts whose values are fixed where the list is read (the screen of a handler, actionError null...). */
  fixed?: Readonly<Record<string, readonly unknown[]>>;
  /** Facts whose atoms are read as free yes/no answers, to find which fact alone makes a condition impossible. */
  relax?: ReadonlySet<string>;
}

const T = 1;
const F = 0;
const U = 2;
type Tri = typeof T | typeof F | typeof U;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** Past this many tries a search gives up and answers "satisfiable", which proves nothing (every finding rests on
 * an unsatisfiable search), so a pathological list costs at most this much and is never reported wrongly. */
const MAX_TRIES = 200_000;

// The search's variables for a list fact: one yes/no per member, and whether the list is null.
const bit = (fact: string, i: number) => `${fact}\u0000${i}`;
const nullVar = (fact: string) => `${fact}\u0000null`;

// Compiles a condition the way evaluateCondition reads it: every key of a mapping must hold.
export function compileCondition(condition: Condition | undefined, next: () => number): CondNode {
  if (condition === undefined) return { k: 'const', value: true };
  if (!isObject(condition)) return { k: 'const', value: false };
  const items = Object.entries(condition).map(([key, value]): CondNode => {
    if (key === 'all') return { k: 'and', items: asList(value).map((c) => compileCondition(c as Condition, next)) };
    if (key === 'any') return { k: 'or', items: asList(value).map((c) => compileCondition(c as Condition, next)) };
    if (key === 'not') return { k: 'not', item: compileCondition(value as Condition, next) };
    return { k: 'atom', id: next(), fact: key, expected: value };
  });
  return { k: 'and', items };
}

/** The atoms of a compiled condition, in order. */
export function atomsOf(node: CondNode, out: Extract<CondNode, { k: 'atom' }>[] = []): Extract<CondNode, { k: 'atom' }>[] {
  if (node.k === 'atom') out.push(node);
  else if (node.k === 'not') atomsOf(node.item, out);
  else if (node.k !== 'const') node.items.forEach((n) => atomsOf(n, out));
  return out;
}

/**
 * The conditions of one ordered list, compiled together so their facts share one finite space of values, and a
 * backtracking search over it with three-valued evaluation (an atom is unknown until its fact has a value), which
 * prunes as soon as one goal is decided the wrong way.
 */
export class ConditionSpace {
  readonly nodes: CondNode[];
  private readonly models: Map<string, Model>;

  private constructor(nodes: CondNode[], models: Map<string, Model>) {
    this.nodes = nodes;
    this.models = models;
  }

  /** Null when a fact is unknown or has too many kinds of value to try (the caller leaves that list alone). */
  static of(conditions: readonly (Condition | undefined)[], facts: Record<string, FactShape>): ConditionSpace | null {
    let id = 0;
    const nodes = conditions.map((c) => compileCondition(c, () => id++));
    const models = factDomains(nodes.flatMap((n) => atomsOf(n)), facts);
    return models ? new ConditionSpace(nodes, models) : null;
  }

  /** Whether some assignment of the facts meets every goal (or the search gave up: see MAX_TRIES). */
  satisfiable(goals: readonly Goal[], options: SearchOptions = {}): boolean {
    const relax = options.relax ?? new Set<string>();
    const fixed = options.fixed ?? {};
    const values = new Map<string, unknown>();
    const domains = new Map<string, readonly unknown[]>();
    const varsOf = goals.map((g) => {
      const vars: string[] = [];
      for (const a of atomsOf(g.node)) {
        if (relax.has(a.fact)) {
          vars.push(`@${a.id}`);
          domains.set(`@${a.id}`, [true, false]);
          continue;
        }
        const model = this.models.get(a.fact) as Model;
        if (model.kind === 'scalar') {
          vars.push(a.fact);
          domains.set(a.fact, fixed[a.fact] ?? model.domain);
        } else {
          const names = [...(model.nullable ? [nullVar(a.fact)] : []), ...model.members.map((_m, i) => bit(a.fact, i))];
          names.forEach((n) => domains.set(n, n === nullVar(a.fact) ? [false, true] : [true, false]));
          vars.push(...names);
        }
      }
      return [...new Set(vars)];
    });

    const atom = (a: Extract<CondNode, { k: 'atom' }>): Tri => {
      if (relax.has(a.fact)) {
        const v = values.get(`@${a.id}`);
        return v === undefined ? U : v ? T : F;
      }
      const model = this.models.get(a.fact) as Model;
      const concrete = (v: unknown): Tri => (evaluateCondition({ [a.fact]: a.expected } as Condition, () => v) ? T : F);
      if (model.kind === 'scalar') return values.has(a.fact) ? concrete(values.get(a.fact)) : U;
      if (model.nullable) {
        const isNull = values.get(nullVar(a.fact));
        if (isNull === undefined) return U;
        if (isNull) return concrete(null);
      }
      const member = (i: number): Tri => {
        const v = values.get(bit(a.fact, i));
        return v === undefined ? U : v ? T : F;
      };
      if (!listOpsOnly(a.expected)) {
        const held = model.members.map((_m, i) => member(i));
        return held.includes(U) ? U : concrete(model.members.filter((_m, i) => held[i] === T));
      }
      const index = (v: unknown) => model.members.indexOf(v);
      const or = (ts: Tri[]): Tri => (ts.includes(T) ? T : ts.includes(U) ? U : F);
      const and = (ts: Tri[]): Tri => (ts.includes(F) ? F : ts.includes(U) ? U : T);
      const not = (t: Tri): Tri => (t === U ? U : t === T ? F : T);
      const all = model.members.map((_m, i) => member(i));
      return and(Object.entries(a.expected as Record<string, unknown>).map(([op, arg]): Tri => {
        if (op === 'has') return member(index(arg));
        if (op === 'hasAny') return or(asList(arg).map((v) => member(index(v))));
        if (op === 'hasAll') return and(asList(arg).map((v) => member(index(v))));
        if (op === 'only') return and([member(index(arg)), not(or(all.filter((_t, i) => i !== index(arg))))]);
        const none = not(or(all));
        return arg === true ? none : not(none);
      }));
    };
    const evaluate = (n: CondNode): Tri => {
      if (n.k === 'const') return n.value ? T : F;
      if (n.k === 'atom') return atom(n);
      if (n.k === 'not') {
        const t = evaluate(n.item);
        return t === U ? U : t === T ? F : T;
      }
      const ts = n.items.map(evaluate);
      const decisive = n.k === 'and' ? F : T;
      return ts.includes(decisive) ? decisive : ts.includes(U) ? U : n.k === 'and' ? T : F;
    };

    let tries = 0;
    const search = (): boolean => {
      if (++tries > MAX_TRIES) return true;
      let open = -1;
      for (const [i, g] of goals.entries()) {
        const t = evaluate(g.node);
        if (t === U) open = open < 0 ? i : open;
        else if ((t === T) !== g.holds) return false;
      }
      if (open < 0) return true;
      const name = (varsOf[open] as string[]).find((v) => !values.has(v));
      if (name === undefined) return false;
      for (const v of domains.get(name) ?? []) {
        values.set(name, v);
        if (search()) return true;
      }
      values.delete(name);
      return false;
    };
    return search();
  }
}

import type { FactType } from '../facts/FactDef';

/** What the search needs of a fact: its type and, for a string or list, the values it can hold. */
export interface FactShape { type: FactType; values?: readonly string[] }

/** A fact read as one value out of `domain`. */
export interface ScalarModel { kind: 'scalar'; domain: unknown[] }
/** A list fact read as one yes/no per member (and, when an atom reads the whole list, whether it is null). */
export interface ListModel { kind: 'list'; members: unknown[]; nullable: boolean }
export type Model = ScalarModel | ListModel;

/** One fact key of a condition with what it expects there. */
export interface Atom { fact: string; expected: unknown }

const LIST_OPS = new Set(['has', 'hasAny', 'hasAll', 'only', 'empty']);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** The value a list holds besides the ones its conditions name (all such values behave alike). */
const OTHER = '\u0001other';
/** Past this many needles a free-text fact has too many kinds of value to try: its conditions are left alone. */
const MAX_NEEDLES = 10;

// Whether a fact's atom needs the whole value (a null list differs from an empty one only for these).
export const listOpsOnly = (expected: unknown) => isObject(expected) && Object.keys(expected).every((op) => LIST_OPS.has(op));

// The values worth trying for each fact the atoms name: finite, and enough to tell apart everything those atoms
// can tell apart (so "no assignment" is a proof over every real state). Booleans: true and false. A string with
// `values`: those and null. Free text: null, each literal, and for contains/containsAny one text per set of needles
// it holds. A number: null and each threshold with a value just below, between and above. A list: one yes/no per
// value the atoms name (plus one for any other value) and, when an atom reads the whole list, whether it is null.
export function factDomains(atoms: readonly Atom[], facts: Record<string, FactShape>): Map<string, Model> | null {
  const byFact = new Map<string, unknown[]>();
  for (const a of atoms) byFact.set(a.fact, [...(byFact.get(a.fact) ?? []), a.expected]);
  const models = new Map<string, Model>();
  for (const [fact, expecteds] of byFact) {
    const shape = facts[fact];
    if (!shape) return null;
    const literals: unknown[] = [];
    const needles: string[] = [];
    for (const e of expecteds) {
      if (Array.isArray(e)) literals.push(...e);
      else if (!isObject(e)) literals.push(e);
      else for (const [op, arg] of Object.entries(e)) {
        if (op === 'contains') needles.push(String(arg));
        else if (op === 'containsAny') needles.push(...asList(arg).map(String));
        else if (op !== 'empty' && op !== 'exists') literals.push(...(Array.isArray(arg) ? arg : [arg]));
      }
    }
    const uniq = (xs: unknown[]) => [...new Set(xs)];
    if (shape.type === 'list') {
      const named = uniq(literals);
      const others = !shape.values || shape.values.some((v) => !named.includes(v));
      models.set(fact, { kind: 'list', members: others ? [...named, OTHER] : named, nullable: !expecteds.every(listOpsOnly) });
    } else if (shape.type === 'boolean') {
      models.set(fact, { kind: 'scalar', domain: uniq([true, false, ...literals]) });
    } else if (shape.type === 'number') {
      const ns = uniq(literals.filter((n): n is number => typeof n === 'number' && Number.isFinite(n))).sort((a, b) => (a as number) - (b as number)) as number[];
      const points = ns.flatMap((n, i) => [n, i + 1 < ns.length ? (n + (ns[i + 1] as number)) / 2 : n + 1]);
      models.set(fact, { kind: 'scalar', domain: uniq([null, ...(ns.length ? [(ns[0] as number) - 1] : [0]), ...points, ...literals]) });
    } else if (shape.values) {
      models.set(fact, { kind: 'scalar', domain: uniq([null, ...shape.values, ...literals]) });
    } else {
      const ns = uniq(needles) as string[];
      if (ns.length > MAX_NEEDLES) return null;
      const texts = [...ns, ...literals.filter((l): l is string => typeof l === 'string')];
      let sep = '\u0001';
      while (texts.some((t) => t.includes(sep))) sep = String.fromCharCode(sep.charCodeAt(0) + 1);
      // A text that is none of the literals and holds exactly the needles of one subset (and what they contain).
      const free = Array.from({ length: 2 ** ns.length }, (_, mask) => sep + ns.filter((_n, i) => mask & (1 << i)).join(sep));
      models.set(fact, { kind: 'scalar', domain: uniq([null, ...literals, ...free]) });
    }
  }
  return models;
}


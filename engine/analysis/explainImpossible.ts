import { atomsOf, type CondNode, type ConditionSpace, type FactShape, type SearchOptions } from './conditionSpace';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const shown = (v: unknown) => (v === null ? 'unset' : typeof v === 'string' ? v : JSON.stringify(v));
const quoted = (v: unknown) => JSON.stringify(v);
const listOf = (vs: unknown, show: (v: unknown) => string = shown) => (Array.isArray(vs) && vs.length ? vs.map(show).join(', ') : 'nothing');

/** What one fact key of a condition asks, in words: one phrase per operator ("holding pin", "above 3"). */
export function asks(expected: unknown): string[] {
  if (Array.isArray(expected)) return [`one of ${listOf(expected)}`];
  if (!isObject(expected)) return [shown(expected)];
  return Object.entries(expected).map(([op, arg]) => {
    switch (op) {
      case 'eq': return shown(arg);
      case 'in': return `one of ${listOf(arg)}`;
      case 'has': return `holding ${shown(arg)}`;
      case 'hasAny': return `holding any of ${listOf(arg)}`;
      case 'hasAll': return `holding all of ${listOf(arg)}`;
      case 'only': return `holding only ${shown(arg)}`;
      case 'empty': return arg ? 'empty' : 'not empty';
      case 'exists': return arg ? 'set' : 'unset';
      case 'gt': return `above ${shown(arg)}`;
      case 'gte': return `${shown(arg)} or more`;
      case 'lt': return `below ${shown(arg)}`;
      case 'lte': return `${shown(arg)} or less`;
      case 'contains': return `containing ${quoted(arg)}`;
      case 'containsAny': return `containing any of ${listOf(arg, quoted)}`;
      default: return `${op} ${shown(arg)}`;
    }
  });
}

// The phrases a fact's atoms ask, when they sit in a plain conjunction (all keys, `all`, or a `not` of one key);
// null when an `any` or a wider `not` makes "at once" the wrong words.
function conjunctive(node: CondNode, fact: string, negated = false): string[] | null {
  if (node.k === 'const') return [];
  if (node.k === 'atom') return node.fact !== fact ? [] : asks(node.expected).map((p) => (negated ? `not ${p}` : p));
  if (node.k === 'not') {
    const inner = node.item.k === 'and' && node.item.items.length === 1 ? node.item.items[0] as CondNode : node.item;
    return inner.k === 'atom' ? conjunctive(inner, fact, !negated) : atomsOf(inner).some((a) => a.fact === fact) ? null : [];
  }
  if (node.k === 'or' && node.items.length === 1) return conjunctive(node.items[0] as CondNode, fact, negated);
  if (node.k === 'or') return atomsOf(node).some((a) => a.fact === fact) ? null : [];
  const parts = node.items.map((n) => conjunctive(n, fact, negated));
  return parts.some((p) => p === null) ? null : (parts as string[][]).flat();
}

function factWords(node: CondNode, fact: string, shape: FactShape | undefined): string {
  const atoms = atomsOf(node).filter((a) => a.fact === fact);
  if (shape?.type === 'list' && atoms.some((a) => !isObject(a.expected) || 'eq' in a.expected || 'in' in a.expected)) {
    return `${fact} is a list, so it never equals a single value: test it with has, hasAny, hasAll, only or empty`;
  }
  const phrases = conjunctive(node, fact);
  if (!phrases || !phrases.length) return `no value of ${fact} meets it`;
  if (phrases.length === 1) return `${fact} can never be ${phrases[0]}`;
  if (phrases.length === 2) return `${fact} would have to be both ${phrases[0]} and ${phrases[1]}`;
  return `${fact} would have to be ${phrases.slice(0, -1).join(', ')} and ${phrases[phrases.length - 1]} at once`;
}

// Why condition `index` of the space can never hold, in plain words: the place fixes a fact to a value it does not
// accept ("screen is always pin here"), one fact is asked for values it cannot hold at once ("direct would have to
// be both true and false"), or else its parts contradict each other. The caller has established that it cannot.
export function explainImpossible(space: ConditionSpace, index: number, facts: Record<string, FactShape>, fixed: Readonly<Record<string, readonly unknown[]>>): string {
  const node = space.nodes[index] as CondNode;
  const goal = [{ node, holds: true }];
  for (const [fact, vs] of Object.entries(fixed)) {
    const rest = Object.fromEntries(Object.entries(fixed).filter(([f]) => f !== fact));
    if (atomsOf(node).some((a) => a.fact === fact) && space.satisfiable(goal, { fixed: rest })) {
      return vs.length === 1 ? `${fact} is always ${shown(vs[0])} here` : `${fact} is always one of ${listOf(vs)} here`;
    }
  }
  const named = [...new Set(atomsOf(node).map((a) => a.fact))];
  for (const fact of named) {
    const options: SearchOptions = { fixed, relax: new Set(named.filter((f) => f !== fact)) };
    if (!space.satisfiable(goal, options)) return factWords(node, fact, facts[fact]);
  }
  return `its parts contradict each other (${named.join(', ')})`;
}

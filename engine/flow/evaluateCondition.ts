import type { Condition, Operator, Scalar } from './Condition';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => a === b;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function test(actual: unknown, op: Operator): boolean {
  for (const [name, expected] of Object.entries(op)) {
    const n = num(actual);
    const pass = (() => {
      switch (name) {
        case 'eq': return same(actual, expected);
        case 'in': return list(expected).some((e) => same(actual, e));
        case 'has': return list(actual).some((a) => same(a, expected));
        case 'hasAny': return list(expected).some((e) => list(actual).some((a) => same(a, e)));
        case 'hasAll': return list(expected).every((e) => list(actual).some((a) => same(a, e)));
        case 'only': return list(actual).length > 0 && list(actual).every((a) => same(a, expected));
        case 'empty': return (list(actual).length === 0) === expected;
        case 'exists': return (actual !== undefined && actual !== null) === expected;
        case 'gt': return n !== undefined && n > (expected as number);
        case 'gte': return n !== undefined && n >= (expected as number);
        case 'lt': return n !== undefined && n < (expected as number);
        case 'lte': return n !== undefined && n <= (expected as number);
        case 'contains': return typeof actual === 'string' && actual.includes(String(expected));
        case 'containsAny': return typeof actual === 'string' && list(expected).some((e) => actual.includes(String(e)));
        default: return false;
      }
    })();
    if (!pass) return false;
  }
  return true;
}

function matches(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) return expected.some((e) => same(actual, e as Scalar));
  if (isPlainObject(expected)) return test(actual, expected as Operator);
  return same(actual, expected);
}

// The one interpreter of flow conditions: total (never throws; an unknown fact reads as undefined and simply does
// not match), so a bad flow can misroute at worst, which flows:check exists to catch before it ships.
export function evaluateCondition(condition: Condition | undefined, fact: (name: string) => unknown, depth = 0): boolean {
  if (condition === undefined) return true;
  if (!isPlainObject(condition) || depth > 32) return false;
  for (const [key, expected] of Object.entries(condition)) {
    if (key === 'all') {
      if (!list(expected).every((c) => evaluateCondition(c as Condition, fact, depth + 1))) return false;
    } else if (key === 'any') {
      if (!list(expected).some((c) => evaluateCondition(c as Condition, fact, depth + 1))) return false;
    } else if (key === 'not') {
      if (evaluateCondition(expected as Condition, fact, depth + 1)) return false;
    } else if (!matches(fact(key), expected)) return false;
  }
  return true;
}

import { OPERATORS } from '../flow/Condition';
import type { FactShape } from './conditionSpace';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const LIST_OPS = new Set(['has', 'hasAny', 'hasAll', 'only', 'empty']);
const NUMBER_OPS = new Set(['gt', 'gte', 'lt', 'lte']);
const STRING_OPS = new Set(['contains', 'containsAny']);
const ARRAY_OPS = new Set(['in', 'hasAny', 'hasAll']);

// Whether a condition is one the rule analysis may reason about: well formed (schemas/flow.schema.json) and naming
// only known facts, operators that suit them and values they can hold (what checkFlow checks). Anything else is
// already reported on its own line, so the analysis leaves it alone instead of adding a second line about it.
export function checkableCondition(cond: unknown, facts: Record<string, FactShape>, depth = 0): boolean {
  // evaluateCondition stops at the same depth (a YAML alias can nest a condition in itself).
  if (!isObject(cond) || depth > 32) return false;
  return Object.entries(cond).every(([key, value]) => {
    if (key === 'all' || key === 'any') return Array.isArray(value) && value.every((c) => checkableCondition(c, facts, depth + 1));
    if (key === 'not') return checkableCondition(value, facts, depth + 1);
    const fact = facts[key];
    if (!fact) return false;
    const fits = (v: unknown) => isScalar(v) &&
      (fact.type !== 'boolean' || typeof v === 'boolean') &&
      !(fact.values && typeof v === 'string' && !fact.values.includes(v));
    if (Array.isArray(value)) return value.every(fits);
    if (!isObject(value)) return fact.type !== 'list' && fits(value);
    const ops = Object.entries(value);
    return ops.length > 0 && ops.every(([op, arg]) => {
      if (!(OPERATORS as readonly string[]).includes(op)) return false;
      if (LIST_OPS.has(op) && fact.type !== 'list') return false;
      if (NUMBER_OPS.has(op)) return fact.type === 'number' && typeof arg === 'number' && Number.isFinite(arg);
      if (STRING_OPS.has(op) && fact.type !== 'string') return false;
      if (op === 'contains') return typeof arg === 'string';
      if (op === 'containsAny') return Array.isArray(arg) && arg.every((a) => typeof a === 'string');
      if (op === 'empty' || op === 'exists') return typeof arg === 'boolean';
      if (ARRAY_OPS.has(op)) return Array.isArray(arg) && arg.every(fits);
      return fits(arg);
    });
  });
}

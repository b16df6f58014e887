import type { Condition } from '../../engine/flow/Condition';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const scalar = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));
const OPERATOR_WORDS: Record<string, string> = {
  eq: '=', in: 'in', has: 'has', hasAny: 'has any of', hasAll: 'has all of', only: 'only', contains: 'contains',
  containsAny: 'contains any of', gt: '>', gte: '>=', lt: '<', lte: '<=',
};

function factText(fact: string, value: unknown): string {
  if (value === true) return fact;
  if (value === false) return `not ${fact}`;
  if (Array.isArray(value)) return `${fact} = ${value.map(scalar).join(' | ')}`;
  if (!isObject(value)) return `${fact} = ${scalar(value)}`;
  return Object.entries(value).map(([op, arg]) => {
    if (op === 'empty') return arg ? `${fact} empty` : `${fact} not empty`;
    if (op === 'exists') return arg ? `${fact} set` : `${fact} unset`;
    const shown = Array.isArray(arg) ? arg.map(scalar).join(', ') : scalar(arg);
    return `${fact} ${OPERATOR_WORDS[op] ?? op} ${shown}`;
  }).join(' and ');
}

/** How a condition's parts are said: one fact with its value, and a negated part. */
export interface ConditionWords { fact: (fact: string, value: unknown) => string; not: (inner: string) => string }
const MAP_WORDS: ConditionWords = { fact: factText, not: (inner) => `not (${inner})` };

// One line of plain text for a flow condition, as the flow map labels a rule or a transition step with it:
// `status = DECLINED and declineReasons only INELIGIBLE_FOR_ADDITIONAL_LOAN`. No condition reads "always". Other
// words for its facts (the form editor's, for a product manager) walk the same `all`/`any`/`not`.
export function conditionText(condition: Condition | undefined, words: ConditionWords = MAP_WORDS): string {
  if (condition === undefined) return 'always';
  if (!isObject(condition)) return String(condition);
  const parts = Object.entries(condition).map(([key, value]) => {
    if (key === 'not') return words.not(conditionText(value as Condition, words));
    if ((key === 'any' || key === 'all') && Array.isArray(value)) {
      const inner = value.map((c) => conditionText(c as Condition, words));
      const joined = inner.join(key === 'any' ? ' or ' : ' and ');
      return inner.length > 1 ? `(${joined})` : joined;
    }
    return words.fact(key, value);
  });
  return parts.join(' and ') || 'always';
}

/** Cuts a label to `max` characters with an ellipsis; the full text goes into a tooltip. */
export const shorten = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

import { closestName } from '../flow/closestName';
import { err, ok, type Result } from '../Result';
import { RULE_KINDS, type ErrorRule, type MessageMatch, type RuleKind } from './ErrorRule';

const MATCHERS = ['startsWith', 'contains', 'equals'] as const;
const RULE_KEYS = ['match', 'kind', 'field', 'code'];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isRuleKind = (value: unknown): value is RuleKind => RULE_KINDS.includes(value as RuleKind);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A problem of flows/errors.yaml: the key path it is about (for a line number) and the sentence naming it. */
export interface ErrorRuleProblem { path: (string | number)[]; message: string }

function loadRule(raw: unknown, index: number, source: string, problems: ErrorRuleProblem[]): ErrorRule | undefined {
  const at = `${source}: rules[${index}]`;
  const add = (path: (string | number)[], message: string) => problems.push({ path: ['rules', index, ...path], message });
  if (!isRecord(raw)) {
    add([], `${at} must be a mapping with match and kind.`);
    return undefined;
  }
  const before = problems.length;
  // A misspelt key (feild:) is one mistake: the key it was meant to be is not reported missing as well.
  const meant = new Set<string>();
  for (const key of Object.keys(raw)) {
    if (RULE_KEYS.includes(key)) continue;
    const near = closestName(key, RULE_KEYS);
    if (near) meant.add(near);
    add([key], `${at} has an unknown key '${key}' (${near ? `did you mean '${near}'? ` : ''}allowed: ${RULE_KEYS.join(', ')}).`);
  }
  let match: MessageMatch | undefined;
  if (!isRecord(raw.match)) {
    if (!(raw.match === undefined && meant.has('match'))) add(['match'], `${at}.match must be a mapping with one of ${MATCHERS.join(', ')}.`);
  } else {
    const keys = Object.keys(raw.match);
    const matcher = MATCHERS.find((name) => keys.length === 1 && keys[0] === name);
    const text = matcher === undefined ? undefined : raw.match[matcher];
    if (matcher === undefined) add(['match', ...(keys.length === 1 ? [keys[0] as string] : [])], `${at}.match must have exactly one of ${MATCHERS.join(', ')}; it has ${keys.length === 0 ? 'none' : keys.join(', ')}.`);
    else if (!nonEmpty(text)) add(['match', matcher], `${at}.match.${matcher} must be a non-empty text.`);
    else match = { [matcher]: text } as MessageMatch;
  }
  if (!isRuleKind(raw.kind) && !(raw.kind === undefined && meant.has('kind'))) add(['kind'], `${at}.kind must be one of ${RULE_KINDS.join(', ')}; it is ${JSON.stringify(raw.kind) ?? 'missing'}.`);
  if (raw.kind === 'field' && !nonEmpty(raw.field) && !(raw.field === undefined && meant.has('field'))) add(['field'], `${at}.field is required when kind is field (the form field the message belongs to).`);
  if (raw.kind !== 'field' && raw.field !== undefined) add(['field'], `${at}.field is only allowed when kind is field.`);
  if (raw.code !== undefined && !nonEmpty(raw.code)) add(['code'], `${at}.code must be a non-empty content key.`);
  if (problems.length > before || match === undefined || !isRuleKind(raw.kind)) return undefined;
  return {
    match,
    kind: raw.kind,
    ...(nonEmpty(raw.field) ? { field: raw.field } : {}),
    ...(nonEmpty(raw.code) ? { code: raw.code } : {}),
  };
}

// Checks a parsed flows/errors.yaml and returns its rules in order, or every problem found with the key path it
// is about (flows:check turns the path into a line), so a product edit that breaks a rule is reported, never
// silently ignored.
export function checkErrorRuleShape(parsed: unknown, source = 'flows/errors.yaml'): Result<ErrorRule[], ErrorRuleProblem[]> {
  if (!isRecord(parsed)) return err([{ path: [], message: `${source} must be a mapping with version and rules.` }]);
  const problems: ErrorRuleProblem[] = [];
  if (parsed.version !== 1) problems.push({ path: ['version'], message: `${source}: version must be 1; it is ${JSON.stringify(parsed.version) ?? 'missing'}.` });
  for (const key of Object.keys(parsed)) {
    if (key !== 'version' && key !== 'rules') problems.push({ path: [key], message: `${source} has an unknown top-level key '${key}' (allowed: version, rules).` });
  }
  if (!Array.isArray(parsed.rules)) {
    problems.push({ path: ['rules'], message: `${source}: rules must be a list.` });
    return err(problems);
  }
  const rules: ErrorRule[] = [];
  parsed.rules.forEach((raw: unknown, index: number) => {
    const rule = loadRule(raw, index, source, problems);
    if (rule !== undefined) rules.push(rule);
  });
  return problems.length > 0 ? err(problems) : ok(rules);
}

// The same check for the app, with each problem as a sentence that names the file and the rule.
export function loadErrorRules(parsed: unknown, source = 'flows/errors.yaml'): Result<ErrorRule[], string[]> {
  const checked = checkErrorRuleShape(parsed, source);
  return checked.ok ? checked : err(checked.error.map((p) => p.message));
}

import { err, ok, type Result } from '../Result';
import { RULE_KINDS, type ErrorRule, type MessageMatch, type RuleKind } from './ErrorRule';

const MATCHERS = ['startsWith', 'contains', 'equals'] as const;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isRuleKind = (value: unknown): value is RuleKind => RULE_KINDS.includes(value as RuleKind);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

function loadRule(raw: unknown, at: string, problems: string[]): ErrorRule | undefined {
  if (!isRecord(raw)) {
    problems.push(`${at} must be a mapping with match and kind.`);
    return undefined;
  }
  const before = problems.length;
  for (const key of Object.keys(raw)) {
    if (!['match', 'kind', 'field', 'code'].includes(key)) problems.push(`${at} has an unknown key '${key}' (allowed: match, kind, field, code).`);
  }
  let match: MessageMatch | undefined;
  if (!isRecord(raw.match)) {
    problems.push(`${at}.match must be a mapping with one of ${MATCHERS.join(', ')}.`);
  } else {
    const keys = Object.keys(raw.match);
    const matcher = MATCHERS.find((name) => keys.length === 1 && keys[0] === name);
    const text = matcher === undefined ? undefined : raw.match[matcher];
    if (matcher === undefined) problems.push(`${at}.match must have exactly one of ${MATCHERS.join(', ')}; it has ${keys.length === 0 ? 'none' : keys.join(', ')}.`);
    else if (!nonEmpty(text)) problems.push(`${at}.match.${matcher} must be a non-empty text.`);
    else match = { [matcher]: text } as MessageMatch;
  }
  if (!isRuleKind(raw.kind)) problems.push(`${at}.kind must be one of ${RULE_KINDS.join(', ')}; it is ${JSON.stringify(raw.kind) ?? 'missing'}.`);
  if (raw.kind === 'field' && !nonEmpty(raw.field)) problems.push(`${at}.field is required when kind is field (the form field the message belongs to).`);
  if (raw.kind !== 'field' && raw.field !== undefined) problems.push(`${at}.field is only allowed when kind is field.`);
  if (raw.code !== undefined && !nonEmpty(raw.code)) problems.push(`${at}.code must be a non-empty content key.`);
  if (problems.length > before || match === undefined || !isRuleKind(raw.kind)) return undefined;
  return {
    match,
    kind: raw.kind,
    ...(nonEmpty(raw.field) ? { field: raw.field } : {}),
    ...(nonEmpty(raw.code) ? { code: raw.code } : {}),
  };
}

// Checks a parsed flows/errors.yaml and returns its rules in order, or every problem found (each naming the
// file and the rule), so a product edit that breaks a rule is reported, never silently ignored.
export function loadErrorRules(parsed: unknown, source = 'flows/errors.yaml'): Result<ErrorRule[], string[]> {
  if (!isRecord(parsed)) return err([`${source} must be a mapping with version and rules.`]);
  const problems: string[] = [];
  if (parsed.version !== 1) problems.push(`${source}: version must be 1; it is ${JSON.stringify(parsed.version) ?? 'missing'}.`);
  for (const key of Object.keys(parsed)) {
    if (key !== 'version' && key !== 'rules') problems.push(`${source} has an unknown top-level key '${key}' (allowed: version, rules).`);
  }
  if (!Array.isArray(parsed.rules)) {
    problems.push(`${source}: rules must be a list.`);
    return err(problems);
  }
  const rules: ErrorRule[] = [];
  parsed.rules.forEach((raw: unknown, index: number) => {
    const rule = loadRule(raw, `${source}: rules[${index}]`, problems);
    if (rule !== undefined) rules.push(rule);
  });
  return problems.length > 0 ? err(problems) : ok(rules);
}

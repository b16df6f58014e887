import type { ErrorRule, MessageMatch } from '../../../engine/api/ErrorRule';
import { parseErrorRules } from '../../../engine/api/parseErrorRules';
import { problemAt, type Problem } from '../../../engine/Problem';
import type { Project } from '../Project';

const FILE = 'flows/errors.yaml';
const text = (m: MessageMatch) => ('startsWith' in m ? m.startsWith : 'contains' in m ? m.contains : m.equals);
const words = (m: MessageMatch) => `${Object.keys(m)[0]} ${JSON.stringify(text(m))}`;

// Whether every message `later` matches is matched by `earlier`. Exact, and one earlier rule is always enough:
// a message made of the later rule's text and a character no rule uses is matched by several earlier rules only
// if it is by one of them alone, and that one then matches every message of the later rule.
export function takesAll(earlier: MessageMatch, later: MessageMatch): boolean {
  const t = text(later);
  if ('contains' in earlier) return t.includes(earlier.contains);
  if ('startsWith' in earlier) return !('contains' in later) && t.startsWith(earlier.startsWith);
  return 'equals' in later && t === earlier.equals;
}

/** For each rule of errors.yaml an earlier one always matches first: its index and the earlier rule's. */
export function shadowedErrorRules(rules: readonly ErrorRule[]): { index: number; by: number }[] {
  return rules.flatMap((rule, index) => {
    const by = rules.slice(0, index).findIndex((e) => takesAll(e.match, rule.match));
    return by < 0 ? [] : [{ index, by }];
  });
}

// flows/errors.yaml is read top to bottom and the first match decides, so a rule below one that matches every
// message it would (contains "ssn4" under contains "ssn") is dead: report it where it stands, naming the rule that
// takes its messages. A file that does not load is the errorRules rule's line; nothing is added here then.
export function errorRuleOrder(project: Project): Problem[] {
  const source = project.texts[FILE];
  if (source === undefined) return [];
  const parsed = parseErrorRules(source);
  if (!parsed.ok) return [];
  return shadowedErrorRules(parsed.value).map(({ index, by }) => {
    const rule = parsed.value[index] as ErrorRule;
    const first = parsed.value[by] as ErrorRule;
    return problemAt('errorRuleOrder', FILE, source, ['rules', index], `rule ${index + 1} (${words(rule.match)}) can never apply: every message it matches is taken first by rule ${by + 1} (${words(first.match)}, kind ${first.kind})`);
  });
}

import type { ErrorRule, MessageMatch, RuleKind } from './ErrorRule';

export interface ErrorClass {
  kind: RuleKind;
  field?: string;
  code?: string;
}

const matches = (message: string, match: MessageMatch): boolean => {
  if ('startsWith' in match) return message.startsWith(match.startsWith);
  if ('contains' in match) return message.includes(match.contains);
  return message === match.equals;
};

// Turns a server message into the kind of failure it means, using the ordered rules of flows/errors.yaml
// (first match wins), so product can change what a message does without a code change. No message, or no
// matching rule: a general error (the /error page).
export function classifyError(message: string | undefined, rules: readonly ErrorRule[]): ErrorClass {
  if (message === undefined) return { kind: 'general' };
  const rule = rules.find((candidate) => matches(message, candidate.match));
  if (rule === undefined) return { kind: 'general' };
  return {
    kind: rule.kind,
    ...(rule.field !== undefined ? { field: rule.field } : {}),
    ...(rule.code !== undefined ? { code: rule.code } : {}),
  };
}

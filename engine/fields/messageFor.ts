import type { FieldIssue } from './FieldIssue';

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

// Turns a validator's code into the sentence the borrower reads, filling {param} placeholders in one pass
// (a value containing "{x}" is never expanded again). The result is plain text for a text node; nothing in it is
// read as HTML. A missing text names the code so QA can spot the gap instead of seeing an empty error.
export function messageFor(issue: FieldIssue, messages: Record<string, string>): string {
  const template = Object.hasOwn(messages, issue.code) ? messages[issue.code] : undefined;
  if (template === undefined) return `Missing message text for code "${issue.code}".`;
  const params = issue.params ?? {};
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(params, name) ? (params[name] ?? whole) : whole));
}

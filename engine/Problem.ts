import { locate } from './analysis/locate';

// A mistake in a file product or QA edits (a flow, a form, copy, a fixture), where it is and in their words. Every
// checker returns these (flows:check's rules, the sandbox's fixture check, the replay's step check); how they are
// printed (a line, JSON for an editor, a CI annotation) is the reporter's business.
export interface Problem {
  /** The file, relative to the project root (flows/borrower.yaml). */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** One plain sentence: what is wrong and, when it can tell, what was meant. */
  message: string;
  /** The check that found it (flows:check's rule names: flowNames, forms, fixtureSteps...). */
  rule: string;
}

/** The line product reads: `file:line:column: sentence`. */
export const formatProblem = (p: Problem): string => `${p.file}:${p.line}:${p.column}: ${p.message}`;

// A problem about a key of a YAML (or JSON) text, at that key's line and column (its nearest existing parent when
// the key is missing).
export function problemAt(rule: string, file: string, text: string, path: readonly (string | number)[], message: string): Problem {
  return { file, ...locate(text, path), message, rule };
}

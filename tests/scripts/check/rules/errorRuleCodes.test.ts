import { describe, expect, it } from 'vitest';
import { configMistakes } from '../../../support/configMistakes';

// flows:check refuses a lender message the borrower would see without content's words for it (WCAG 3.1.2: the
// lender's text is English developer wording, also on a Spanish page). One line, at the rule, saying why it is seen.
const E = 'flows/errors.yaml';
const B = 'flows/borrower.yaml';
const { checkWith, expectOneLine, flowsCheck } = configMistakes();

describe('flows:check: a code on every error rule the borrower sees (errorRules)', () => {
  it('passes the project as it is', () => {
    expect(flowsCheck().lines.filter((l) => l.startsWith(E))).toEqual([]);
  });

  it.each([
    ['a field error', "    field: ssn4\n    code: ssn4DoesNotMatch\n", '    field: ssn4\n', "match: { contains: 'ssn4' }", /rule \d+ has no code: a field error shows on the field "ssn4"/],
    ['an error shown on the screen', "    kind: screen\n    code: codeRequestedTooSoon\n", '    kind: screen\n', "match: { startsWith: 'Too many codes requested' }", /has no code: flows\/\w+\.yaml's errors: keeps kind screen on the borrower's screen/],
  ])('names %s without a code, at the rule', (_name, find, replace, line, says) => {
    // Its text, now read by nobody, is the unused-copy rule's own line in content/; here only errors.yaml's counts.
    const result = checkWith([{ file: E, find, replace }]);
    const at = result.textOf(E).split('\n').findIndex((l) => l.includes(line)) + 1;
    expect(result.lines.filter((l) => l.startsWith(E))).toEqual([expect.stringMatching(new RegExp(`^flows/errors\\.yaml:${at}:\\d+: `))]);
    expect(result.lines.find((l) => l.startsWith(E))).toMatch(says);
  });

  it('names a general rule (the error page says it) without a code', () => {
    expectOneLine({
      name: 'a general rule without a code',
      edits: [{ file: E, find: "  - match: { contains: 'Token has expired' }", replace: "  - match: { startsWith: 'Merchant is not active' }\n    kind: general\n  - match: { contains: 'Token has expired' }" }],
      at: { file: E, line: "match: { startsWith: 'Merchant is not active' }" },
      says: /has no code: flows\/\w+\.yaml's errors: sends kind general to the error page "error", which says it/,
    });
  });

  it('leaves a rule whose screen has words of its own (lockout: account_locked), until a journey keeps it on the screen', () => {
    expect(flowsCheck().lines.filter((l) => l.includes('kind lockout'))).toEqual([]);
    const kept = checkWith([{ file: B, find: 'lockout: account_locked', replace: 'lockout: $stay' }]);
    expect(kept.lines.filter((l) => l.startsWith(E))).toEqual([expect.stringMatching(/has no code: flows\/borrower\.yaml's errors: keeps kind lockout on the borrower's screen/)]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ErrorRule, MessageMatch } from '../../../../engine/api/ErrorRule';
import { shadowedErrorRules, takesAll } from '../../../../scripts/check/rules/errorRuleOrder';

const rule = (match: MessageMatch): ErrorRule => ({ match, kind: 'general' });
const matches = (m: MessageMatch, s: string) => ('startsWith' in m ? s.startsWith(m.startsWith) : 'contains' in m ? s.includes(m.contains) : s === m.equals);

describe('error rules an earlier rule always matches first (flows/errors.yaml)', () => {
  it('finds a rule below one that matches every message it would', () => {
    expect(shadowedErrorRules([rule({ contains: 'lockout' }), rule({ startsWith: 'Invalid zip' }), rule({ startsWith: 'Invalid zip code' }), rule({ contains: 'zip' })])).toEqual([{ index: 2, by: 1 }]);
    expect(shadowedErrorRules([rule({ contains: 'ssn4' }), rule({ equals: 'Bad ssn4' }), rule({ startsWith: 'ssn4 tries' }), rule({ contains: 'too many ssn4 tries' })])).toEqual([
      { index: 1, by: 0 }, { index: 2, by: 0 }, { index: 3, by: 0 },
    ]);
  });

  it('does not report a rule some message reaches', () => {
    // "Invalid zip" does not start with "Invalid zip code"; "ssn" in the middle of a message does not start it.
    expect(shadowedErrorRules([rule({ startsWith: 'Invalid zip code' }), rule({ startsWith: 'Invalid zip' }), rule({ startsWith: 'ssn' }), rule({ contains: 'ssn' }), rule({ equals: 'x' }), rule({ startsWith: 'x' })])).toEqual([]);
  });

  // Exact against every message over a, b and c up to four letters, for matcher texts of up to two a's and b's.
  it('agrees with trying messages', () => {
    const text = fc.stringMatching(/^[ab]{1,2}$/);
    const matcher = fc.oneof(text.map((t) => ({ startsWith: t })), text.map((t) => ({ contains: t })), text.map((t) => ({ equals: t }))) as fc.Arbitrary<MessageMatch>;
    const messages = [''];
    for (let len = 1; len <= 4; len++) messages.push(...messages.filter((m) => m.length === len - 1).flatMap((m) => ['a', 'b', 'c'].map((c) => m + c)));
    fc.assert(fc.property(matcher, matcher, (earlier, later) => {
      expect(takesAll(earlier, later)).toBe(messages.every((m) => !matches(later, m) || matches(earlier, m)));
    }), { numRuns: 500 });
  });
});

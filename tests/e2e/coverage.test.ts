import { describe, expect, it } from 'vitest';
import { coverage, coverageLine } from '../../e2e/replay/coverage';
import { borrowerFlow } from '../support/flows';

describe('flow coverage from engine decisions', () => {
  it('counts screens shown, rules and transitions named in decisions, including chained $status decisions', () => {
    const c = coverage(borrowerFlow, [
      { screen: 'entry', via: 'routing.pending' },
      { screen: 'choose_plan', via: 'screens.entry.on.submit.next[0] -> routing.offerAvailable' },
      { screen: 'choose_plan', via: 'shown' },
    ]);
    expect(c.rules.missed).not.toContain('routing.pending');
    expect(c.rules.missed).not.toContain('routing.offerAvailable');
    expect(c.transitions.missed).not.toContain('screens.entry.on.submit.next[0]');
    expect(c.screens.hit).toBe(2);
    expect(coverageLine(c)).toMatch(/^screens 2\/\d+, rules 2\/\d+, transitions 1\/\d+$/);
  });
});

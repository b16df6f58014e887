import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Condition } from '../../../engine/flow/Condition';
import type { FactShape } from '../../../engine/analysis/conditionSpace';
import { evaluateCondition } from '../../../engine/flow/evaluateCondition';
import type { CompiledFlow, Handler, Screen } from '../../../engine/flow/FlowTypes';
import { shadowedRules } from '../../../engine/analysis/shadowedRules';

// Small hand-made flows over hand-made facts: each kind of fact the analysis models, and the contexts a list is
// read in (a handler's screen, a failed action).
const facts: Record<string, FactShape> = {
  direct: { type: 'boolean' },
  locked: { type: 'boolean' },
  email: { type: 'boolean' },
  status: { type: 'string', values: ['OPEN', 'SIGNED', 'DECLINED'] },
  reasons: { type: 'list', values: ['STALE', 'AGE', 'STATE'] },
  required: { type: 'list' },
  message: { type: 'string' },
  score: { type: 'number' },
  screen: { type: 'string' },
  actionError: { type: 'string', values: ['general', 'field', 'malformed'] },
};

const flow = (parts: Partial<CompiledFlow>): CompiledFlow => ({
  journey: 'borrower', entry: 'home', params: {}, errors: {},
  session: { idle: 'home', absolute: 'home', query: {} },
  screens: { home: { path: '/' } }, origin: {}, phoneSteps: [], routing: [], fallback: 'home',
  inquiries: { types: {}, addressGroup: { triggers: [], fields: [] }, neverRequired: [], askedWithout: [{ asked: 'zip', without: 'city', alsoAsk: 'stateCode' }], dobField: 'dob', dobParts: ['a', 'b', 'c'], notOnEntryForm: [], entryOrder: [] },
  ...parts,
});
const routing = (...rules: [string, Condition | undefined][]) => flow({ routing: rules.map(([id, when]) => ({ id, goto: 'home', ...(when ? { when } : {}) })) });
const screen = (s: Partial<Screen>) => flow({ screens: { home: { path: '/' }, pin: { path: '/pin', ...s } } });
const steps = (handler: Partial<Handler>, ...whens: (Condition | undefined)[]) =>
  screen({ on: { submit: { ...handler, next: whens.map((when, i) => ({ goto: `s${i}`, ...(when ? { when } : {}) })) } } });
const lines = (f: CompiledFlow) => shadowedRules(f, facts, 'flows/borrower.yaml').problems.map((p) => `${p.path.join('.')}: ${p.message}`);

describe('routing rules an earlier rule always takes first', () => {
  it('a new rule below a broader one names the broader rule', () => {
    expect(lines(routing(['open', { status: 'OPEN' }], ['openLocked', { status: 'OPEN', locked: true }]))).toEqual([
      'routing.1: rule "openLocked" can never apply: every state it matches is taken first by rule "open"',
    ]);
  });

  it('names every rule it takes to cover it, and only those', () => {
    expect(lines(routing(['a', { direct: true }], ['unrelated', { status: 'SIGNED', locked: true }], ['b', { direct: false, email: true }], ['c', { direct: false, email: false }], ['d', { locked: true }]))).toEqual([
      'routing.4: rule "d" can never apply: every state it matches is taken first by rules "a", "b" and "c"',
    ]);
  });

  it('says when a condition cannot hold at all, in words', () => {
    expect(lines(routing(['x', { all: [{ direct: true }, { direct: false }] }]))).toEqual([
      'routing.0: rule "x" can never apply: its condition cannot hold (direct would have to be both true and false)',
    ]);
    expect(lines(routing(['y', { reasons: { only: 'STALE', has: 'AGE' } }]))).toEqual([
      'routing.0: rule "y" can never apply: its condition cannot hold (reasons would have to be both holding only STALE and holding AGE)',
    ]);
    expect(lines(routing(['z', { required: ['pin'] }]))[0]).toMatch(/required is a list, so it never equals a single value: test it with has/);
  });

  it('reports a catch-all in the middle once, on the catch-all, not on each rule after it', () => {
    expect(lines(routing(['a', { status: 'OPEN' }], ['all', { any: [{ locked: true }, { locked: false }] }], ['b', { direct: true }], ['c', { email: true }]))).toEqual([
      'routing.1: rule "all" always applies (its condition holds in every state), so the rules after it can never apply',
    ]);
  });

  it('leaves the rules after one without a condition to checkFlow\'s own line, but marks them on the map', () => {
    const result = shadowedRules(routing(['a', undefined], ['b', { direct: true }]), facts, 'flows/borrower.yaml');
    expect(result.problems).toEqual([]);
    expect(result.marks).toEqual([{ id: 'routing.b', reason: expect.stringContaining('rule "a" before it has no condition') }]);
  });

  it('does not report rules that some state reaches', () => {
    expect(lines(routing(
      ['specific', { status: 'DECLINED', reasons: { only: 'AGE' } }], ['declined', { status: 'DECLINED' }],
      ['stale', { reasons: { hasAny: ['STALE', 'AGE'] } }], ['state', { reasons: { has: 'STATE' } }],
      ['rest', undefined],
    ))).toEqual([]);
    // Any value of `required` beyond the ones named is still a value: `only: pin` fails on [pin, other].
    expect(lines(routing(['onlyPin', { required: { only: 'pin' } }], ['pin', { required: { has: 'pin' } }]))).toEqual([]);
  });

  it('treats a list with values as the subsets of those values', () => {
    expect(lines(routing(['some', { reasons: { hasAny: ['STALE', 'AGE', 'STATE'] } }], ['none', { reasons: { empty: false } }]))).toEqual([
      'routing.1: rule "none" can never apply: every state it matches is taken first by rule "some"',
    ]);
    expect(lines(routing(['stale', { reasons: { hasAny: ['STALE', 'AGE'] } }], ['state', { reasons: { has: 'STATE' } }], ['empty', { reasons: { empty: true } }], ['rest', undefined]))).toEqual([
      'routing.3: rule "rest" can never apply: every state it matches is taken first by rules "stale", "state" and "empty"',
    ]);
  });

  it('free text: each needle, their combinations and null', () => {
    expect(lines(routing(['lock', { message: { contains: 'lock' } }], ['lockout', { message: { contains: 'lockout' } }]))).toEqual([
      'routing.1: rule "lockout" can never apply: every state it matches is taken first by rule "lock"',
    ]);
    // A message holding both needles reaches the third rule.
    expect(lines(routing(
      ['x', { message: { contains: 'x' }, not: { message: { contains: 'y' } } }],
      ['y', { message: { contains: 'y' }, not: { message: { contains: 'x' } } }],
      ['xAgain', { message: { contains: 'x' } }],
    ))).toEqual([]);
    expect(lines(routing(['set', { message: { exists: true } }], ['exact', { message: 'Access denied' }]))).toEqual([
      'routing.1: rule "exact" can never apply: every state it matches is taken first by rule "set"',
    ]);
  });

  it('numbers: each threshold, and values just below, between and above them', () => {
    expect(lines(routing(['gt5', { score: { gt: 5 } }], ['gte6', { score: { gte: 6 } }]))).toEqual([
      'routing.1: rule "gte6" can never apply: every state it matches is taken first by rule "gt5"',
    ]);
    expect(lines(routing(['gt5', { score: { gt: 5 } }], ['gte5', { score: { gte: 5 } }], ['between', { score: { gt: 4, lt: 5 } }]))).toEqual([]);
    expect(lines(routing(['low', { score: { lt: 3 } }], ['high', { score: { gte: 3 } }], ['any', { score: { exists: true } }]))).toEqual([
      'routing.2: rule "any" can never apply: every state it matches is taken first by rules "low" and "high"',
    ]);
  });

  it('leaves alone a condition flows:check reports for itself (an unknown fact, a value the fact cannot hold)', () => {
    expect(lines(routing(['a', { direct: true }], ['b', { direct: true, colour: 'red' }], ['c', { direct: 'yes' }], ['d', { status: 'CLOSED' }], ['e', { status: { gt: 3 } }]))).toEqual([]);
  });

  it('phone steps are a list of their own', () => {
    expect(lines(flow({ phoneSteps: [{ id: 'pin', when: { required: { has: 'pin' } }, goto: 'home' }, { id: 'pinAgain', when: { required: { hasAll: ['pin', 'phone'] } }, goto: 'home' }] }))).toEqual([
      'phoneSteps.1: phone step "pinAgain" can never apply: every state it matches is taken first by phone step "pin"',
    ]);
  });
});

describe('transition steps', () => {
  it('a step after a broader one', () => {
    expect(lines(steps({ action: 'go' }, { locked: true }, { status: ['OPEN', 'SIGNED'] }, { status: 'OPEN', email: true }, undefined))).toEqual([
      'screens.pin.on.submit.next.2: step 3 of on.submit (goto s2) can never apply: every state it matches is taken first by step 2 (goto s1)',
    ]);
  });

  it('a failed action considers only the steps that name actionError', () => {
    // Step 2 is reached when the action fails, although step 1 takes every state otherwise: only step 3 is hidden.
    expect(lines(steps({ action: 'go' }, { direct: { exists: true } }, { actionError: 'general' }, undefined))).toEqual([
      'screens.pin.on.submit.next.0: step 1 of on.submit (goto s0) always applies (its condition holds in every state), so step 3 (goto s2) can never apply',
    ]);
    expect(lines(steps({ action: 'go' }, { direct: true }, { actionError: 'general' }, undefined))).toEqual([]);
    expect(lines(steps({ action: 'go' }, { actionError: ['general', 'malformed'] }, { actionError: 'general', direct: true }))).toEqual([
      'screens.pin.on.submit.next.1: step 2 of on.submit (goto s1) can never apply: every state it matches is taken first by step 1 (goto s0)',
    ]);
    // Without an action nothing can fail.
    expect(lines(steps({}, { actionError: 'general' }, undefined))).toEqual([
      'screens.pin.on.submit.next.0: step 1 of on.submit (goto s0) can never apply: its condition cannot hold (actionError is always unset here)',
    ]);
  });

  it('the screen fact is the handler\'s screen', () => {
    expect(lines(steps({ action: 'go' }, { screen: 'home' }, undefined))).toEqual([
      'screens.pin.on.submit.next.0: step 1 of on.submit (goto s0) can never apply: its condition cannot hold (screen is always pin here)',
    ]);
    expect(lines(steps({ action: 'go' }, { screen: 'pin', direct: true }, undefined))).toEqual([]);
  });

  it('a catch-all step in the middle is checkFlow\'s to report (no condition), or ours once (always holds)', () => {
    expect(lines(steps({ action: 'go' }, undefined, { locked: true }))).toEqual([]);
    expect(lines(steps({ action: 'go' }, { any: [{ email: true }, { not: { email: true } }] }, { locked: true }))).toEqual([
      'screens.pin.on.submit.next.0: step 1 of on.submit (goto s0) always applies (its condition holds in every state), so the steps after it can never apply',
    ]);
  });
});

describe('variants, progress values, buttons', () => {
  it('a variant below ones that together take every state', () => {
    expect(lines(screen({ variant: [{ when: { email: true }, use: 'a' }, { when: { email: false }, use: 'b' }, { use: 'c' }] }))).toEqual([
      'screens.pin.variant.2: variant "c" can never apply: every state it matches is taken first by variants "a" and "b"',
    ]);
  });

  it('a variant without a condition that is not the last', () => {
    expect(lines(screen({ variant: [{ use: 'a' }, { when: { email: true }, use: 'b' }, { use: 'c' }] }))).toEqual([
      'screens.pin.variant.0: variant "a" has no condition, so the variants after it can never apply',
    ]);
  });

  it('progress values are first-match too; a default last is fine', () => {
    expect(lines(screen({ progress: [{ when: { required: { hasAny: ['zip', 'city'] } }, value: 25 }, { when: { required: { has: 'city' } }, value: 10 }, { value: 0 }] }))).toEqual([
      'screens.pin.progress.1: progress value 10 can never apply: every state it matches is taken first by progress value 25',
    ]);
    expect(lines(screen({ progress: [{ when: { required: { has: 'zip' } }, value: 25 }, { when: { required: { has: 'city' } }, value: 10 }, { value: 0 }] }))).toEqual([]);
  });

  it('a button, handler or back link whose condition cannot hold', () => {
    expect(lines(screen({ buttons: [{ id: 'skip', event: 'skip', when: { locked: true, not: { locked: true } } }] }))).toEqual([
      'screens.pin.buttons.0: button "skip" can never show: its condition cannot hold (locked would have to be both true and not true)',
    ]);
    expect(lines(screen({ on: { go: { when: { screen: 'home' }, next: [{ goto: 'home' }] } } }))).toEqual([
      'screens.pin.on.go: on.go can never run: its condition cannot hold (screen is always pin here)',
    ]);
  });
});

// Exactness: random lists of conditions, judged by the analysis and by trying every state of small fact spaces.
describe('decides exactly', () => {
  const small: Record<string, FactShape> = { b1: { type: 'boolean' }, b2: { type: 'boolean' }, s: { type: 'string', values: ['A', 'B', 'C'] }, l: { type: 'list', values: ['x', 'y', 'z'] } };
  const sVal = fc.constantFrom('A', 'B', 'C');
  const lVal = fc.constantFrom('x', 'y', 'z');
  const atom: fc.Arbitrary<Condition> = fc.oneof(
    fc.record({ b1: fc.boolean() }), fc.record({ b2: fc.boolean() }),
    fc.record({ s: sVal }), fc.record({ s: fc.array(sVal, { maxLength: 2 }) }), fc.record({ s: fc.record({ exists: fc.boolean() }) }),
    fc.record({ l: fc.oneof(fc.record({ has: lVal }), fc.record({ only: lVal }), fc.record({ hasAny: fc.array(lVal, { maxLength: 2 }) }),
      fc.record({ hasAll: fc.array(lVal, { maxLength: 2 }) }), fc.record({ empty: fc.boolean() }), fc.record({ exists: fc.boolean() })) }),
  ) as fc.Arbitrary<Condition>;
  const { cond } = fc.letrec<{ cond: Condition }>((tie) => ({
    cond: fc.oneof({ depthSize: 'small', withCrossShrink: true }, atom, atom,
      fc.record({ all: fc.array(tie('cond'), { minLength: 1, maxLength: 3 }) }),
      fc.record({ any: fc.array(tie('cond'), { minLength: 1, maxLength: 3 }) }),
      fc.record({ not: tie('cond') })) as fc.Arbitrary<Condition>,
  }));
  const subsets = [[], ['x'], ['y'], ['z'], ['x', 'y'], ['x', 'z'], ['y', 'z'], ['x', 'y', 'z']];
  const states = [true, false].flatMap((b1) => [true, false].flatMap((b2) => ['A', 'B', 'C', null].flatMap((s) =>
    [...subsets, null].map((l) => ({ b1, b2, s, l } as Record<string, unknown>)))));

  // An entry is dead (reported, or marked behind one that always applies) exactly when no state makes it the first match.
  const agrees = (shapes: Record<string, FactShape>, every: Record<string, unknown>[], whens: (Condition | null)[]) => {
    const f = flow({ routing: whens.map((when, i) => ({ id: `r${i}`, goto: 'home', ...(when ? { when } : {}) })) });
    const result = shadowedRules(f, shapes, 'flows/borrower.yaml');
    const reached = new Set(every.map((st) => whens.findIndex((w) => evaluateCondition(w ?? undefined, (k) => st[k]))));
    const dead = new Set([
      ...result.problems.filter((p) => /can never apply:/.test(p.message)).map((p) => p.path[1]),
      ...result.marks.map((m) => Number(m.id.slice('routing.r'.length))),
    ]);
    whens.forEach((_w, i) => expect(dead.has(i), `rule ${i}: ${JSON.stringify(whens)}`).toBe(!reached.has(i)));
  };

  it('agrees with trying every state (booleans, a string and a list with values)', () => {
    fc.assert(fc.property(fc.array(fc.option(cond, { freq: 6 }), { minLength: 1, maxLength: 5 }), (whens) => agrees(small, states, whens)), { numRuns: 400 });
  });

  // Free text and numbers: every text over a, b and x up to three letters and every half step from -1 to 4 tell
  // apart all that these needles, literals and thresholds can.
  it('agrees with trying every state (free text and numbers)', () => {
    const open: Record<string, FactShape> = { t: { type: 'string' }, n: { type: 'number' } };
    const needle = fc.constantFrom('a', 'b', 'ab');
    const num = fc.integer({ min: 0, max: 3 });
    const leaf: fc.Arbitrary<Condition> = fc.oneof(
      fc.record({ t: fc.constantFrom('ab', 'b', 'x') }), fc.record({ t: fc.record({ contains: needle }) }),
      fc.record({ t: fc.record({ containsAny: fc.array(needle, { maxLength: 2 }) }) }), fc.record({ t: fc.record({ exists: fc.boolean() }) }),
      fc.record({ n: fc.oneof(fc.record({ gt: num }), fc.record({ gte: num }), fc.record({ lt: num }), fc.record({ lte: num }), fc.record({ eq: num }), fc.record({ exists: fc.boolean() })) }),
    ) as fc.Arbitrary<Condition>;
    const tree = fc.letrec<{ c: Condition }>((tie) => ({
      c: fc.oneof({ depthSize: 'small' }, leaf, leaf, fc.record({ all: fc.array(tie('c'), { minLength: 1, maxLength: 3 }) }),
        fc.record({ any: fc.array(tie('c'), { minLength: 1, maxLength: 3 }) }), fc.record({ not: tie('c') })) as fc.Arbitrary<Condition>,
    })).c;
    const texts = [''];
    for (let len = 1; len <= 3; len++) texts.push(...texts.filter((t) => t.length === len - 1).flatMap((t) => ['a', 'b', 'x'].map((c) => t + c)));
    const numbers = Array.from({ length: 11 }, (_, i) => -1 + i / 2);
    const all = [null, ...texts].flatMap((t) => [null, ...numbers].map((n) => ({ t, n } as Record<string, unknown>)));
    fc.assert(fc.property(fc.array(fc.option(tree, { freq: 6 }), { minLength: 1, maxLength: 4 }), (whens) => agrees(open, all, whens)), { numRuns: 300 });
  });
});

import { describe, expect, it } from 'vitest';
import { checkFixtureSteps, type ReplayWorld } from '../../e2e/replay/checkFixtureSteps';
import { formatProblem } from '../../engine/Problem';
import { loadProject } from '../../scripts/check/loadProject';
import { replayWorld } from '../../scripts/check/replayWorld';

// A small world: the screens, labels and buttons the steps below may name.
const world: ReplayWorld = {
  paths: ['/:token', '/choose_plan', '/phone', '/phone_pin', '/error', '/dashboard'],
  labels: ['Mobile number', '4-digit code', 'I agree to the [Terms of Service](/terms) and {lenderName} may check my credit.'],
  buttons: ['SEND CODE', "Didn't get a code?", 'Start a new loan for {amount|currency}', 'APPLY'],
  fields: ['phone', 'pin'],
};
const lines = (text: string, w: ReplayWorld) => checkFixtureSteps('fixtures/qa-x.yaml', text, w).map(formatProblem);
const check = (text: string) => lines(text, world);
const fixture = (steps: string) => `name: qa-x\nscenario: { token: qa-x }\nsteps:\n${steps}`;

describe('checkFixtureSteps: what QA is told about a fixture mistake, with file:line:column', () => {
  it('accepts steps that name real screens, labels and buttons', () => {
    expect(check(fixture([
      '  - open: link',
      "    expect: { path: '/{token}' }",
      "  - fill: { Mobile number: '5555550100' }",
      '  - check: I agree to the Terms of Service',
      '  - click: SEND CODE',
      '    expect: { path: /phone_pin, see: [Enter your code] }',
      "  - code: '1234'",
      '  - clock: 31m',
    ].join('\n')))).toEqual([]);
  });

  it('takes steady: true, and tells QA what else it takes or what was meant', () => {
    expect(check(fixture('  - open: link\n    expect: { path: /choose_plan, steady: true }\n'))).toEqual([]);
    expect(check(fixture('  - open: link\n    expect: { steady: yes please }\n  - open: link\n    expect: { stedy: true }\n'))).toEqual([
      'fixtures/qa-x.yaml:5:15: steady takes true (the screen does not jump on its own during the step), or is left out',
      'fixtures/qa-x.yaml:7:15: unknown expectation "stedy" (did you mean "steady"?)',
    ]);
  });

  it('gives each problem its place and the rule that found it', () => {
    expect(checkFixtureSteps('fixtures/qa-x.yaml', fixture('  - clik: APPLY\n'), world)).toEqual([
      { file: 'fixtures/qa-x.yaml', line: 4, column: 5, message: 'unknown step "clik" (did you mean "click"?)', rule: 'fixtureSteps' },
    ]);
  });

  it('reports a path no screen has, at the open key and at the expected path', () => {
    expect(check(fixture([
      '  - open: /plans/12',
      '  - click: APPLY',
      '    expect: { path: /choose-plan }',
    ].join('\n')))).toEqual([
      'fixtures/qa-x.yaml:4:5: no screen has the path "/plans/12"',
      'fixtures/qa-x.yaml:6:15: no screen has the path "/choose-plan" (did you mean "/choose_plan"?)',
    ]);
  });

  it('reports a button no copy defines, quoting what QA wrote', () => {
    expect(check(fixture('  - open: link\n  - click: SEND A CODE\n'))).toEqual([
      'fixtures/qa-x.yaml:5:5: no button or link reads "SEND A CODE" in content/en (screens, modals, site) (did you mean "SEND CODE"?)',
    ]);
  });

  it('matches a button with a placeholder by what the borrower reads, not by the bare template', () => {
    expect(check(fixture('  - click: Start a new loan for $1,800.00\n'))).toEqual([]);
    expect(check(fixture('  - click: Start a new loan for\n'))).toEqual([
      'fixtures/qa-x.yaml:4:5: no button or link reads "Start a new loan for" in content/en (screens, modals, site) (did you mean "Start a new loan for {amount|currency}"?)',
    ]);
  });

  it('reports each unknown label of a fill at that label', () => {
    expect(check(fixture([
      '  - fill:',
      "      Mobile number: '5555550100'",
      '      Middle name: Jo',
      '  - check: I accept everything',
    ].join('\n')))).toEqual([
      'fixtures/qa-x.yaml:6:7: no field is labelled "Middle name" in content/en/screens',
      'fixtures/qa-x.yaml:7:5: no checkbox label contains "I accept everything"',
    ]);
  });

  it('reports YAML that does not parse, at the place the parser stopped, and checks nothing else', () => {
    const problems = check(fixture('  - open: link\n    expect: { path: /phone, see: [Mobile number }\n'));
    expect(problems).toEqual([expect.stringMatching(/^fixtures\/qa-x\.yaml:5:\d+: not valid YAML: \S/)]);
  });

  it('tells a misspelt action once, as the action meant, and an expect that lost its step as such', () => {
    expect(check(fixture('  - clik: APPLY\n  - open: link\n  - expect: { path: /phone }\n  - click: APPLY\n    see: [Choose your plan]\n'))).toEqual([
      'fixtures/qa-x.yaml:4:5: unknown step "clik" (did you mean "click"?)',
      'fixtures/qa-x.yaml:6:5: a step needs an action before its expect (is this expect indented as a step of its own? it belongs to the step above)',
      'fixtures/qa-x.yaml:8:5: see goes under expect: write expect: { see: ... }',
    ]);
  });

  it('holds a merchant reason and a bank to the flows and the sandbox, and each to its own step', () => {
    expect(check(fixture([
      '  - merchant: cancel',
      '    reason: MERCHANT_OPTOUT',
      '  - bank: link',
      '    institution: Harbour Credit Union',
      '  - click: APPLY',
      '    reason: MERCHANT_OPT_OUT',
      '  - merchant: cancel',
      '    reason: LENDER_CANCELED',
    ].join('\n')))).toEqual([
      expect.stringMatching(/^fixtures\/qa-x\.yaml:5:5: reason "MERCHANT_OPTOUT" is not a cancel reason the flows know: .*MERCHANT_OPT_OUT \(did you mean "MERCHANT_OPT_OUT"\?\)$/),
      expect.stringMatching(/^fixtures\/qa-x\.yaml:7:5: institution "Harbour Credit Union" is not a sandbox bank: Sandbox Bank, .* \(did you mean "Harbor Credit Union"\?\)$/),
      'fixtures/qa-x.yaml:9:5: reason goes with merchant: cancel (why the merchant canceled)',
    ]);
  });

  it('holds see: texts to the copy around the values of the scenario and of the steps', () => {
    const shown = { texts: ['choose your plan', 'did not accept financing for this purchase', 'your loan with', 'has been refunded', 'total:'].join('\u0001'), values: ['Sandbox Bank'] };
    const text = [
      'name: qa-x',
      'scenario: { token: qa-x, merchant: { name: Bright Plumbing, vertical: HS } }',
      'steps:',
      "  - fill: { Mobile number: 'Ana' }",
      "    expect: { see: [Choose your plan, 'Bright Plumbing did not accept financing for this purchase', 'Your loan with Bright Plumbing has been refunded.', 'Total: $1,200.00', Ana, Sandbox Bank] }",
      '  - click: APPLY',
      '    expect: { see: [Choose you plan, Your loan with Bright Plumbers has been refunded.] }',
    ].join('\n');
    expect(lines(text, { ...world, shown })).toEqual([
      'fixtures/qa-x.yaml:7:21: no screen reads "choose you plan" (did you mean "choose your plan"?): see: names words of content/ (or the scenario\'s merchant, amounts and what the steps type)',
      'fixtures/qa-x.yaml:7:38: no screen reads "your loan with bright plumbers has been refunded": see: names words of content/ (or the scenario\'s merchant, amounts and what the steps type)',
    ]);
  });

  it('does not hold steps to copy or screen paths that could not be loaded (their own files are reported)', () => {
    const text = fixture('  - fill: { Frist name: Ana }\n  - click: APPLYY\n    expect: { path: /nowhere, see: [Anything at all] }\n');
    const shown = { texts: 'choose your plan', values: [] };
    expect(checkFixtureSteps('fixtures/qa-x.yaml', text, { ...world, shown, unknown: { copy: true, paths: true } })).toEqual([]);
    expect(checkFixtureSteps('fixtures/qa-x.yaml', text, { ...world, shown })).toHaveLength(4);
  });

  it('reports a step with two actions, an unknown key and a bad code, each where it is', () => {
    expect(check(fixture([
      '  - open: link',
      '    click: APPLY',
      '  - code: 12345',
      '    expct: { path: /phone }',
    ].join('\n')))).toEqual([
      expect.stringMatching(/^fixtures\/qa-x\.yaml:4:5: a step needs exactly one action \(open, fill, .*choose, saved, wait\), found open and click$/),
      'fixtures/qa-x.yaml:7:5: unknown step key "expct" (did you mean "expect"?)',
      'fixtures/qa-x.yaml:6:5: code takes "latest" or 4 digits',
    ]);
  });

  it('accepts a suggest step on a known field, with or without the option to choose', () => {
    expect(check(fixture([
      "  - suggest: { Mobile number: '123 Ma' }",
      '    option: 123 Main St, Springfield',
      "  - suggest: { Mobile number: '123 Ma' }",
    ].join('\n')))).toEqual([]);
  });

  it('reports a suggest step on an unknown field, with two fields or no text, and an option without a suggest', () => {
    expect(check(fixture([
      "  - suggest: { Street: '123 Ma' }",
      '    option: 123 Main St',
      "  - suggest: { Mobile number: '12', 4-digit code: '34' }",
      "  - suggest: { Mobile number: '' }",
      '    option: ""',
      '  - click: APPLY',
      '    option: 123 Main St',
    ].join('\n')))).toEqual([
      'fixtures/qa-x.yaml:4:16: no field is labelled "Street" in content/en/screens',
      'fixtures/qa-x.yaml:6:5: suggest takes one field: { label: text to type }, then option: the suggestion to choose',
      'fixtures/qa-x.yaml:7:16: suggest types a text: give the start of an address',
      'fixtures/qa-x.yaml:8:5: option takes the words of a suggestion, such as "123 Main St, Springfield"',
      'fixtures/qa-x.yaml:10:5: option goes with a suggest step (the suggestion to choose)',
    ]);
  });

  it('holds steps against the real flows and copy: the dashboard button reads with its amount', () => {
    const real = replayWorld(loadProject());
    const text = fixture("  - open: /dashboard\n  - click: Start a new loan for $2,500.00\n  - click: LOGIN TO CONTINUE\n  - fill: { Mobile number: '5555550100' }\n");
    expect(lines(text, real)).toEqual([]);
    // One word after / may be a payment-link token to open, never a screen to expect: the link is fresh each run.
    expect(lines(fixture("  - open: /no-such-token\n    expect: { path: /dashboards }\n"), real)).toEqual([
      'fixtures/qa-x.yaml:5:15: no screen has the path "/dashboards" (did you mean "/dashboard"?)',
    ]);
    // ...unless it is a slip away from a screen's own path: then it is that slip, not a token.
    expect(lines(fixture("  - open: /calculatr\n  - open: '/#terms'\n"), real)).toEqual([
      'fixtures/qa-x.yaml:4:5: no screen has the path "/calculatr" (did you mean "/calculator"?)',
    ]);
  });
});

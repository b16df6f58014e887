import { describe, expect, it } from 'vitest';
import { checkFixtureSteps, type ReplayWorld } from '../../e2e/replay/checkFixtureSteps';
import { formatProblem } from '../../engine/Problem';
import { loadProject } from '../../scripts/check/loadProject';
import { replayWorld } from '../../scripts/check/replayWorld';

// The screens, labels and calls the fault and values steps below may name.
const world: ReplayWorld = {
  paths: ['/:token', '/choose_plan', '/error'],
  labels: ['First name', 'Last 4 of SSN'],
  buttons: ['APPLY', 'Try again'],
  fields: ['firstName', 'ssn4'],
  calls: ['GET /loanapplications/{id}', 'PATCH /loanapplications/{id}', 'PATCH /loanapplications/{id}/offers/{offerId}', 'POST /zip'],
};
const fixture = (steps: string[]) => `name: qa-x\nscenario: { token: qa-x }\nsteps:\n${steps.join('\n')}\n`;
const check = (steps: string[], w: ReplayWorld = world) => checkFixtureSteps('fixtures/qa-x.yaml', fixture(steps), w).map(formatProblem);

describe('checkFixtureSteps: fault steps, one line per mistake with the allowed values', () => {
  it('accepts every kind of fault, aimed or not, and values by field label', () => {
    expect(check([
      '  - fault: { offline: 5 }',
      '  - fault: { offline: 6, on: PATCH /loanapplications }',
      '  - fault: { drop: after, on: PATCH /offers/ }',
      '  - fault: { drop: before }',
      '  - fault: { status: 503, retryAfter: 2, times: 3, on: GET /loanapplications }',
      '  - fault: { status: 500, on: PATCH }',
      '  - fault: { status: 503, retryAfter: 1, message: Service Unavailable, on: PATCH /loanapplications }',
      '  - fault: { stall: 20, on: /zip }',
      '  - click: APPLY',
      "    expect: { path: '/{token}', values: { First name: Ana, Last 4 of SSN: '1111' } }",
    ])).toEqual([]);
  });

  it('says a misspelt kind once, as the kind meant, with the kinds there are', () => {
    expect(check(['  - fault: { ofline: 6 }'])).toEqual([
      'fixtures/qa-x.yaml:4:14: fault kind "ofline" is not a fault: offline, drop, status, stall (did you mean "offline"?)',
    ]);
  });

  it('names the statuses, the seconds and the drops allowed, at the value QA wrote', () => {
    expect(check([
      '  - fault: { status: 404 }',
      '  - fault: { stall: 90 }',
      '  - fault: { offline: 0 }',
      '  - fault: { drop: aftr }',
    ])).toEqual([
      'fixtures/qa-x.yaml:4:14: fault status 404 is not allowed: 408, 429, 500, 502, 503, 504 (the statuses the app retries)',
      'fixtures/qa-x.yaml:5:14: fault stall takes whole seconds from 1 to 60, not 90',
      'fixtures/qa-x.yaml:6:14: fault offline takes whole seconds from 1 to 60, not 0',
      'fixtures/qa-x.yaml:7:14: fault drop takes after (the server did the work and the answer is lost) or before (nothing was done), not "aftr" (did you mean "after"?)',
    ]);
  });

  it('keeps retryAfter to a 429 or 503 and times to the faults that count calls', () => {
    expect(check([
      '  - fault: { status: 500, retryAfter: 2 }',
      '  - fault: { offline: 5, times: 2 }',
      '  - fault: { status: 503, times: 0, retryAfter: 2s }',
    ])).toEqual([
      'fixtures/qa-x.yaml:4:27: retryAfter goes with status 429 or 503 (the seconds of its Retry-After header)',
      'fixtures/qa-x.yaml:5:26: times goes with drop, status or stall: offline fails every call for its seconds',
      'fixtures/qa-x.yaml:6:37: fault retryAfter takes whole seconds from 1 to 60, not "2s"',
      'fixtures/qa-x.yaml:6:27: fault times takes how many calls in a row fail, from 1 to 20, not 0',
    ]);
  });

  it('keeps message to a status fault, as a short text', () => {
    expect(check([
      '  - fault: { drop: after, message: Bad Gateway }',
      '  - fault: { status: 503, message: 503 }',
    ])).toEqual([
      'fixtures/qa-x.yaml:4:27: message goes with status (the JSON body {"message": ...} a gateway sends with it)',
      'fixtures/qa-x.yaml:5:27: fault message takes the text of the gateway\'s {"message": ...}, 1 to 200 characters, not 503',
    ]);
  });

  it('says a fault without a kind, with two, or that is not a mapping', () => {
    expect(check([
      '  - fault: { on: GET }',
      '  - fault: { status: 503, drop: after }',
      '  - fault: 503',
      '  - fault: { status: 503, when: after }',
    ])).toEqual([
      expect.stringMatching(/^fixtures\/qa-x\.yaml:4:5: a fault needs its kind: offline \(seconds\), drop \(after or before\), status \(408, .*\) or stall \(seconds\)/),
      'fixtures/qa-x.yaml:5:27: a fault has one kind, found status and drop: make each its own fault step',
      'fixtures/qa-x.yaml:6:5: fault takes a mapping: { status: 503 }, { drop: after }, { stall: 20 } or { offline: 5 }, with on: and times: to aim it',
      'fixtures/qa-x.yaml:7:27: unknown fault key "when": a fault is one of offline, drop, status, stall, with on, times, retryAfter and message',
    ]);
  });

  it('holds on: to a method and a part of a path the API has, after /api and without placeholders', () => {
    expect(check([
      '  - fault: { status: 503, on: PATCH /loanaplications }',
      '  - fault: { status: 503, on: PATCH /api/loanapplications }',
      "  - fault: { status: 503, on: 'PATCH /loanapplications/{id}' }",
      '  - fault: { status: 503, on: FETCH /zip }',
      '  - fault: { status: 503, on: GET /zip }',
      '  - fault: { status: 503, on: /analytics }',
    ])).toEqual([
      'fixtures/qa-x.yaml:4:27: fault on "PATCH /loanaplications" names no call of the API (schemas/api/openapi.yaml) (did you mean "PATCH /loanapplications"?)',
      'fixtures/qa-x.yaml:5:27: fault on names the path after /api: write "PATCH /loanapplications"',
      "fixtures/qa-x.yaml:6:27: fault on takes words of a path, not its placeholders (the sandbox matches the real path): write the part before or after {id}, such as '/loanapplications' or '/offers'",
      "fixtures/qa-x.yaml:7:27: fault on takes a method (GET, POST, PATCH, PUT, DELETE) and a path part after /api, such as 'PATCH /loanapplications', not \"FETCH /zip\"",
      'fixtures/qa-x.yaml:8:27: fault on "GET /zip" names no call of the API (schemas/api/openapi.yaml) (that path is called with POST)',
      "fixtures/qa-x.yaml:9:27: fault on cannot aim at /analytics: a fault step is for the borrower's calls, not the control API, analytics, CSP reports or the stand-ins",
    ]);
  });

  it('holds values: to field labels as fill is, and to texts', () => {
    expect(check([
      '  - click: APPLY',
      '    expect: { values: { Frist name: Ana, Last 4 of SSN: [1111] } }',
      '  - click: APPLY',
      '    expect: { values: [Ana] }',
      '  - click: APPLY',
      "    values: { First name: Ana }",
    ])).toEqual([
      'fixtures/qa-x.yaml:5:25: no field is labelled "Frist name" in content/en/screens (did you mean "First name"?)',
      'fixtures/qa-x.yaml:5:42: values: the field "Last 4 of SSN" takes the text it holds, as fill typed it (such as \'1111\'), not [1111]',
      'fixtures/qa-x.yaml:7:15: values takes a mapping of field label to the text it holds, such as values: { First name: Ana }',
      'fixtures/qa-x.yaml:9:5: values goes under expect: write expect: { values: ... }',
    ]);
  });

  it('holds on: to the real contract and the Try again button to site.yaml', () => {
    const real = replayWorld(loadProject());
    expect(real.calls).toContain('PATCH /loanapplications/{id}/offers/{offerId}');
    expect(check(['  - fault: { status: 503, on: PATCH /offers/ }', '  - click: Try again'], real)).toEqual([]);
    expect(check(['  - fault: { status: 503, on: POST /offers/{offerId}/loc }'], real)).toHaveLength(1);
  });
});

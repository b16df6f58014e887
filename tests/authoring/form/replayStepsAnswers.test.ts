import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formEditStore } from '../../../authoring/server/form/formEditStore';
import { formWords } from '../../../authoring/server/form/formWords';
import type { FormAnswer, FormChange, NewQuestion, Words } from '../../../authoring/shared/formTypes';
import { formatProblem } from '../../../engine/Problem';
import { checkProject } from '../../../scripts/check/checkProject';
import { loadProject } from '../../../scripts/check/loadProject';
import { cleanUp, scratchProject } from './scratchProject';

// Each change runs every rule of flows:check twice (before and after): seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 600000 });

// Issue 46: the QA replays given the step of a screen the form editor added answer its questions the way a replay
// step does (fixtures/README.md), in the fixture's language, so the replay goes on past it: a choice by its first
// choice, a box ticked, a typed answer from the schema's example (a shared definition's `examples[0]`) or a plain one
// its rules take (a phone's and a date's: replayStepsPhoneDate.test.ts); a question no answer can be made for is named
// for QA. A question added after the step was written
// is said, and the step written again.
let dir = '';
let original = '';
beforeAll(() => {
  dir = scratchProject();
  original = readFileSync(join(dir, 'fixtures/prequal.yaml'), 'utf8');
  // The shared definitions as the tests need them, whatever the work tree's say: the zip with an example no plain
  // answer would give, the city with none (its plain rules then answer it).
  const definition = (name: string, change: (d: Record<string, unknown>) => void) => {
    const file = join(dir, `schemas/forms/definitions/${name}.json`);
    const d = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    change(d);
    writeFileSync(file, `${JSON.stringify(d, null, 2)}\n`);
  };
  definition('zip', (d) => { d.examples = ['73301']; });
  definition('city', (d) => { delete d.examples; });
});
afterAll(() => cleanUp(dir));

const both = (en: string, es: string): Words => ({ en, 'es-US': es });
const ok = (answer: FormAnswer): Extract<FormAnswer, { ok: true }> => {
  if (!answer.ok) throw new Error(answer.problems.map((p) => formatProblem({ rule: '', ...p })).join('\n'));
  return answer;
};
const question = (name: string, kind: string, label: Words, more: Partial<NewQuestion> = {}): FormChange =>
  ({ op: 'add', screen: 'prequal_job', question: { name, kind, label, required: true, ...more } });

const jobScreen: FormChange = {
  op: 'addScreen', screen: 'prequal_address', name: 'prequal_job', progress: 80,
  title: both('Tell us about the job', 'Cuéntenos sobre el trabajo'), button: both('CONTINUE', 'CONTINUAR'),
  question: {
    name: 'jobType', kind: 'widget:select', required: true, label: both('What kind of job is it?', '¿Qué tipo de trabajo es?'),
    placeholder: both('Choose one', 'Elija una opción'),
    choices: [{ value: 'repair', words: both('A repair', 'Una reparación') }, { value: 'newInstall', words: both('A new installation', 'Una instalación nueva') }],
  },
};
const fixture = (name: string) => readFileSync(join(dir, `fixtures/${name}`), 'utf8');
// The steps the editor gave prequal.yaml for the new screen: from the step that now expects it to its button's.
const block = (text: string) => /\n {2}- click: CONTINUE\n {4}expect: \{ path: \/prequal_job \}\n((?: {2}- (?:choose|check|fill): .*\n)*) {2}- click: CONTINUE\n {4}expect: \{ path: \/prequal_offers, /.exec(text)?.[1];

/** The first screen's step as the editor writes it: its required questions answered, in the screen's order. */
const ANSWERED = [
  '  - choose: { What kind of job is it?: A repair }',
  '  - fill: { Notes for the crew: Test }',
  "  - fill: { Your budget in dollars: '100' }",
  "  - fill: { Zip code of the job site: '73301' }",
  '  - fill: { City of the job site: Test }',
  "  - fill: { Landlord's phone number: '5555550100' }",
  '  - check: I agree to a call about the job',
];

describe('the replays\' step on a screen the editor added', () => {
  it('answers every question it must (a choice, typed answers from an example or plain rules, a box), says the one QA must fill, and flows:check finds nothing new in the replays', async () => {
    const store = formEditStore(dir);
    ok(await store.apply(jobScreen));
    // Added one by one, as product does on the new screen.
    for (const change of [
      question('jobNote', 'widget:text', both('Notes for the crew', 'Notas para el equipo')),
      question('jobBudget', 'widget:currency', both('Your budget in dollars', 'Su presupuesto en dólares'), {
        rule: { kind: 'minimum', value: 100, message: both('Enter at least $100', 'Ingrese al menos $100') } }),
      question('siteZip', 'definition:zip', both('Zip code of the job site', 'Código postal del trabajo')),
      question('siteCity', 'definition:city', both('City of the job site', 'Ciudad del trabajo')),
      question('landlordPhone', 'widget:phone', both("Landlord's phone number", 'Teléfono del propietario')),
      // A shape of its own with no example: no answer can be made up for it.
      question('permitNo', 'widget:text', both('Permit number', 'Número de permiso'), {
        rule: { kind: 'pattern', value: '^P-\\d{6}$', message: both('Enter a permit number such as P-123456', 'Ingrese un número de permiso como P-123456') } }),
      question('callOk', 'widget:checkbox', both('I agree to a call about the job', 'Acepto una llamada sobre el trabajo')),
      // Optional: a replay leaves it empty.
      question('gateCode', 'widget:text', both('Gate code', 'Código de la reja'), { required: false }),
    ]) ok(await store.apply(change));
    const was = checkProject(loadProject(dir)).map((p) => formatProblem(p));

    const steps = ok(await store.apply({ op: 'addReplaySteps', screen: 'prequal_job', name: 'prequal_job' }));
    expect(steps.written).toEqual(['fixtures/prequal.yaml', 'fixtures/qa-prequal-address-autocomplete.yaml', 'fixtures/qa-prequal-declined.yaml', 'fixtures/qa-prequal-frozen.yaml']);
    expect(block(fixture('prequal.yaml'))).toBe([...ANSWERED, ''].join('\n'));
    // The replays' steps hold to the copy and the flows as flows:check holds every fixture (e2e/replay/checkFixtureSteps).
    expect(checkProject(loadProject(dir)).map((p) => formatProblem(p))).toEqual(was);
    // The permit's shape has no example and no plain answer: QA fills it, said at each replay's button step.
    expect(steps.elsewhere.map((p) => `${p.file}: ${p.message}`)).toEqual(steps.written.map((f) => `${f}: ${formWords.replayMustFill('prequal_job', 'Permit number')}`));
    const text = fixture('prequal.yaml');
    const button = text.split('\n').findIndex((line, i, lines) => line === '  - click: CONTINUE' && lines[i - 1]?.startsWith('  - check: I agree to a call'));
    expect(steps.elsewhere[0]!.line).toBe(button + 1);
  });

  it('says the replays a question added since leaves behind, and writes their step again, what QA typed kept', async () => {
    const store = formEditStore(dir);
    // QA answers the permit by hand in one replay, as the notice asked.
    const file = join(dir, 'fixtures/prequal.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('  - check: I agree to a call about the job\n', '  - check: I agree to a call about the job\n  - fill: { Permit number: P-123456 }\n'));
    const was = checkProject(loadProject(dir)).map((p) => formatProblem(p));

    const added = ok(await store.apply(question('jobRef', 'widget:text', both('Your reference for the job', 'Su referencia del trabajo'))));
    // Said at each replay's step: the new question, and the permit where QA has not typed it yet.
    const ref = 'Your reference for the job';
    const permit = 'Permit number';
    const others = ['fixtures/qa-prequal-address-autocomplete.yaml', 'fixtures/qa-prequal-declined.yaml', 'fixtures/qa-prequal-frozen.yaml'];
    expect(added.elsewhere.map((p) => `${p.file}: ${p.message}`)).toEqual([
      `fixtures/prequal.yaml: ${formWords.replayStepBehind('prequal_job', [ref])}`,
      ...others.map((f) => `${f}: ${formWords.replayStepBehind('prequal_job', [ref, permit])}`),
    ]);
    const behind = added.elsewhere;

    const again = ok(await store.apply({ op: 'addReplaySteps', screen: 'prequal_job', name: 'prequal_job' }));
    expect(again.written).toEqual(behind.map((p) => p.file));
    const text = fixture('prequal.yaml');
    // One step for the screen, answering the new question too, QA's permit kept (so nothing is left to fill there).
    expect(text.split('path: /prequal_job').length).toBe(2);
    expect(block(text)).toBe([
      ...ANSWERED,
      '  - fill: { Your reference for the job: Test }',
      '  - fill: { Permit number: P-123456 }',
      '',
    ].join('\n'));
    expect(again.elsewhere.map((p) => `${p.file}: ${p.message}`)).toEqual(others.map((f) => `${f}: ${formWords.replayMustFill('prequal_job', permit)}`));
    expect(checkProject(loadProject(dir)).map((p) => formatProblem(p))).toEqual(was);
    // Asked again with nothing left behind: nothing to write, and the panel says so in those words.
    const current = await store.apply({ op: 'addReplaySteps', screen: 'prequal_job', name: 'prequal_job' });
    expect(current.ok ? [] : current.problems.map((p) => p.message)).toEqual([formWords.replayStepsCurrent('prequal_job')]);
    // Taken out with the screen, byte for byte as before it (QA's answer with the rest of its step).
    ok(await store.apply({ op: 'removeScreen', screen: 'prequal_job', name: 'prequal_job' }));
    expect(fixture('prequal.yaml')).toBe(original);
  });
});

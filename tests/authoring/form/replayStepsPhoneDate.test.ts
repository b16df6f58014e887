import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formEditStore } from '../../../authoring/server/form/formEditStore';
import { typedAnswer } from '../../../authoring/server/form/screenAnswers';
import type { FormAnswer, FormChange, NewQuestion, Words } from '../../../authoring/shared/formTypes';
import { formatProblem } from '../../../engine/Problem';
import { checkProject } from '../../../scripts/check/checkProject';
import { loadProject } from '../../../scripts/check/loadProject';
import { widget as dateWidget } from '../../../src/forms/theme/widgets/DateWidget';
import { widget as phoneWidget } from '../../../src/forms/theme/widgets/PhoneWidget';
import { cleanUp, scratchProject } from './scratchProject';

// Each change runs every rule of flows:check twice (before and after): seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 600000 });

// Issue 46: the replays' step on a screen the form editor added types a phone and a date as a replay types them into
// their widgets (fixtures/README.md): a phone's digits, as the fixtures type a phone, and a date as the date picker
// takes it, ten days from the replay's today when the question's rules take that, else a fixed date they take.
let dir = '';
beforeAll(() => { dir = scratchProject(); });
afterAll(() => cleanUp(dir));

const both = (en: string, es: string): Words => ({ en, 'es-US': es });
const ok = (answer: FormAnswer): Extract<FormAnswer, { ok: true }> => {
  if (!answer.ok) throw new Error(answer.problems.map((p) => formatProblem({ rule: '', ...p })).join('\n'));
  return answer;
};
const phone: NewQuestion = { name: 'landlordPhone', kind: 'widget:phone', required: true, label: both("Landlord's phone number", 'Teléfono del propietario') };
const date: NewQuestion = { name: 'startDate', kind: 'widget:date', required: true, label: both('When can the job start?', '¿Cuándo puede empezar el trabajo?') };
const jobScreen: FormChange = {
  op: 'addScreen', screen: 'prequal_address', name: 'prequal_job', progress: 80,
  title: both('Tell us about the job', 'Cuéntenos sobre el trabajo'), button: both('CONTINUE', 'CONTINUAR'), question: phone,
};
const fixture = (name: string) => readFileSync(join(dir, `fixtures/${name}`), 'utf8');
// The steps the editor gave prequal.yaml for the new screen: from the step that now expects it to its button's.
const block = (text: string) => /\n {2}- click: CONTINUE\n {4}expect: \{ path: \/prequal_job \}\n((?: {2}- (?:choose|check|fill): .*\n)*) {2}- click: CONTINUE\n {4}expect: \{ path: \/prequal_offers, /.exec(text)?.[1];

describe('a phone and a date on a screen the editor added', () => {
  it('are typed in the replays\' step as a replay types them, nothing left for QA, and flows:check finds nothing new', async () => {
    const store = formEditStore(dir);
    ok(await store.apply(jobScreen));
    ok(await store.apply({ op: 'add', screen: 'prequal_job', question: date }));
    const was = checkProject(loadProject(dir)).map((p) => formatProblem(p));

    const steps = ok(await store.apply({ op: 'addReplaySteps', screen: 'prequal_job', name: 'prequal_job' }));
    expect(steps.written).toContain('fixtures/prequal.yaml');
    expect(block(fixture('prequal.yaml'))).toBe([
      "  - fill: { Landlord's phone number: '5555550100' }",
      "  - fill: { When can the job start?: '{today+10d}' }",
      '',
    ].join('\n'));
    expect(steps.elsewhere).toEqual([]);
    expect(checkProject(loadProject(dir)).map((p) => formatProblem(p))).toEqual(was);
  });

  it('types a date its rules take: ten days on, else a fixed one (an adult\'s birth date); none when no date is taken', () => {
    const { schema, ui } = dateWidget.question;
    expect(typedAnswer({ ...schema, 'x-rules': ['completionDate'] }, ui)).toBe('{today+10d}');
    // Not after 2000: the replay's today moved on would not do, a borrower of age does.
    expect(typedAnswer({ ...schema, formatMaximum: '2000-01-01' }, ui)).toBe('04151990');
    // A birth date's rule reads its three parts: no date typed in one box is taken.
    expect(typedAnswer({ ...schema, 'x-rules': ['dobRange'] }, ui)).toBeUndefined();
    // The same shape typed into a plain box is no date.
    expect(typedAnswer(schema)).toBeUndefined();
  });

  it('types a phone its rules take as the phone box shows it, and none when its rules want another number', () => {
    const { schema, ui } = phoneWidget.question;
    expect(typedAnswer(schema, ui)).toBe('5555550100');
    // Typed into a box that does not format it, the digits miss the shape.
    expect(typedAnswer(schema)).toBeUndefined();
    expect(typedAnswer({ ...schema, allOf: [{ pattern: '^\\(512\\)' }] }, ui)).toBeUndefined();
  });
});

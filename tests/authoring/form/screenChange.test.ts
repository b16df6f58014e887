import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormChange, NewQuestion } from '../../../authoring/shared/formTypes';
import { formEditStore } from '../../../authoring/server/form/formEditStore';
import { formWords } from '../../../authoring/server/form/formWords';
import { factsFor } from '../../../engine/facts/factsFor';
import { formatProblem } from '../../../engine/Problem';
import { checkProject } from '../../../scripts/check/checkProject';
import { loadProject } from '../../../scripts/check/loadProject';
import { compileFormValidators, readFormSchema } from '../../../scripts/lib/formValidators';
import { loadFlows } from '../../../scripts/lib/loadFlows';
import { cleanUp, differing, lineDiff, scratchProject, snapshot, textOf } from './scratchProject';

// Each change runs every rule of flows:check twice (before and after): seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 180000 });

// "Add a question screen after this one" and "remove a screen it added" (issue 46, item 5), on a scratch copy of the
// project's config, as the dev server's form editor makes them: the guide's prequal screen (docs/adding-a-screen.md,
// section 6) after the address, in both languages.
let dir = '';
beforeAll(() => {
  dir = scratchProject();
});
afterAll(() => cleanUp(dir));

const jobType: NewQuestion = {
  name: 'jobType', kind: 'widget:select', required: true,
  // A drop-down's first line, in every language (the guide's jobType.placeholder).
  placeholder: { en: 'Choose one', 'es-US': 'Elija una opción' },
  label: { en: 'What kind of job is it?', 'es-US': '¿Qué tipo de trabajo es?' },
  choices: [
    { value: 'repair', words: { en: 'A repair', 'es-US': 'Una reparación' } },
    { value: 'newInstall', words: { en: 'A new installation', 'es-US': 'Una instalación nueva' } },
  ],
};
const jobScreen: Extract<FormChange, { op: 'addScreen' }> = {
  op: 'addScreen', screen: 'prequal_address', name: 'prequal_job', progress: 80,
  title: { en: 'Tell us about the job', 'es-US': 'Cuéntenos sobre el trabajo' },
  button: { en: 'CONTINUE', 'es-US': 'CONTINUAR' },
  intro: { en: '{merchantName} asked us to note a few things about the job.', 'es-US': '{merchantName} nos pidió anotar algunos datos sobre el trabajo.' },
  question: jobType,
};

/** A change that must be refused: its problems (file:line:column: sentence, and the field), and no file changed. */
async function refused(change: FormChange): Promise<{ line: string; field?: string }[]> {
  const before = snapshot(dir);
  const answer = await formEditStore(dir).apply(change);
  expect(answer.ok).toBe(false);
  expect(differing(before, snapshot(dir))).toEqual([]);
  return answer.ok ? [] : answer.problems.map((p) => ({ line: formatProblem({ rule: '', ...p }), ...(p.field ? { field: p.field } : {}) }));
}

describe('a question screen added after the address (prequal journey)', () => {
  it('writes the guide\'s files in both languages, flows:check clean, the borrower sent through it, its answers saved, and undo gives every byte back', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    // What flows:check says of the project as it is (another change under way may leave something): nothing more after.
    const was = checkProject(loadProject(dir)).map((p) => formatProblem(p));
    const answer = await store.apply(jobScreen);
    if (!answer.ok) throw new Error(answer.problems.map((p) => formatProblem({ rule: '', ...p })).join('\n'));
    const after = snapshot(dir);
    expect(answer.written).toEqual([
      'content/en/screens/prequal_job.md', 'content/es-US/screens/prequal_job.md', 'engine/generated/forms/prequal_job.validators.js',
      'flows/prequal.yaml', 'schemas/forms/prequal_job.schema.json', 'schemas/forms/prequal_job.ui.json',
    ]);
    expect(differing(before, after)).toEqual(answer.written);
    expect(checkProject(loadProject(dir)).map((p) => formatProblem(p))).toEqual(was);

    // The form and its copy laid out as the guide's files (sections 1 to 3).
    expect(textOf(after, 'schemas/forms/prequal_job.schema.json')).toBe(`{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "$id": "https://pos-borrower.local/schemas/forms/prequal_job.schema.json",
  "title": "prequal_job",
  "description": "Tell us about the job: asked after prequal_address (added with the form editor).",
  "type": "object",
  "properties": {
    "jobType": {
      "type": "string",
      "enum": ["repair", "newInstall"]
    }
  },
  "required": ["jobType"]
}
`);
    expect(textOf(after, 'schemas/forms/prequal_job.ui.json')).toBe(`{
  "ui:order": ["jobType"],
  "jobType": { "ui:widget": "select" }
}
`);
    expect(textOf(after, 'content/es-US/screens/prequal_job.md')).toBe(`---
title: Cuéntenos sobre el trabajo
buttons:
  submit: CONTINUAR
labels:
  jobType: ¿Qué tipo de trabajo es?
  jobType.placeholder: Elija una opción
  jobType.repair: Una reparación
  jobType.newInstall: Una instalación nueva
---
{merchantName} nos pidió anotar algunos datos sobre el trabajo.
`);
    expect(textOf(after, 'content/en/screens/prequal_job.md')).toContain('title: Tell us about the job\nbuttons:\n  submit: CONTINUE\nlabels:\n  jobType: What kind of job is it?\n');
    // Its validators as `npm run forms:compile` writes them.
    expect(textOf(after, 'engine/generated/forms/prequal_job.validators.js')).toBe(compileFormValidators('prequal_job', readFormSchema('prequal_job', join(dir, 'schemas/forms'))));

    // The flow: the guide's entry after the address, and the one line that sends the borrower there.
    const entry = [
      '  prequal_job:',
      '    path: /prequal_job',
      '    guard: prequal',
      '    progress: 80',
      '    form: prequal_job',
      '    note: Added with the form editor after prequal_address.',
      '    buttons:',
      '      - { id: submit, event: submit, kind: primary }',
      '    on:',
      '      submit:',
      '        action: saveAnswers',
      '        save:',
      '          jobType: answers.jobType',
      '        next:',
      '          - goto: $status',
    ];
    const address = /( {2}prequal_address:\n(?: {4}.*\n)*? {8}next:\n) {10}- goto: \$status\n/;
    expect(textOf(before, 'flows/prequal.yaml')).toMatch(address);
    expect(textOf(after, 'flows/prequal.yaml')).toBe(textOf(before, 'flows/prequal.yaml').replace(address, `$1          - goto: prequal_job\n\n${entry.join('\n')}\n`));
    expect(lineDiff(textOf(before, 'flows/prequal.yaml'), textOf(after, 'flows/prequal.yaml')).removed).toEqual([]);
    const prequal = loadFlows(dir).flows.prequal!;
    expect(prequal.screens.prequal_address!.on!.submit!.next).toEqual([{ goto: 'prequal_job' }]);
    expect(prequal.screens.prequal_job!.on!.submit).toMatchObject({ action: 'saveAnswers', save: { jobType: 'answers.jobType' }, next: [{ goto: '$status' }] });

    // The replays that now meet the new screen are named at the step that expected the screen after the address (the
    // offers, or the declined and frozen pages: the way on was $status, so every borrower now passes through it).
    expect(answer.elsewhere.map((p) => `${p.file}:${p.line}`)).toEqual([
      'fixtures/prequal.yaml:35', 'fixtures/qa-prequal-address-autocomplete.yaml:39', 'fixtures/qa-prequal-declined.yaml:34', 'fixtures/qa-prequal-frozen.yaml:34',
    ]);
    expect(answer.elsewhere[0]!.message).toBe(formWords.replayStops('prequal_job', 'CONTINUE'));
    // The panel knows the screen is the editor's: it offers to remove it.
    const view = await store.describe('prequal_job');
    expect(view.ok && view.form.addedAfter).toBe('prequal_address');
    expect(store.changes()).toEqual([{ op: 'addScreen', screen: 'prequal_address', name: 'prequal_job', files: answer.written }]);

    const undone = await store.undo();
    expect(undone.ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('removes a screen it added: its files gone, the address going on as before, byte for byte; undo puts it back', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    expect((await store.apply(jobScreen)).ok).toBe(true);
    // A second question added on the new screen as on any form screen: saved by its `save:` map, its rule's message
    // in messages.yaml, laid out as its sibling.
    const permit = await store.apply({ op: 'add', screen: 'prequal_job', question: {
      name: 'permitNumber', kind: 'widget:text', required: false,
      label: { en: 'Permit number (if you have one)', 'es-US': 'Número de permiso (si lo tiene)' },
      rule: { kind: 'maxLength', value: 9, message: { en: 'Enter the permit number like CA-123456', 'es-US': 'Ingrese el número de permiso como CA-123456' } },
    } });
    if (!permit.ok) throw new Error(permit.problems.map((p) => formatProblem({ rule: '', ...p })).join('\n'));
    expect(readFileSync(join(dir, 'flows/prequal.yaml'), 'utf8')).toContain('          jobType: answers.jobType\n          permitNumber: answers.permitNumber\n');
    expect(readFileSync(join(dir, 'schemas/forms/prequal_job.schema.json'), 'utf8')).toContain(`
    "permitNumber": {
      "type": "string",
      "maxLength": 9,`);
    expect(readFileSync(join(dir, 'content/es-US/messages.yaml'), 'utf8')).toContain('permitNumberMaxLength');
    const added = snapshot(dir);
    const removed = await store.apply({ op: 'removeScreen', screen: 'prequal_job', name: 'prequal_job' });
    if (!removed.ok) throw new Error(removed.problems.map((p) => formatProblem({ rule: '', ...p })).join('\n'));
    expect(differing(before, snapshot(dir))).toEqual([]);
    // The panel goes on with the screen before it.
    expect(removed.form.screen).toBe('prequal_address');
    expect((await store.undo()).ok).toBe(true);
    expect(differing(added, snapshot(dir))).toEqual([]);
    expect((await store.undo()).ok).toBe(true);
    expect((await store.undo()).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });
});

describe('the QA replays that now stop on the new screen', () => {
  it('are given its step when product asks: the step that expected the offers expects the new screen, then its answer and button, flows:check says nothing new', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    const was = checkProject(loadProject(dir)).map((p) => formatProblem(p));
    expect((await store.apply(jobScreen)).ok).toBe(true);
    const added = snapshot(dir);
    const steps = await store.apply({ op: 'addReplaySteps', screen: 'prequal_job', name: 'prequal_job' });
    if (!steps.ok) throw new Error(steps.problems.map((p) => formatProblem({ rule: '', ...p })).join('\n'));
    expect(steps.written).toEqual(['fixtures/prequal.yaml', 'fixtures/qa-prequal-address-autocomplete.yaml', 'fixtures/qa-prequal-declined.yaml', 'fixtures/qa-prequal-frozen.yaml']);
    const fixture = textOf(added, 'fixtures/prequal.yaml');
    const offers = /( {2}- click: CONTINUE\n {4}expect: )(\{ path: \/prequal_offers, see: .*\})\n/;
    const [, , expectation] = offers.exec(fixture)!;
    expect(readFileSync(join(dir, 'fixtures/prequal.yaml'), 'utf8')).toBe(fixture.replace(offers, (_all, step: string) =>
      `${step}{ path: /prequal_job }\n  - choose: { What kind of job is it?: A repair }\n  - click: CONTINUE\n    expect: ${expectation}\n`));
    expect(checkProject(loadProject(dir)).map((p) => formatProblem(p))).toEqual(was);
    expect((await store.undo()).ok).toBe(true);
    expect(differing(added, snapshot(dir))).toEqual([]);
    expect((await store.undo()).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });
});

describe('a screen only the prequalified borrowers go through (the guide\'s section 6)', () => {
  it('names and steps only the replays of those borrowers (not the declined or frozen ones), flows:check clean, and removed, every byte back', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    const was = checkProject(loadProject(dir)).map((p) => formatProblem(p));
    const answer = await store.apply({ ...jobScreen, ways: [0], statuses: ['OFFER_AVAILABLE', 'CONDITIONAL_APPROVAL'] });
    if (!answer.ok) throw new Error(answer.problems.map((p) => formatProblem({ rule: '', ...p })).join('\n'));
    expect(checkProject(loadProject(dir)).map((p) => formatProblem(p))).toEqual(was);
    const prequal = loadFlows(dir).flows.prequal!;
    expect(prequal.screens.prequal_address!.on!.submit!.next).toEqual([
      { when: { status: ['OFFER_AVAILABLE', 'CONDITIONAL_APPROVAL'] }, goto: 'prequal_job' }, { goto: '$status' },
    ]);
    expect(prequal.screens.prequal_job!.on!.submit!.next).toEqual([{ goto: '$status' }]);
    expect(answer.elsewhere.map((p) => `${p.file}:${p.line}`)).toEqual(['fixtures/prequal.yaml:35', 'fixtures/qa-prequal-address-autocomplete.yaml:39']);
    const steps = await store.apply({ op: 'addReplaySteps', screen: 'prequal_job', name: 'prequal_job' });
    expect(steps.ok && steps.written).toEqual(['fixtures/prequal.yaml', 'fixtures/qa-prequal-address-autocomplete.yaml']);
    const removed = await store.apply({ op: 'removeScreen', screen: 'prequal_job', name: 'prequal_job' });
    if (!removed.ok) throw new Error(removed.problems.map((p) => formatProblem({ rule: '', ...p })).join('\n'));
    expect(differing(before, snapshot(dir))).toEqual([]);
    for (let i = 0; i < 3; i += 1) expect((await store.undo()).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('is refused, nothing written, when no way on is ticked, or statuses are ticked without the way they narrow', async () => {
    expect(await refused({ ...jobScreen, ways: [] })).toEqual([{ line: `flows/prequal.yaml:1:1: ${formWords.noWayTicked('prequal_address')}`, field: 'ways' }]);
    expect(await refused({ ...jobScreen, statuses: ['APPROVED'] })).toEqual([
      { line: `flows/prequal.yaml:1:1: ${formWords.unknownStatuses(['APPROVED'], factsFor('prequal').status!.values!)}`, field: 'statuses' },
    ]);
  });
});

describe('a screen added and removed again, shown on the open page (no reload)', () => {
  it('takes the replay steps it was given out with it, so the project is as before byte for byte', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    expect((await store.apply(jobScreen)).ok).toBe(true);
    const steps = await store.apply({ op: 'addReplaySteps', screen: 'prequal_job', name: 'prequal_job' });
    expect(steps.ok && steps.written).toContain('fixtures/prequal.yaml');
    const removed = await store.apply({ op: 'removeScreen', screen: 'prequal_job', name: 'prequal_job' });
    if (!removed.ok) throw new Error(removed.problems.map((p) => formatProblem({ rule: '', ...p })).join('\n'));
    expect(differing(before, snapshot(dir))).toEqual([]);
    expect((await store.undo()).ok).toBe(true);
    expect((await store.undo()).ok).toBe(true);
    expect((await store.undo()).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('answers the page with what to show in place: the new form and flows, then the screen before with the flows as they were', async () => {
    const store = formEditStore(dir);
    const added = await store.apply(jobScreen);
    if (!added.ok) throw new Error(added.problems.map((p) => formatProblem({ rule: '', ...p })).join('\n'));
    expect(added.preview?.form).toBe('prequal_job');
    expect(added.preview?.flows).not.toBeNull();
    // Removed, and an added screen undone: its form is gone, so the page is shown the screen before's form, with the
    // flows without it (a page with no preview reloads).
    const removed = await store.apply({ op: 'removeScreen', screen: 'prequal_job', name: 'prequal_job' });
    expect(removed.ok && removed.preview?.form).toBe('prequal_address');
    expect(removed.ok && JSON.stringify(removed.preview?.flows)).not.toContain('prequal_job');
    expect((await store.undo()).ok).toBe(true);
    const undone = await store.undo();
    expect(undone.ok && undone.preview?.form).toBe('prequal_address');
    expect(undone.ok && JSON.stringify(undone.preview?.flows)).not.toContain('prequal_job');
  });
});

describe('a screen change is refused, and nothing written, when', () => {
  // A copy of its own, so a failure above leaves nothing behind that these would trip on.
  beforeAll(() => {
    cleanUp(dir);
    dir = scratchProject();
  });

  it('a language has no title or no words for the button: that language named, in its own file, under its box', async () => {
    expect(await refused({ ...jobScreen, title: { en: 'Tell us about the job', 'es-US': ' ' }, button: { en: 'CONTINUE' } })).toEqual([
      { line: `content/es-US/screens/prequal_job.md:1:1: ${formWords.missingWords(formWords.theTitle, 'es-US')}`, field: 'title.es-US' },
      { line: `content/es-US/screens/prequal_job.md:1:1: ${formWords.missingWords(formWords.theButton, 'es-US')}`, field: 'button.es-US' },
    ]);
  });

  it('its first question has no Spanish words: named under the question\'s box', async () => {
    expect(await refused({ ...jobScreen, question: { ...jobType, label: { en: 'What kind of job is it?' } } })).toEqual([
      { line: `content/es-US/screens/prequal_job.md:1:1: ${formWords.missingWords(formWords.theLabel, 'es-US')}`, field: 'question.label.es-US' },
    ]);
  });

  it('the name or the address is another screen\'s', async () => {
    expect(await refused({ ...jobScreen, name: 'prequal_entry' })).toEqual([{ line: `flows/prequal.yaml:1:1: ${formWords.screenTaken('prequal_entry')}`, field: 'name' }]);
    expect(await refused({ ...jobScreen, path: '/prequal_offers' })).toEqual([{ line: `flows/prequal.yaml:1:1: ${formWords.pathTaken('/prequal_offers', 'prequal_offers')}`, field: 'path' }]);
    expect(await refused({ ...jobScreen, name: 'Job details' })).toEqual([{ line: `flows/prequal.yaml:1:1: ${formWords.badScreenName('Job details')}`, field: 'name' }]);
  });

  it('a screen left without a name is asked for one, not shown an empty name in quotes', async () => {
    const [only] = await refused({ ...jobScreen, name: '' });
    expect(only?.field).toBe('name');
    expect(only?.line).not.toContain('""');
    expect(only?.line).toContain(formWords.badScreenName(''));
  });

  it('the screen to remove was not added by the editor', async () => {
    expect(await refused({ op: 'removeScreen', screen: 'prequal_entry', name: 'prequal_entry' })).toEqual([{ line: `flows/prequal.yaml:1:1: ${formWords.notAdded('prequal_entry')}` }]);
  });

  it('where the borrower goes on depends on what they did on the screen (their answer)', async () => {
    expect(await refused({ ...jobScreen, screen: 'purchase_confirm', name: 'job_after_confirm' })).toEqual([
      { line: `flows/borrower.yaml:1:1: ${formWords.dependsOnEvent('purchase_confirm', 'answer')}` },
    ]);
  });
});

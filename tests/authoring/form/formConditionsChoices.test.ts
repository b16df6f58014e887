import { copyFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { RJSFSchema } from '@rjsf/utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formEditStore } from '../../../authoring/server/form/formEditStore';
import { formWords } from '../../../authoring/server/form/formWords';
import type { Choice, FormChange, NewQuestion } from '../../../authoring/shared/formTypes';
import { formatProblem } from '../../../engine/Problem';
import { checkProject } from '../../../scripts/check/checkProject';
import { loadProject } from '../../../scripts/check/loadProject';
import { readFormSchema } from '../../../scripts/lib/formValidators';
import { drawnFieldsOf } from '../../../src/forms/drawnFields';
import { saidOn } from './questionSaid';
import { cleanUp, differing, lineDiff, repo, scratchProject, snapshot, textOf } from './scratchProject';

// A change runs every rule of flows:check twice (before and after): seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 180000 });

// "Shown only when another answer is ..." and a question's choices, changed with the form editor on a scratch copy
// of the config with the guide's job_details screen (docs/adding-a-screen.md): never this work tree.
let dir = '';
beforeAll(() => {
  dir = scratchProject(true);
  // The written validators import ajv-formats (a date's format) as the app's do.
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
});
afterAll(() => cleanUp(dir));

const SCHEMA = 'schemas/forms/job_details.schema.json';
/** A question of the guide's screen as a refusal names it: its words, its name after. */
const said = (name: string) => saidOn(dir, 'job_details')(name);
const leaseEnds: NewQuestion = {
  name: 'leaseEnds', kind: 'widget:date', required: true,
  label: { en: 'When does the lease end?', 'es-US': '¿Cuándo termina el contrato de alquiler?' },
  condition: { on: 'homeOwner', values: ['rent'] },
};

/** A change that must be refused: its problems as file:line:column lines with their field, and nothing written. */
async function refused(change: FormChange): Promise<[string, string | undefined][]> {
  const before = snapshot(dir);
  const answer = await formEditStore(dir).apply(change);
  expect(answer.ok).toBe(false);
  expect(differing(before, snapshot(dir))).toEqual([]);
  return answer.ok ? [] : answer.problems.map((p) => [formatProblem({ rule: '', ...p }), p.field]);
}

let loads = 0;
// The fields the app's form draws for some answers, from the files the editor wrote: the schema as the app reads it
// (shared definitions resolved) and the validators written with it, through the function LoadedSchemaForm draws with.
async function drawn(values: Record<string, unknown>): Promise<string[]> {
  const copy = join(dir, `preview-${(loads += 1)}.mjs`);
  copyFileSync(join(dir, 'engine/generated/forms/job_details.validators.js'), copy);
  const validators = ((await import(/* @vite-ignore */ copy)) as { default: unknown }).default;
  const schema = readFormSchema('job_details', join(dir, 'schemas/forms'));
  return drawnFieldsOf(createPrecompiledValidator(validators as never, schema as RJSFSchema), schema)(values);
}

describe('"shown only when another answer is ...": written as the guide writes it, drawn by the app, undone byte for byte', () => {
  it('adds a question shown to renters: it joins the guide\'s own if/then, its order kept, and the app shows it for "rent" only', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    const answer = await store.apply({ op: 'add', screen: 'job_details', question: leaseEnds });
    expect(answer.ok).toBe(true);
    const after = snapshot(dir);
    expect(lineDiff(textOf(before, SCHEMA), textOf(after, SCHEMA))).toEqual({
      removed: ['    "required": ["landlordPhone"]'],
      added: ['      },', '      "leaseEnds": {', '        "type": "string",', '        "format": "date",', '        "x-messages": { "format": "invalidDate" }', '    "required": ["landlordPhone", "leaseEnds"]'],
    });
    expect(textOf(after, SCHEMA)).toContain('  "then": {\n    "properties": {\n      "landlordPhone": {');
    expect(lineDiff(textOf(before, 'schemas/forms/job_details.ui.json'), textOf(after, 'schemas/forms/job_details.ui.json')).added[0]).toBe('  "ui:order": ["jobType", "homeOwner", "*", "permitNumber", "leaseEnds"],');
    expect(answer.ok && answer.form.questions.find((q) => q.name === 'leaseEnds')).toMatchObject({ conditional: true, required: true, condition: { on: 'homeOwner', values: ['rent'] } });
    expect(await drawn({ jobType: 'repair', homeOwner: 'rent' })).toEqual(expect.arrayContaining(['landlordPhone', 'leaseEnds']));
    expect(await drawn({ jobType: 'repair', homeOwner: 'own' })).not.toContain('leaseEnds');
    expect(checkProject(loadProject(dir)).map(formatProblem)).toEqual([]);
    expect((await store.undo()).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('makes an asked question conditional on two answers of another: a new allOf laid out as the guide\'s if/then, the order untouched; the condition removed puts every byte back', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    const answer = await store.apply({ op: 'change', screen: 'job_details', name: 'permitNumber', condition: { on: 'jobType', values: ['newInstall', 'replacement'] } });
    expect(answer.ok && answer.written).toEqual(['engine/generated/forms/job_details.validators.js', SCHEMA]);
    const after = snapshot(dir);
    expect(lineDiff(textOf(before, SCHEMA), textOf(after, SCHEMA))).toEqual({
      removed: ['    },', '    "permitNumber": {', '      "type": "string",', '      "maxLength": 9,', '      "pattern": "^[A-Z]{2}-\\\\d{6}$",', '      "x-messages": { "pattern": "permitNumberFormat", "maxLength": "permitNumberFormat" }', '  }'],
      added: [
        '  },',
        '  "allOf": [',
        '    {',
        '      "if": { "properties": { "jobType": { "enum": ["replacement", "newInstall"] } }, "required": ["jobType"] },',
        '      "then": {',
        '        "properties": {',
        '          "permitNumber": {',
        '            "type": "string",',
        '            "maxLength": 9,',
        '            "pattern": "^[A-Z]{2}-\\\\d{6}$",',
        '            "x-messages": { "pattern": "permitNumberFormat", "maxLength": "permitNumberFormat" }',
        '          }',
        '        }',
        '      }',
        '    }',
        '  ]',
      ],
    });
    expect(answer.ok && answer.form.questions.map((q) => q.name)).toEqual(['jobType', 'homeOwner', 'landlordPhone', 'permitNumber']);
    expect(await drawn({ jobType: 'replacement', homeOwner: 'rent' })).toEqual(expect.arrayContaining(['permitNumber', 'landlordPhone']));
    expect(await drawn({ jobType: 'repair', homeOwner: 'own' })).not.toContain('permitNumber');
    expect(checkProject(loadProject(dir)).map(formatProblem)).toEqual([]);

    const back = await store.apply({ op: 'change', screen: 'job_details', name: 'permitNumber', condition: null });
    expect(back.ok && back.form.questions.find((q) => q.name === 'permitNumber')?.conditional).toBe(false);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('removes a question shown for one answer: its if/then goes with it, and its message nothing else reads; undo puts it back', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    expect((await store.apply({ op: 'remove', screen: 'job_details', name: 'landlordPhone' })).ok).toBe(true);
    const text = textOf(snapshot(dir), SCHEMA);
    expect(text).not.toMatch(/"if"|"then"|landlordPhone/);
    expect(text.endsWith('  "required": ["jobType", "homeOwner"]\n}\n')).toBe(true);
    expect(lineDiff(textOf(before, 'content/en/messages.yaml'), textOf(snapshot(dir), 'content/en/messages.yaml'))).toEqual({ removed: ['enterLandlordPhone: "Enter your landlord\'s phone number"'], added: [] });
    expect(checkProject(loadProject(dir)).map(formatProblem)).toEqual([]);
    expect((await store.undo()).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('a question shown for one answer made optional when shown: its own then\'s required and its message when left empty go, nothing else', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    const answer = await store.apply({ op: 'change', screen: 'job_details', name: 'landlordPhone', required: false });
    expect(answer.ok && answer.form.questions.find((q) => q.name === 'landlordPhone')).toMatchObject({ required: false, condition: { on: 'homeOwner', values: ['rent'] } });
    expect(lineDiff(textOf(before, SCHEMA), textOf(snapshot(dir), SCHEMA))).toEqual({
      removed: ['        "x-messages": { "required": "enterLandlordPhone", "pattern": "invalidMobileNumber" }', '    },', '    "required": ["landlordPhone"]'],
      added: ['        "x-messages": { "pattern": "invalidMobileNumber" }', '    }'],
    });
    expect(checkProject(loadProject(dir)).map(formatProblem)).toEqual([]);
    expect((await store.undo()).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('shows a question for a ticked yes/no box: the guide\'s if with the box\'s true, drawn for a tick only', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    const words = (en: string, es: string) => ({ en, 'es-US': es });
    expect((await store.apply({ op: 'add', screen: 'job_details', question: { name: 'hasPets', kind: 'widget:checkbox', required: false, label: words('There are pets in the home', 'Hay mascotas en la casa') } })).ok).toBe(true);
    const answer = await store.apply({ op: 'add', screen: 'job_details', question: { name: 'petNotes', kind: 'widget:text', required: false, label: words('Anything the crew should know?', '¿Algo que el equipo deba saber?'), condition: { on: 'hasPets', values: ['true'] } } });
    expect(answer.ok && answer.form.questions.find((q) => q.name === 'petNotes')?.condition).toEqual({ on: 'hasPets', values: ['true'] });
    expect(textOf(snapshot(dir), SCHEMA)).toContain('"if": { "properties": { "hasPets": { "const": true } }, "required": ["hasPets"] },');
    expect(await drawn({ jobType: 'repair', homeOwner: 'own', hasPets: true })).toContain('petNotes');
    expect(await drawn({ jobType: 'repair', homeOwner: 'own', hasPets: false })).not.toContain('petNotes');
    expect((await store.undo()).ok).toBe(true);
    expect((await store.undo()).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('shows a question for a yes/no box of a shared definition ($ref): offered as a condition, written as the guide\'s if with true, drawn for a tick only', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    // A shared yes/no definition, as schemas/forms/definitions/ would hold one (the scratch copy's only).
    const definition = join(dir, 'schemas/forms/definitions/yesNo.json');
    writeFileSync(definition, `${JSON.stringify({ $id: 'https://pos-borrower.local/schemas/forms/definitions/yesNo.json', description: 'A box ticked for yes.', type: 'boolean' }, null, 2)}\n`);
    try {
      const words = (en: string, es: string) => ({ en, 'es-US': es });
      const added = await store.apply({ op: 'add', screen: 'job_details', question: { name: 'hasGate', kind: 'definition:yesNo', required: false, label: words('The home has a gate', 'La casa tiene portón') } });
      // The panel offers it as a question whose answer shows another, ticked or not.
      expect(added.ok && added.form.questions.find((q) => q.name === 'hasGate')).toMatchObject({ shows: 'yesNo' });
      const answer = await store.apply({ op: 'add', screen: 'job_details', question: { name: 'gateCode', kind: 'widget:text', required: true, label: words('Gate code', 'Código del portón'), condition: { on: 'hasGate', values: ['true'] } } });
      expect(answer.ok && answer.form.questions.find((q) => q.name === 'gateCode')).toMatchObject({ conditional: true, required: true, condition: { on: 'hasGate', values: ['true'] } });
      expect(textOf(snapshot(dir), SCHEMA)).toContain('"if": { "properties": { "hasGate": { "const": true } }, "required": ["hasGate"] },');
      expect(await drawn({ jobType: 'repair', homeOwner: 'own', hasGate: true })).toContain('gateCode');
      expect(await drawn({ jobType: 'repair', homeOwner: 'own', hasGate: false })).not.toContain('gateCode');
      // A yes/no box offers yes and no only.
      expect(await refused({ op: 'change', screen: 'job_details', name: 'permitNumber', condition: { on: 'hasGate', values: ['yes'] } }))
        .toEqual([[`${SCHEMA}:1:1: ${formWords.conditionBadValue(said('hasGate'), 'yes', ['true', 'false'])}`, 'condition.values']]);
      expect(checkProject(loadProject(dir)).map(formatProblem)).toEqual([]);
      expect((await store.undo()).ok).toBe(true);
      expect((await store.undo()).ok).toBe(true);
    } finally {
      rmSync(definition, { force: true });
    }
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('refuses a condition that comes back to the question it would show: neither would ever show', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    const leaseKind: NewQuestion = {
      name: 'leaseKind', kind: 'widget:radio', required: true, label: { en: 'What kind of lease?', 'es-US': '¿Qué tipo de contrato?' },
      choices: [{ value: 'monthly', words: { en: 'Monthly', 'es-US': 'Mensual' } }, { value: 'yearly', words: { en: 'Yearly', 'es-US': 'Anual' } }],
      condition: { on: 'homeOwner', values: ['rent'] },
    };
    expect((await store.apply({ op: 'add', screen: 'job_details', question: leaseKind })).ok).toBe(true);
    expect(await refused({ op: 'change', screen: 'job_details', name: 'homeOwner', condition: { on: 'leaseKind', values: ['monthly'] } }))
      .toEqual([[`${SCHEMA}:1:1: ${formWords.conditionLoop(said('homeOwner'), said('leaseKind'))}`, 'condition']]);
    expect((await store.undo()).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('refuses a condition on a question that does not exist, on itself, on one without choices, on an answer it does not offer, a body that is no condition, and the removal of the question that shows another', async () => {
    const change = (condition: unknown): FormChange => ({ op: 'change', screen: 'job_details', name: 'permitNumber', condition: condition as never });
    expect(await refused(change({ on: 'houseOwner', values: ['rent'] }))).toEqual([[`${SCHEMA}:1:1: ${formWords.conditionNoQuestion('houseOwner', 'job_details')}`, 'condition']]);
    expect(await refused(change({ on: 'permitNumber', values: ['x'] }))).toEqual([[`${SCHEMA}:1:1: ${formWords.conditionOnItself(said('permitNumber'))}`, 'condition']]);
    expect(await refused({ op: 'add', screen: 'job_details', question: { ...leaseEnds, condition: { on: 'permitNumber', values: ['CA-123456'] } } })).toEqual([[`${SCHEMA}:1:1: ${formWords.conditionNoChoices(said('permitNumber'))}`, 'condition']]);
    expect(await refused(change({ on: 'homeOwner', values: ['borrow'] }))).toEqual([[`${SCHEMA}:1:1: ${formWords.conditionBadValue(said('homeOwner'), 'borrow', ['own', 'rent'])}`, 'condition.values']]);
    expect(await refused(change({ on: 'homeOwner', values: [] }))).toEqual([[`${SCHEMA}:1:1: ${formWords.conditionNoValues(said('homeOwner'))}`, 'condition.values']]);
    expect(await refused(change('rent'))).toEqual([[`${SCHEMA}:1:1: ${formWords.badCondition}`, 'condition']]);
    expect(await refused({ op: 'remove', screen: 'job_details', name: 'homeOwner' })).toEqual([[`${SCHEMA}:1:1: ${formWords.stillShows(said('homeOwner'), [said('landlordPhone')])}`, undefined]]);
  });
});

describe('a question\'s choices: added, renamed in every language, reordered, removed', () => {
  const jobTypes = (extra: Partial<Record<string, Choice['words']>> = {}): Choice[] => [
    { value: 'repair', words: { en: 'A repair', 'es-US': 'Una reparación' } },
    { value: 'newInstall', words: { en: 'A brand-new installation', 'es-US': 'Una instalación nueva' } },
    { value: 'replacement', words: { en: 'A replacement', 'es-US': 'Un reemplazo' } },
    { value: 'inspection', words: extra.inspection ?? { en: 'An inspection', 'es-US': 'Una inspección' } },
  ];

  it('one change: the enum line in its new order, renamed words on this screen, a new choice\'s words after its siblings on every screen; undo restores the bytes', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    const answer = await store.apply({ op: 'choices', screen: 'job_details', name: 'jobType', choices: jobTypes() });
    expect(answer.ok && answer.written).toEqual([
      'content/en/screens/job_details.md', 'content/en/screens/prequal_job_details.md', 'content/es-US/screens/job_details.md',
      'content/es-US/screens/prequal_job_details.md', 'engine/generated/forms/job_details.validators.js', SCHEMA,
    ]);
    const after = snapshot(dir);
    const diff = (file: string) => lineDiff(textOf(before, file), textOf(after, file));
    expect(diff(SCHEMA)).toEqual({ removed: ['      "enum": ["repair", "replacement", "newInstall"],'], added: ['      "enum": ["repair", "newInstall", "replacement", "inspection"],'] });
    expect(diff('content/en/screens/job_details.md')).toEqual({ removed: ['  jobType.newInstall: A new installation'], added: ['  jobType.newInstall: A brand-new installation', '  jobType.inspection: An inspection'] });
    // The words' lines in the choices' new order, the new one last, on every screen and in every language.
    expect(textOf(after, 'content/en/screens/job_details.md')).toContain('  jobType.repair: A repair\n  jobType.newInstall: A brand-new installation\n  jobType.replacement: A replacement\n  jobType.inspection: An inspection\n  homeOwner:');
    expect(textOf(after, 'content/es-US/screens/prequal_job_details.md')).toContain('  jobType.repair: Una reparación\n  jobType.newInstall: Una instalación nueva\n  jobType.replacement: Un reemplazo\n  jobType.inspection: Una inspección\n  homeOwner:');
    expect(answer.ok && answer.form.questions[0]?.choices.map((c) => [c.value, c.words.en])).toEqual([
      ['repair', 'A repair'], ['newInstall', 'A brand-new installation'], ['replacement', 'A replacement'], ['inspection', 'An inspection'],
    ]);
    expect(checkProject(loadProject(dir)).map(formatProblem)).toEqual([]);
    expect(store.changes().map((c) => [c.op, c.name])).toEqual([['choices', 'jobType']]);
    expect((await store.undo()).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('reorders the choices: their words\' lines follow in every screen and language, each moved line alone, the others (the placeholder) where they were; undone byte for byte', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    const files = ['content/en/screens/job_details.md', 'content/es-US/screens/job_details.md', 'content/en/screens/prequal_job_details.md', 'content/es-US/screens/prequal_job_details.md'];
    // Each file's own words for the choices, as the guide wrote them.
    const lineOf = (file: string, value: string) => textOf(before, file).split('\n').find((l) => l.startsWith(`  jobType.${value}: `))!;
    const order = ['newInstall', 'repair', 'replacement'];
    const wordsOf = (value: string) => Object.fromEntries(['en', 'es-US'].map((l) => [l, lineOf(`content/${l}/screens/job_details.md`, value).replace(/^ {2}jobType\.\w+: /, '')]));
    const answer = await store.apply({ op: 'choices', screen: 'job_details', name: 'jobType', choices: order.map((value) => ({ value, words: wordsOf(value) })) });
    expect(answer.ok && answer.written).toEqual([...[...files].sort(), 'engine/generated/forms/job_details.validators.js', SCHEMA]);
    const after = snapshot(dir);
    for (const file of files) {
      const text = textOf(after, file);
      const placeholder = textOf(before, file).split('\n').find((l) => l.startsWith('  jobType.placeholder: '))!;
      expect(text).toContain([placeholder, ...order.map((v) => lineOf(file, v))].join('\n'));
      expect(lineDiff(textOf(before, file), text)).toEqual({ removed: [lineOf(file, 'newInstall')], added: [lineOf(file, 'newInstall')] });
    }
    expect(checkProject(loadProject(dir)).map(formatProblem)).toEqual([]);
    expect((await store.undo()).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('removes a choice: its value and its words in every screen and language', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    const answer = await store.apply({ op: 'choices', screen: 'job_details', name: 'jobType', choices: jobTypes().filter((c) => c.value === 'repair' || c.value === 'replacement').map((c) => ({ ...c, words: { en: c.words.en!, 'es-US': c.words['es-US']! } })) });
    expect(answer.ok).toBe(true);
    const after = snapshot(dir);
    expect(lineDiff(textOf(before, SCHEMA), textOf(after, SCHEMA)).added).toEqual(['      "enum": ["repair", "replacement"],']);
    for (const file of ['content/en/screens/job_details.md', 'content/es-US/screens/prequal_job_details.md']) {
      expect(lineDiff(textOf(before, file), textOf(after, file))).toEqual({ removed: [expect.stringMatching(/^ {2}jobType\.newInstall: /)], added: [] });
    }
    expect((await store.undo()).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('refuses, naming the file and the field, and writes nothing: a language missing, an empty value, a value twice, a choice a condition uses, no list, a question without choices', async () => {
    const choices = (list: unknown): FormChange => ({ op: 'choices', screen: 'job_details', name: 'jobType', choices: list as Choice[] });
    expect(await refused(choices(jobTypes({ inspection: { en: 'An inspection' } })))).toEqual([
      [`content/es-US/screens/job_details.md:1:1: ${formWords.missingWords(formWords.theChoice('inspection'), 'es-US')}`, 'choices.3.words.es-US'],
    ]);
    expect(await refused(choices([{ value: '', words: { en: 'Nothing', 'es-US': 'Nada' } }, ...jobTypes()]))).toEqual([[`${SCHEMA}:1:1: ${formWords.badChoice('')}`, 'choices.0.value']]);
    expect(await refused(choices([...jobTypes(), jobTypes()[0]]))).toEqual([[`${SCHEMA}:1:1: ${formWords.choiceTwice('repair')}`, 'choices.4.value']]);
    expect(await refused({ op: 'choices', screen: 'job_details', name: 'homeOwner', choices: [{ value: 'own', words: { en: 'I own it', 'es-US': 'Es mía' } }] }))
      .toEqual([[`${SCHEMA}:1:1: ${formWords.choiceShows('rent', [said('landlordPhone')])}`, 'choices']]);
    expect(await refused(choices('repair'))).toEqual([[`${SCHEMA}:1:1: ${formWords.choicesNotAList}`, 'choices']]);
    expect(await refused({ op: 'choices', screen: 'job_details', name: 'permitNumber', choices: jobTypes() })).toEqual([[`${SCHEMA}:1:1: ${formWords.noChoicesToChange(said('permitNumber'))}`, undefined]]);
    expect(await refused({ op: 'choices', screen: 'job_details', name: 'crewSize', choices: jobTypes() })).toEqual([[`${SCHEMA}:1:1: ${formWords.noQuestion('crewSize', 'job_details')}`, undefined]]);
  });
});

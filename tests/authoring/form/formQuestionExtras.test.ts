import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formEditStore } from '../../../authoring/server/form/formEditStore';
import { formWords } from '../../../authoring/server/form/formWords';
import type { FormChange, NewQuestion, Words } from '../../../authoring/shared/formTypes';
import { formatProblem } from '../../../engine/Problem';
import { checkProject } from '../../../scripts/check/checkProject';
import { loadProject } from '../../../scripts/check/loadProject';
import { cleanUp, differing, lineDiff, scratchProject, snapshot, textOf } from './scratchProject';

// A change runs every rule of flows:check twice (before and after): seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 240000 });

// What the guide's job_details files have that "Add a question" and "Change" write too (docs/adding-a-screen.md,
// sections 1 to 3): a question's own message when left empty (`x-messages.required` and its words in each
// messages.yaml), a drop-down list's first line (`<name>.placeholder`), the box's autofill (`ui:autocomplete`). On a
// scratch copy of the config with the guide's screen applied: never this work tree.
let dir = '';
beforeAll(() => { dir = scratchProject(true); });
afterAll(() => cleanUp(dir));

const SCHEMA = 'schemas/forms/job_details.schema.json';
const UI = 'schemas/forms/job_details.ui.json';
const MESSAGES = (l: string) => `content/${l}/messages.yaml`;
const COPIES = ['job_details', 'prequal_job_details'].flatMap((s) => ['en', 'es-US'].map((l) => [l, `content/${l}/screens/${s}.md`] as const));
const words = (en: string, es: string): Words => ({ en, 'es-US': es });

const roofType: NewQuestion = {
  name: 'roofType', kind: 'widget:select', required: true, position: 1,
  label: words('What kind of roof is it?', '¿Qué tipo de techo es?'),
  placeholder: words('Choose one', 'Elija una opción'),
  requiredMessage: words('Choose the kind of roof', 'Elija el tipo de techo'),
  choices: [{ value: 'flat', words: words('Flat', 'Plano') }, { value: 'pitched', words: words('Pitched', 'Inclinado') }],
};
const siteCode: NewQuestion = { name: 'siteCode', kind: 'widget:text', required: false, label: words('Site code (if any)', 'Código del sitio (si lo hay)'), autocomplete: 'off' };

/** A change that must be refused: its problems as [file:line:column message, field], and nothing written. */
async function refused(change: FormChange): Promise<[string, string | undefined][]> {
  const before = snapshot(dir);
  const answer = await formEditStore(dir).apply(change);
  expect(answer.ok).toBe(false);
  expect(differing(before, snapshot(dir))).toEqual([]);
  return answer.ok ? [] : answer.problems.map((p) => [formatProblem({ rule: '', ...p }), p.field]);
}
const add = (question: NewQuestion): FormChange => ({ op: 'add', screen: 'job_details', question });
const change = (name: string, c: Partial<Extract<FormChange, { op: 'change' }>>): FormChange => ({ op: 'change', screen: 'job_details', name, ...c });

describe('"Add a question" writes what the guide\'s job type and permit number have', () => {
  it('a drop-down list with its own message when left empty and its first line: the guide\'s lines, flows:check clean, undone byte for byte', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    const answer = await store.apply(add(roofType));
    if (!answer.ok) throw new Error(answer.problems.map((p) => formatProblem({ rule: '', ...p })).join('\n'));
    const after = snapshot(dir);
    const field = JSON.parse(textOf(after, SCHEMA)).properties.roofType;
    expect(field).toEqual({ type: 'string', enum: ['flat', 'pitched'], 'x-messages': { required: 'roofTypeRequired' } });
    expect(Object.keys(field)).toEqual(['type', 'enum', 'x-messages']);
    expect(textOf(after, SCHEMA)).toContain('"x-messages": { "required": "roofTypeRequired" }');
    for (const l of ['en', 'es-US']) {
      expect(lineDiff(textOf(before, MESSAGES(l)), textOf(after, MESSAGES(l)))).toEqual({ removed: [], added: [`roofTypeRequired: ${roofType.requiredMessage![l]}`] });
    }
    // On both screens showing the form, its first line right under its words, as the guide's jobType.placeholder.
    for (const [l, file] of COPIES) {
      expect(lineDiff(textOf(before, file), textOf(after, file))).toEqual({ removed: [], added: [
        `  roofType: ${roofType.label[l]}`, `  roofType.placeholder: ${roofType.placeholder![l]}`,
        `  roofType.flat: ${roofType.choices![0]!.words[l]}`, `  roofType.pitched: ${roofType.choices![1]!.words[l]}`,
      ] });
    }
    const view = answer.form.questions.find((q) => q.name === 'roofType');
    expect(view?.requiredMessages).toEqual(roofType.requiredMessage);
    expect(view?.placeholders).toEqual(roofType.placeholder);
    expect(checkProject(loadProject(dir)).map(formatProblem)).toEqual([]);
    expect((await store.undo()).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('the box\'s autofill: "off" as the guide\'s permit number, and a token where the guide\'s landlord\'s phone has it; none writes nothing', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    expect((await store.apply(add(siteCode))).ok).toBe(true);
    const text = snapshot(dir);
    expect(lineDiff(textOf(before, UI), textOf(text, UI)).added).toContain('  "siteCode": { "ui:autocomplete": "off" }');
    const phone = await store.apply(add({ name: 'crewPhone', kind: 'widget:phone', required: false, label: words('Crew phone', 'Teléfono del equipo'), autocomplete: 'tel-national' }));
    expect(phone.ok).toBe(true);
    expect(textOf(snapshot(dir), UI)).toContain('  "crewPhone": { "ui:widget": "phone", "ui:filter": "phone", "ui:format": "phone", "ui:formatOn": "change", "ui:parse": "phoneE164", "ui:autocomplete": "tel-national", "ui:inputmode": "tel" }');
    expect(checkProject(loadProject(dir)).map(formatProblem)).toEqual([]);
    expect((await store.undo()).ok).toBe(true);
    expect((await store.undo()).ok).toBe(true);
    // Without one, a one-line text box has no UI entry at all, as before.
    expect((await store.apply(add({ ...siteCode, autocomplete: undefined }))).ok).toBe(true);
    expect(textOf(snapshot(dir), UI)).not.toContain('"siteCode": {');
    expect((await store.undo()).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('a phone shown only to renters, as the guide\'s landlord\'s phone: its message key first in its x-messages, "off" in the guide\'s key order', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    const answer = await store.apply(add({
      name: 'agentPhone', kind: 'widget:phone', required: true, autocomplete: 'off', condition: { on: 'homeOwner', values: ['rent'] },
      label: words('Letting agent\'s phone number', 'Teléfono de la agencia'), requiredMessage: words('Enter the agent\'s phone number', 'Ingrese el teléfono de la agencia'),
    }));
    if (!answer.ok) throw new Error(answer.problems.map((p) => formatProblem({ rule: '', ...p })).join('\n'));
    const after = snapshot(dir);
    const then = JSON.parse(textOf(after, SCHEMA)).then;
    expect(then.required).toEqual(['landlordPhone', 'agentPhone']);
    expect(textOf(after, SCHEMA)).toContain('"x-messages": { "required": "agentPhoneRequired", "pattern": "invalidMobileNumber" }');
    expect(textOf(after, UI)).toContain('  "agentPhone": { "ui:widget": "phone", "ui:filter": "phone", "ui:format": "phone", "ui:formatOn": "change", "ui:parse": "phoneE164", "ui:autocomplete": "off", "ui:inputmode": "tel" }');
    expect(checkProject(loadProject(dir)).map(formatProblem)).toEqual([]);
    // Made optional, its message goes with "Must be answered".
    expect((await store.apply(change('agentPhone', { required: false }))).ok).toBe(true);
    expect(textOf(snapshot(dir), SCHEMA)).toContain('"x-messages": { "pattern": "invalidMobileNumber" }');
    expect(textOf(snapshot(dir), MESSAGES('es-US'))).not.toContain('agentPhoneRequired');
    expect((await store.undo()).ok).toBe(true);
    expect((await store.undo()).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('refuses a drop-down list without its first line, a message left empty in one language, an autofill no browser knows: each named with its file and box, nothing written', async () => {
    const missing = (file: string, what: string, l: string, box: string): [string, string] => [`${file}:1:1: ${formWords.missingWords(what, l)}`, `${box}.${l}`];
    expect(await refused(add({ ...roofType, placeholder: undefined }))).toEqual([
      missing('content/en/screens/job_details.md', formWords.thePlaceholder, 'en', 'placeholder'),
      missing('content/es-US/screens/job_details.md', formWords.thePlaceholder, 'es-US', 'placeholder'),
    ]);
    expect(await refused(add({ ...roofType, placeholder: words('Choose one', ' ') }))).toEqual([missing('content/es-US/screens/job_details.md', formWords.thePlaceholder, 'es-US', 'placeholder')]);
    expect(await refused(add({ ...roofType, requiredMessage: { en: 'Choose the kind of roof', 'es-US': '' } }))).toEqual([
      missing('content/es-US/messages.yaml', formWords.theRequiredMessage, 'es-US', 'requiredMessage'),
    ]);
    expect(await refused(add({ ...siteCode, autocomplete: 'emial' }))).toEqual([[`${UI}:1:1: ${formWords.noAutofill('emial')}`, 'autocomplete']]);
  });
});

describe('"Change" sets, replaces and takes out a question\'s own message when left empty', () => {
  it('replaces the guide\'s chooseJobType words in place; gives the permit number, made required, a message of its own; all emptied or made optional, it goes', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    const described = await store.describe('job_details');
    expect(described.ok && described.form.questions.find((q) => q.name === 'jobType')?.requiredMessages).toEqual(words('Choose the kind of job', 'Elija el tipo de trabajo'));

    const replaced = words('Pick the kind of job', 'Elija qué tipo de trabajo es');
    const answer = await store.apply(change('jobType', { requiredMessage: replaced }));
    expect(answer.ok && answer.written).toEqual([MESSAGES('en'), MESSAGES('es-US')]);
    for (const l of ['en', 'es-US']) {
      const was = textOf(before, MESSAGES(l)).split('\n').find((line) => line.startsWith('chooseJobType:'))!;
      expect(lineDiff(textOf(before, MESSAGES(l)), textOf(snapshot(dir), MESSAGES(l)))).toEqual({ removed: [was], added: [`chooseJobType: ${replaced[l]}`] });
    }
    expect((await store.undo()).ok).toBe(true);

    const own = words('Enter the permit number', 'Ingrese el número de permiso');
    const required = await store.apply(change('permitNumber', { required: true, requiredMessage: own }));
    expect(required.ok).toBe(true);
    const after = snapshot(dir);
    expect(lineDiff(textOf(before, SCHEMA), textOf(after, SCHEMA))).toEqual({
      removed: ['      "x-messages": { "pattern": "permitNumberFormat", "maxLength": "permitNumberFormat" }', '  "required": ["jobType", "homeOwner"],'],
      added: ['      "x-messages": { "required": "permitNumberRequired", "pattern": "permitNumberFormat", "maxLength": "permitNumberFormat" }', '  "required": ["jobType", "homeOwner", "permitNumber"],'],
    });
    for (const l of ['en', 'es-US']) expect(lineDiff(textOf(before, MESSAGES(l)), textOf(after, MESSAGES(l)))).toEqual({ removed: [], added: [`permitNumberRequired: ${own[l]}`] });
    expect(checkProject(loadProject(dir)).map(formatProblem)).toEqual([]);
    // Every box emptied: the app's default message again, the key and its words gone.
    expect((await store.apply(change('permitNumber', { requiredMessage: words('', '') }))).ok).toBe(true);
    const emptied = snapshot(dir);
    expect(JSON.parse(textOf(emptied, SCHEMA)).properties.permitNumber['x-messages']).toEqual({ pattern: 'permitNumberFormat', maxLength: 'permitNumberFormat' });
    for (const l of ['en', 'es-US']) expect(textOf(emptied, MESSAGES(l))).toBe(textOf(before, MESSAGES(l)));
    expect((await store.undo()).ok).toBe(true);
    // Made optional again: its message goes with "Must be answered", every byte as the guide wrote it.
    expect((await store.apply(change('permitNumber', { required: false }))).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('refuses a message left empty in one language, named in its messages file and box', async () => {
    expect(await refused(change('jobType', { requiredMessage: { en: 'Pick the kind of job', 'es-US': ' ' } }))).toEqual([
      [`content/es-US/messages.yaml:1:1: ${formWords.missingWords(formWords.theRequiredMessage, 'es-US')}`, 'requiredMessage.es-US'],
    ]);
  });
});

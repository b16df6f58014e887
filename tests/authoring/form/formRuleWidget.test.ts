import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formEditStore } from '../../../authoring/server/form/formEditStore';
import { formWords } from '../../../authoring/server/form/formWords';
import type { FormChange, Words } from '../../../authoring/shared/formTypes';
import { formatProblem } from '../../../engine/Problem';
import { checkProject } from '../../../scripts/check/checkProject';
import { loadProject } from '../../../scripts/check/loadProject';
import { saidOn } from './questionSaid';
import { cleanUp, differing, lineDiff, scratchProject, snapshot, textOf } from './scratchProject';

// A change runs every rule of flows:check twice (before and after): seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 240000 });

// A question's rule and widget changed with the form editor, on a scratch copy of the config with the guide's
// job_details screen (docs/adding-a-screen.md): never this work tree.
let dir = '';
beforeAll(() => { dir = scratchProject(true); });
afterAll(() => cleanUp(dir));

const SCHEMA = 'schemas/forms/job_details.schema.json';
const UI = 'schemas/forms/job_details.ui.json';
/** A question of the guide's screen as a refusal names it: its words, its name after. */
const said = (name: string) => saidOn(dir, 'job_details')(name);
const EN = 'content/en/messages.yaml';
const ES = 'content/es-US/messages.yaml';
const tooShort: Words = { en: 'A permit number has at least 4 characters', 'es-US': 'Un número de permiso tiene al menos 4 caracteres' };

/** A change that must be refused: its problems as [file:line:column message, field], and nothing written. */
async function refused(change: FormChange): Promise<[string, string | undefined][]> {
  const before = snapshot(dir);
  const answer = await formEditStore(dir).apply(change);
  expect(answer.ok).toBe(false);
  expect(differing(before, snapshot(dir))).toEqual([]);
  return answer.ok ? [] : answer.problems.map((p) => [formatProblem({ rule: '', ...p }), p.field]);
}
const change = (name: string, c: Partial<Extract<FormChange, { op: 'change' }>>): FormChange => ({ op: 'change', screen: 'job_details', name, ...c });

describe('a question\'s rule: set, replaced and removed, its message in every language where the guide puts them', () => {
  it('sets a shortest length on the permit number: the rule before its x-messages, its own message at the end of each messages file; removing it puts every byte back', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    const set = await store.apply(change('permitNumber', { rule: { kind: 'minLength', value: 4, message: tooShort } }));
    expect(set.ok && set.written).toEqual(['content/en/messages.yaml', 'content/es-US/messages.yaml', 'engine/generated/forms/job_details.validators.js', SCHEMA]);
    const after = snapshot(dir);
    expect(lineDiff(textOf(before, SCHEMA), textOf(after, SCHEMA))).toEqual({
      removed: ['      "x-messages": { "pattern": "permitNumberFormat", "maxLength": "permitNumberFormat" }'],
      added: ['      "minLength": 4,', '      "x-messages": { "pattern": "permitNumberFormat", "maxLength": "permitNumberFormat", "minLength": "permitNumberMinLength" }'],
    });
    expect(lineDiff(textOf(before, EN), textOf(after, EN))).toEqual({ removed: [], added: [`permitNumberMinLength: ${tooShort.en}`] });
    expect(lineDiff(textOf(before, ES), textOf(after, ES))).toEqual({ removed: [], added: [`permitNumberMinLength: ${tooShort['es-US']}`] });
    expect(textOf(after, ES).endsWith(`permitNumberMinLength: ${tooShort['es-US']}\n`)).toBe(true);
    const permit = set.ok ? set.form.questions.find((q) => q.name === 'permitNumber') : undefined;
    expect(permit?.rules).toEqual([
      { kind: 'minLength', value: 4, message: tooShort, from: 'form' },
      { kind: 'maxLength', value: 9, message: { en: 'Enter the permit number like CA-123456', 'es-US': 'Ingrese el número de permiso como CA-123456' }, from: 'form' },
      { kind: 'pattern', value: '^[A-Z]{2}-\\d{6}$', message: { en: 'Enter the permit number like CA-123456', 'es-US': 'Ingrese el número de permiso como CA-123456' }, from: 'form' },
    ]);
    expect(checkProject(loadProject(dir)).map(formatProblem)).toEqual([]);

    // Replaced: the value where it is, the words of the message only this rule reads in place.
    const longer = { en: 'At least 5 characters, like CA-123456', 'es-US': 'Al menos 5 caracteres, como CA-123456' };
    expect((await store.apply(change('permitNumber', { rule: { kind: 'minLength', value: 5, message: longer } }))).ok).toBe(true);
    const replaced = snapshot(dir);
    expect(lineDiff(textOf(after, SCHEMA), textOf(replaced, SCHEMA))).toEqual({ removed: ['      "minLength": 4,'], added: ['      "minLength": 5,'] });
    expect(lineDiff(textOf(after, ES), textOf(replaced, ES))).toEqual({ removed: [`permitNumberMinLength: ${tooShort['es-US']}`], added: [`permitNumberMinLength: ${longer['es-US']}`] });

    // Removed: the rule, its message key and its words go; the files are the guide's again, byte for byte.
    const removed = await store.apply(change('permitNumber', { rule: { kind: 'minLength', remove: true } }));
    expect(removed.ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('replaces a rule whose message another rule reads too: the pattern gets a message of its own, the longest length keeps the guide\'s; undone byte for byte', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    const words = { en: 'Enter two letters, a hyphen and 6 or 7 digits', 'es-US': 'Ingrese dos letras, un guion y 6 o 7 dígitos' };
    const answer = await store.apply(change('permitNumber', { rule: { kind: 'pattern', value: '^[A-Z]{2}-\\d{6,7}$', message: words } }));
    expect(answer.ok).toBe(true);
    const after = snapshot(dir);
    expect(lineDiff(textOf(before, SCHEMA), textOf(after, SCHEMA))).toEqual({
      removed: ['      "pattern": "^[A-Z]{2}-\\\\d{6}$",', '      "x-messages": { "pattern": "permitNumberFormat", "maxLength": "permitNumberFormat" }'],
      added: ['      "pattern": "^[A-Z]{2}-\\\\d{6,7}$",', '      "x-messages": { "pattern": "permitNumberPattern", "maxLength": "permitNumberFormat" }'],
    });
    expect(lineDiff(textOf(before, EN), textOf(after, EN))).toEqual({ removed: [], added: [`permitNumberPattern: ${words.en}`] });
    expect(checkProject(loadProject(dir)).map(formatProblem)).toEqual([]);
    // Its own message goes with it; the guide's stays, read by the longest length.
    expect((await store.apply(change('permitNumber', { rule: { kind: 'pattern', remove: true } }))).ok).toBe(true);
    const gone = snapshot(dir);
    expect(textOf(gone, SCHEMA)).toContain('"x-messages": { "maxLength": "permitNumberFormat" }');
    expect(textOf(gone, SCHEMA)).not.toContain('"pattern": "^[A-Z]');
    expect(lineDiff(textOf(before, EN), textOf(gone, EN))).toEqual({ removed: [], added: [] });
    expect(checkProject(loadProject(dir)).map(formatProblem)).toEqual([]);
    expect((await store.undo()).ok).toBe(true);
    expect((await store.undo()).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });
});

describe('a rule refused, nothing written, each problem under its box', () => {
  it('a pattern that is no regular expression', async () => {
    const lines = await refused(change('permitNumber', { rule: { kind: 'pattern', value: '^[A-Z{2}$', message: tooShort } }));
    expect(lines).toEqual([[expect.stringMatching(/^schemas\/forms\/job_details\.schema\.json:1:1: The pattern \^\[A-Z\{2\}\$ is not a regular expression the browser can use \(.+\)\.$/), 'rule.value']]);
  });

  it('a language\'s message missing, named in its own messages file', async () => {
    expect(await refused(change('permitNumber', { rule: { kind: 'minLength', value: 4, message: { en: 'A permit number has at least 4 characters' } } }))).toEqual([
      [`content/es-US/messages.yaml:1:1: ${formWords.missingWords(formWords.theRuleMessage(formWords.rule('minLength')), 'es-US')}`, 'rule.message.es-US'],
    ]);
  });

  it('a shortest length above the longest the question has', async () => {
    expect(await refused(change('permitNumber', { rule: { kind: 'minLength', value: 12, message: tooShort } }))).toEqual([
      [`${SCHEMA}:1:1: ${formWords.boundsCross('minLength', 12, 'maxLength', 9)}`, 'rule.value'],
    ]);
  });

  it('a rule that does not fit the answer: a length on a number, a pattern on one of some choices', async () => {
    expect(await refused({ op: 'change', screen: 'prequal_offers', name: 'requestedLoanAmount', rule: { kind: 'maxLength', value: 6, message: tooShort } })).toEqual([
      [`schemas/forms/prequal_amount.schema.json:1:1: ${formWords.ruleDoesNotFit('maxLength', 'a number', ['minimum', 'maximum'])}`, 'rule.kind'],
    ]);
    expect(formWords.ruleDoesNotFit('maxLength', 'a number', ['minimum', 'maximum'])).toBe('A longest length (maxLength) rule does not fit an answer that is a number: it takes a smallest number (minimum), a largest number (maximum).');
    expect(await refused(change('jobType', { rule: { kind: 'pattern', value: '^r', message: tooShort } }))).toEqual([
      [`${SCHEMA}:1:1: ${formWords.ruleDoesNotFit('pattern', 'one of its choices', [])}`, 'rule.kind'],
    ]);
  });

  it('a rule removed that the question does not have', async () => {
    expect(await refused(change('permitNumber', { rule: { kind: 'minLength', remove: true } }))).toEqual([
      [`${SCHEMA}:1:1: ${formWords.noSuchRule(said('permitNumber'), 'minLength')}`, 'rule.kind'],
    ]);
  });
});

describe('a question\'s widget, among those that fit its answer', () => {
  it('says which widgets fit each question: a choice\'s list or radio buttons, a text\'s boxes, a phone\'s own box', async () => {
    const answer = await formEditStore(dir).describe('job_details');
    const form = answer.ok ? answer.form : undefined;
    expect(form?.questions.map((q) => [q.name, q.widget, q.widgets.map((w) => w.name)])).toEqual([
      ['jobType', 'select', ['select', 'radio']],
      ['homeOwner', 'radio', ['select', 'radio']],
      ['landlordPhone', 'phone', ['text', 'phone', 'textarea']],
      ['permitNumber', 'text', ['text', 'textarea']],
    ]);
    expect(form?.questions[1]?.widgets[1]).toEqual({ name: 'radio', said: formWords.widgetSaid('radio') });
    expect(form?.questions.map((q) => q.ruleKinds)).toEqual([[], [], ['minLength', 'maxLength', 'pattern'], ['minLength', 'maxLength', 'pattern']]);
  });

  it('shows the permit number as a text box of several lines: its UI schema line alone; back to one line, every byte as the guide wrote it', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    const answer = await store.apply(change('permitNumber', { widget: 'textarea' }));
    expect(answer.ok && answer.written).toEqual([UI]);
    expect(lineDiff(textOf(before, UI), textOf(snapshot(dir), UI))).toEqual({
      removed: ['  "permitNumber": { "ui:autocomplete": "off" }'], added: ['  "permitNumber": { "ui:widget": "textarea", "ui:autocomplete": "off" }'],
    });
    expect(answer.ok && answer.form.questions.find((q) => q.name === 'permitNumber')?.widget).toBe('textarea');
    expect(checkProject(loadProject(dir)).map(formatProblem)).toEqual([]);
    expect((await store.apply(change('permitNumber', { widget: 'text' }))).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('shows the owner question as a drop-down list: ui:widget replaced in place, its first line\'s words under the question\'s on every screen in every language; undone byte for byte', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    const placeholder: Words = { en: 'Pick one', 'es-US': 'Elija una' };
    const answer = await store.apply(change('homeOwner', { widget: 'select', placeholder }));
    expect(answer.ok).toBe(true);
    const after = snapshot(dir);
    expect(lineDiff(textOf(before, UI), textOf(after, UI))).toEqual({ removed: ['  "homeOwner": { "ui:widget": "radio" },'], added: ['  "homeOwner": { "ui:widget": "select" },'] });
    for (const screen of ['job_details', 'prequal_job_details']) for (const l of ['en', 'es-US']) {
      const file = `content/${l}/screens/${screen}.md`;
      const label = textOf(before, file).split('\n').find((line) => line.startsWith('  homeOwner: '))!;
      expect(lineDiff(textOf(before, file), textOf(after, file))).toEqual({ removed: [], added: [`  homeOwner.placeholder: ${placeholder[l]!}`] });
      expect(textOf(after, file)).toContain(`${label}\n  homeOwner.placeholder: ${placeholder[l]!}\n`);
    }
    expect(answer.ok && answer.form.questions.find((q) => q.name === 'homeOwner')?.placeholders).toEqual(placeholder);
    expect(checkProject(loadProject(dir)).map(formatProblem)).toEqual([]);
    // Radio buttons again: the first line's words go with the drop-down, every byte as the guide wrote it.
    expect((await store.apply(change('homeOwner', { widget: 'radio' }))).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
    expect((await store.apply(change('homeOwner', { widget: 'select', placeholder }))).ok).toBe(true);
    expect((await store.undo()).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('refuses a drop-down list without its first line\'s words in a language, naming each screen\'s copy file and the box; radio buttons lose them', async () => {
    const missing = (file: string, l: string) => [`${file}:1:1: ${formWords.missingWords(formWords.thePlaceholder, l)}`, `placeholder.${l}`];
    expect(await refused(change('homeOwner', { widget: 'select' }))).toEqual([
      missing('content/en/screens/job_details.md', 'en'), missing('content/es-US/screens/job_details.md', 'es-US'),
      missing('content/en/screens/prequal_job_details.md', 'en'), missing('content/es-US/screens/prequal_job_details.md', 'es-US'),
    ]);
    expect(await refused(change('homeOwner', { widget: 'select', placeholder: { en: 'Pick one', 'es-US': ' ' } }))).toEqual([missing('content/es-US/screens/job_details.md', 'es-US')]);
    // The job type is a drop-down already: made radio buttons, its first line's words go with it; undone, they are back.
    const store = formEditStore(dir);
    const before = snapshot(dir);
    expect((await store.apply(change('jobType', { widget: 'radio' }))).ok).toBe(true);
    expect(textOf(snapshot(dir), 'content/en/screens/job_details.md')).not.toContain('jobType.placeholder');
    expect((await store.undo()).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });

  it('refuses a widget that does not fit, saying which do, in words; and a name that is no widget', async () => {
    expect(await refused(change('permitNumber', { widget: 'date' }))).toEqual([
      [`${UI}:1:1: ${formWords.widgetDoesNotFit('date', said('permitNumber'), 'a text', ['text', 'textarea'])}`, 'widget'],
    ]);
    expect(formWords.widgetDoesNotFit('date', formWords.asked('permitNumber'), 'a text', ['text', 'textarea'])).toBe('A date box does not fit "permitNumber", whose answer is a text: it can be shown as a one-line text box, or as a text box of several lines.');
    expect(await refused(change('jobType', { widget: 'checkboxes' }))).toEqual([
      [`${UI}:1:1: ${formWords.widgetDoesNotFit('checkboxes', said('jobType'), 'one of its choices', ['select', 'radio'])}`, 'widget'],
    ]);
    expect(await refused(change('jobType', { widget: 'emial' }))).toEqual([[`${UI}:1:1: ${formWords.noWidget('emial')}`, 'widget']]);
  });
});

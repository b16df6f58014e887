import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewQuestion } from '../../../authoring/shared/formTypes';
import { formEditStore } from '../../../authoring/server/form/formEditStore';
import { formWords } from '../../../authoring/server/form/formWords';
import { formatProblem } from '../../../engine/Problem';
import { checkProject } from '../../../scripts/check/checkProject';
import { loadProject } from '../../../scripts/check/loadProject';
import { saidOn } from './questionSaid';
import { cleanUp, differing, lineDiff, scratchProject, snapshot, textOf } from './scratchProject';

// A change runs every rule of flows:check twice (before and after): seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 120000 });

// The guide's job_details screen (docs/adding-a-screen.md, applied to a scratch copy of the config as `npm test`
// applies it), changed with the form editor as the dev server would: never this work tree.
let dir = '';
beforeAll(() => {
  dir = scratchProject(true);
});
afterAll(() => cleanUp(dir));

const crewSize: NewQuestion = {
  name: 'crewSize', kind: 'widget:select', required: true, position: 1,
  label: { en: 'How many workers will come?', 'es-US': '¿Cuántos trabajadores vendrán?' },
  choices: [{ value: 'one', words: { en: 'One', 'es-US': 'Uno' } }, { value: 'several', words: { en: 'Several', 'es-US': 'Varios' } }],
  placeholder: { en: 'Choose one', 'es-US': 'Elija una opción' },
};
const gateCode: NewQuestion = {
  name: 'gateCode', kind: 'widget:text', required: false,
  label: { en: 'Gate code', 'es-US': 'Código de la puerta' },
  hint: { en: 'Four digits, if the home has a gate.', 'es-US': 'Cuatro dígitos, si la casa tiene portón.' },
  rule: { kind: 'pattern', value: '^\\d{4}$', message: { en: 'Enter the gate code as four digits', 'es-US': 'Ingrese el código de la puerta con cuatro dígitos' } },
};

/** A change that must be refused: its problems' lines, and proof that no file of the copy changed. */
async function refused(change: Parameters<ReturnType<typeof formEditStore>['apply']>[0]): Promise<string[]> {
  const before = snapshot(dir);
  const answer = await formEditStore(dir).apply(change);
  expect(answer.ok).toBe(false);
  expect(differing(before, snapshot(dir))).toEqual([]);
  return answer.ok ? [] : answer.problems.map((p) => formatProblem({ rule: '', ...p }));
}

describe('what a form screen asks (describe)', () => {
  it('lists the guide\'s questions in the order shown, with their kind, words in both languages, and whether they can go', async () => {
    const answer = await formEditStore(dir).describe('job_details');
    expect(answer.ok).toBe(true);
    const form = answer.ok ? answer.form : undefined;
    expect(form?.alsoOn).toEqual(['prequal_job_details']);
    expect(form?.questions.map((q) => [q.name, q.kind, q.required, q.removable])).toEqual([
      ['jobType', 'select', true, true], ['homeOwner', 'radio', true, false], ['landlordPhone', 'phone', true, true], ['permitNumber', 'string', false, true],
    ]);
    const homeOwner = form?.questions[1];
    expect(homeOwner?.labels).toEqual({ en: 'Do you own or rent the home?', 'es-US': '¿La vivienda es suya o la alquila?' });
    expect(homeOwner?.choices).toEqual([{ value: 'own', words: { en: 'I own it', 'es-US': 'Es mía' } }, { value: 'rent', words: { en: 'I rent it', 'es-US': 'La alquilo' } }]);
    // Every shared definition is a kind to add.
    expect(form?.kinds.filter((k) => k.source === 'definition').map((k) => k.name)).toEqual(expect.arrayContaining(['ein', 'routingNumber', 'accountNumber', 'website', 'ssn4', 'ownership']));
  });

  it('says why the lender needs a question, from the inquiry table and the actions', async () => {
    const entry = await formEditStore(dir).describe('entry');
    const firstName = entry.ok ? entry.form.questions.find((q) => q.name === 'firstName') : undefined;
    expect(firstName).toMatchObject({ removable: false, why: formWords.askedByLender(['BORROWER_PROVIDED_BORROWER_FIRST_NAME']) });
    // Its requiredness is the inquiries', not the schema's: every entry question says so; the guide's screen's do not.
    expect(entry.ok && entry.form.questions.every((q) => q.lenderAsks === true)).toBe(true);
    const guide = await formEditStore(dir).describe('job_details');
    expect(guide.ok && guide.form.questions.some((q) => q.lenderAsks)).toBe(false);
    // The agreement's label is Markdown: the panel is given the words the borrower reads, its links' words kept.
    const reviewed = entry.ok ? entry.form.questions.find((q) => q.name === 'reviewed') : undefined;
    expect(reviewed?.labels.en).toContain('[Terms of Service](/terms)');
    expect(reviewed?.plain.en).toMatch(/^I agree to the Terms of Service, E-Sign Consent and Privacy Policy, and I authorize \{lenderName\} to get my credit report\.$/);
    expect(reviewed?.plain['es-US']).not.toMatch(/[[\]()*]/);
    const email = await formEditStore(dir).describe('email_confirm');
    expect(email.ok && email.form.questions[0]).toMatchObject({ name: 'verifiedEmail', removable: false, why: formWords.sentByName('confirmEmail', 'email_confirm') });
  });
});

describe('a change is refused, and nothing written, when', () => {
  it('it removes a question a data inquiry asks for', async () => {
    expect(await refused({ op: 'remove', screen: 'entry', name: 'firstName' })).toEqual([
      `schemas/forms/entry.schema.json:1:1: ${formWords.askedByLender(['BORROWER_PROVIDED_BORROWER_FIRST_NAME'])}`,
    ]);
  });

  it('it removes a field an action sends to the lender by its name', async () => {
    expect(await refused({ op: 'remove', screen: 'email_confirm', name: 'verifiedEmail' })).toEqual([
      `schemas/forms/email_confirm.schema.json:1:1: ${formWords.sentByName('confirmEmail', 'email_confirm')}`,
    ]);
  });

  it('it moves a question of the entry form, whose order is the inquiry table\'s', async () => {
    expect(await refused({ op: 'move', screen: 'entry', name: 'lastName', way: 'up' })).toEqual([`flows/inquiries.yaml:1:1: ${formWords.orderedByInquiries}`]);
  });

  it('a language is left without words: the language is named, in its own file', async () => {
    expect(await refused({ op: 'add', screen: 'job_details', question: { ...crewSize, label: { en: 'How many workers will come?', 'es-US': ' ' } } })).toEqual([
      `content/es-US/screens/job_details.md:1:1: ${formWords.missingWords(formWords.theLabel, 'es-US')}`,
    ]);
    expect(await refused({ op: 'add', screen: 'job_details', question: { ...gateCode, rule: { ...gateCode.rule!, message: { en: 'Four digits' } } } })).toEqual([
      `content/es-US/messages.yaml:1:1: ${formWords.missingWords(formWords.theRuleMessage('pattern'), 'es-US')}`,
    ]);
  });

  it('a language is missing altogether (no key, not a blank one): in an add and in a change, named in its own file', async () => {
    const enOnly = { en: 'How many workers will come?' };
    expect(await refused({ op: 'add', screen: 'job_details', question: { ...crewSize, label: enOnly } })).toEqual([
      `content/es-US/screens/job_details.md:1:1: ${formWords.missingWords(formWords.theLabel, 'es-US')}`,
    ]);
    expect(await refused({ op: 'add', screen: 'job_details', question: { ...crewSize, choices: [{ value: 'one', words: { en: 'One' } }] } })).toEqual([
      `content/es-US/screens/job_details.md:1:1: ${formWords.missingWords(formWords.theChoice('one'), 'es-US')}`,
    ]);
    expect(await refused({ op: 'change', screen: 'job_details', name: 'permitNumber', label: { en: 'Permit number, if any' } })).toEqual([
      `content/es-US/screens/job_details.md:1:1: ${formWords.missingWords(formWords.theLabel, 'es-US')}`,
    ]);
    expect(await refused({ op: 'change', screen: 'job_details', name: 'permitNumber', hint: { en: 'Like CA-123456.' } })).toEqual([
      `content/es-US/screens/job_details.md:1:1: ${formWords.missingWords(formWords.theHint, 'es-US')}`,
    ]);
    // Words that are not text, as a page might send them: the language named, no crash.
    const notText = { en: null, 'es-US': 'Como CA-123456.' } as unknown as Record<string, string>;
    expect(await refused({ op: 'change', screen: 'job_details', name: 'permitNumber', hint: notText })).toEqual([
      `content/en/screens/job_details.md:1:1: ${formWords.missingWords(formWords.theHint, 'en')}`,
    ]);
    expect(await refused({ op: 'add', screen: 'job_details', question: { ...gateCode, hint: notText } })).toEqual([
      `content/en/screens/job_details.md:1:1: ${formWords.missingWords(formWords.theHint, 'en')}`,
    ]);
  });

  it('a pattern is no regular expression', async () => {
    const lines = await refused({ op: 'add', screen: 'job_details', question: { ...gateCode, rule: { ...gateCode.rule!, value: '^[0-9{4}$' } } });
    expect(lines).toEqual([expect.stringMatching(/^schemas\/forms\/job_details\.schema\.json:1:1: The pattern \^\[0-9\{4\}\$ is not a regular expression the browser can use \(.+\)\.$/)]);
  });

  it('the name is taken by a question of the form, even one shown only for one answer', async () => {
    expect(await refused({ op: 'add', screen: 'job_details', question: { ...gateCode, name: 'landlordPhone' } })).toEqual([
      `schemas/forms/job_details.schema.json:1:1: ${formWords.nameTaken(saidOn(dir, 'job_details')('landlordPhone'), 'job_details')}`,
    ]);
  });

  it('flows:check would say something new: its file:line:column', async () => {
    const lines = await refused({ op: 'add', screen: 'job_details', question: { ...gateCode, label: { en: 'Gate code for {merchantNam}', 'es-US': 'Código de la puerta para {merchantNam}' } } });
    expect(lines).toContainEqual(expect.stringMatching(/^content\/en\/screens\/job_details\.md:\d+:\d+: \{merchantNam\} is not a value this copy is given.*\{merchantName\}/));
  });

  it('the screen\'s answers do not go to the lender through a save: map', async () => {
    expect(await refused({ op: 'add', screen: 'email_confirm', question: gateCode })).toEqual([
      `flows/borrower.yaml:1:1: ${formWords.notSaved('email_confirm', 'confirmEmail')}`,
    ]);
  });
});

describe('add, move, remove: checked, written as the guide\'s files, and undone byte for byte', () => {
  it('adds a question in both journeys\' screens: only its lines change, and flows:check says nothing', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    const answer = await store.apply({ op: 'add', screen: 'job_details', question: gateCode });
    expect(answer.ok && answer.written).toEqual([
      'content/en/messages.yaml', 'content/en/screens/job_details.md', 'content/en/screens/prequal_job_details.md',
      'content/es-US/messages.yaml', 'content/es-US/screens/job_details.md', 'content/es-US/screens/prequal_job_details.md',
      'engine/generated/forms/job_details.validators.js', 'flows/borrower.yaml', 'flows/prequal.yaml',
      'schemas/forms/job_details.schema.json', 'schemas/forms/job_details.ui.json',
    ]);
    const after = snapshot(dir);
    const diff = (file: string) => lineDiff(textOf(before, file), textOf(after, file));
    expect(diff('content/en/screens/job_details.md')).toEqual({ removed: [], added: ['  gateCode: Gate code', '  gateCodeHint: Four digits, if the home has a gate.'] });
    expect(diff('content/es-US/screens/prequal_job_details.md')).toEqual({ removed: [], added: ['  gateCode: Código de la puerta', '  gateCodeHint: Cuatro dígitos, si la casa tiene portón.'] });
    expect(diff('content/en/messages.yaml')).toEqual({ removed: [], added: ["gateCodePattern: Enter the gate code as four digits"] });
    expect(diff('flows/borrower.yaml')).toEqual({ removed: [], added: ['          gateCode: answers.gateCode'] });
    expect(diff('flows/prequal.yaml')).toEqual({ removed: [], added: ['          gateCode: answers.gateCode'] });
    // The guide's own layout kept: the new field laid out like its neighbours, its message on one line.
    expect(diff('schemas/forms/job_details.schema.json')).toEqual({
      removed: [],
      added: ['    },', '    "gateCode": {', '      "type": "string",', '      "pattern": "^\\\\d{4}$",', '      "x-messages": { "pattern": "gateCodePattern" }'],
    });
    expect(diff('schemas/forms/job_details.ui.json')).toEqual({ removed: ['  "ui:order": ["jobType", "homeOwner", "*", "permitNumber"],'], added: ['  "ui:order": ["jobType", "homeOwner", "*", "permitNumber", "gateCode"],'] });
    expect(checkProject(loadProject(dir)).map(formatProblem)).toEqual([]);
  });

  it('moves it up by one: the order line alone changes', async () => {
    const before = snapshot(dir);
    const answer = await formEditStore(dir).apply({ op: 'move', screen: 'job_details', name: 'gateCode', way: 'up' });
    expect(answer.ok && answer.form.questions.map((q) => q.name)).toEqual(['jobType', 'homeOwner', 'landlordPhone', 'gateCode', 'permitNumber']);
    expect(differing(before, snapshot(dir))).toEqual(['schemas/forms/job_details.ui.json']);
    expect(lineDiff(textOf(before, 'schemas/forms/job_details.ui.json'), textOf(snapshot(dir), 'schemas/forms/job_details.ui.json')).added).toEqual(['  "ui:order": ["jobType", "homeOwner", "*", "gateCode", "permitNumber"],']);
  });

  it('removes it again: every file is back to what the guide wrote, byte for byte, and flows:check says nothing', async () => {
    const answer = await formEditStore(dir).apply({ op: 'remove', screen: 'job_details', name: 'gateCode' });
    expect(answer.ok).toBe(true);
    const fresh = scratchProject(true);
    try {
      const now = snapshot(dir);
      const guide = snapshot(fresh);
      // Moved then removed: the order says what it said before it came.
      expect(differing(guide, now)).toEqual([]);
    } finally {
      cleanUp(fresh);
    }
    expect(checkProject(loadProject(dir)).map(formatProblem)).toEqual([]);
  });

  it('changes a question\'s words and hint on this screen only: its lines alone, in both languages; a hint left out of one language is refused', async () => {
    const before = snapshot(dir);
    const answer = await formEditStore(dir).apply({
      op: 'change', screen: 'job_details', name: 'permitNumber',
      label: { en: 'Permit number, if there is one', 'es-US': 'Número de permiso, si lo hay' }, hint: { en: 'Like CA-123456.', 'es-US': 'Como CA-123456.' },
    });
    expect(answer.ok && answer.written).toEqual(['content/en/screens/job_details.md', 'content/es-US/screens/job_details.md']);
    const after = snapshot(dir);
    expect(lineDiff(textOf(before, 'content/es-US/screens/job_details.md'), textOf(after, 'content/es-US/screens/job_details.md'))).toEqual({
      removed: ['  permitNumber: Número de permiso (si lo tiene)', '  permitNumberHint: Dos letras, un guion y seis dígitos, como CA-123456.'],
      added: ['  permitNumber: Número de permiso, si lo hay', '  permitNumberHint: Como CA-123456.'],
    });
    expect(await refused({ op: 'change', screen: 'job_details', name: 'permitNumber', hint: { en: 'Like CA-123456.', 'es-US': '' } })).toEqual([
      `content/es-US/screens/job_details.md:1:1: ${formWords.missingWords(formWords.theHint, 'es-US')}`,
    ]);
    for (const file of answer.ok ? answer.written : []) writeFileSync(join(dir, file), Buffer.from(before.get(file)!, 'latin1'));
  });

  it('undoes the last change: the files as they were, byte for byte; a file changed since is not overwritten', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    expect((await store.apply({ op: 'add', screen: 'job_details', question: crewSize })).ok).toBe(true);
    expect((await store.apply({ op: 'change', screen: 'job_details', name: 'permitNumber', required: true })).ok).toBe(true);
    expect(store.changes().map((c) => [c.op, c.name])).toEqual([['add', 'crewSize'], ['change', 'permitNumber']]);
    expect((await store.undo()).ok).toBe(true);
    expect((await store.undo()).ok).toBe(true);
    expect(differing(before, snapshot(dir))).toEqual([]);
    expect(await store.undo()).toMatchObject({ ok: false, problems: [{ message: formWords.nothingToUndo }] });

    expect((await store.apply({ op: 'add', screen: 'job_details', question: crewSize })).ok).toBe(true);
    const copy = join(dir, 'content/en/screens/job_details.md');
    writeFileSync(copy, readFileSync(copy, 'utf8').replace('Several', 'Many'));
    const handEdited = snapshot(dir);
    expect(await store.undo()).toMatchObject({ ok: false, problems: [{ file: 'content/en/screens/job_details.md', message: formWords.changedSince('content/en/screens/job_details.md') }] });
    expect(differing(handEdited, snapshot(dir))).toEqual([]);
    putBack(before);
  });

  // Every file of the scratch copy as in `before` (what `git checkout` and `git clean` do).
  const putBack = (before: Map<string, string>) => {
    for (const file of differing(before, snapshot(dir))) {
      const bytes = before.get(file);
      if (bytes === undefined) rmSync(join(dir, file));
      else writeFileSync(join(dir, file), Buffer.from(bytes, 'latin1'));
    }
  };

  it('forgets the session\'s changes once the files read as before them (git checkout): the list is empty, Undo has nothing to take back', async () => {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    expect((await store.apply({ op: 'add', screen: 'job_details', question: crewSize })).ok).toBe(true);
    expect((await store.apply({ op: 'change', screen: 'job_details', name: 'permitNumber', required: true })).ok).toBe(true);
    // Only one file put back by hand: the changes are still what the other files hold.
    const copy = 'content/en/screens/job_details.md';
    writeFileSync(join(dir, copy), Buffer.from(before.get(copy)!, 'latin1'));
    expect(store.changes().map((c) => [c.op, c.name])).toEqual([['add', 'crewSize'], ['change', 'permitNumber']]);
    // Every file as before (what `git checkout` does).
    putBack(before);
    expect(store.changes()).toEqual([]);
    expect(await store.undo()).toMatchObject({ ok: false, problems: [{ message: formWords.nothingToUndo }] });
    expect(differing(before, snapshot(dir))).toEqual([]);
  });
});

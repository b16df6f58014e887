// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { addQuestionForm } from '../../../authoring/page/form/addQuestion';
import { changeList } from '../../../authoring/page/form/changeList';
import { questionList } from '../../../authoring/page/form/questionList';
import { words } from '../../../authoring/page/form/words';
import type { FormView, NewQuestion } from '../../../authoring/shared/formTypes';

// The form editor's panel in jsdom: what product reaches by keyboard and what a screen reader says of each button.
const view: FormView = {
  screen: 'job_details', form: 'job_details', alsoOn: [], locales: ['en', 'es-US'],
  questions: [
    { name: 'jobType', kind: 'select', required: true, conditional: false, labels: { en: 'What kind of job is it?', 'es-US': '¿Qué tipo?' }, plain: { en: 'What kind of job is it?', 'es-US': '¿Qué tipo?' }, hints: { en: '', 'es-US': '' }, choices: [], rules: [], ruleKinds: [], widget: 'select', widgets: [], removable: true },
    { name: 'email', kind: 'email', required: true, conditional: false, labels: { en: 'Personal email', 'es-US': 'Correo' }, plain: { en: 'Personal email', 'es-US': 'Correo' }, hints: { en: '', 'es-US': '' }, choices: [], rules: [], ruleKinds: [], widget: 'email', widgets: [], removable: false, why: 'The lender asks for it.' },
  ],
  kinds: [
    { id: 'widget:text', name: 'text', source: 'widget', type: 'string', choices: false },
    { id: 'widget:radio', name: 'radio', source: 'widget', type: 'string', choices: true },
    { id: 'definition:ein', name: 'ein', source: 'definition', type: 'string', choices: false },
  ],
};
afterEach(() => document.body.replaceChildren());

describe('the questions of the screen (questionList)', () => {
  it('names each button with its question, offers no Move up to the first nor Move down to the last, and says why one cannot go', () => {
    const calls: string[] = [];
    const el = questionList({ view, move: (name, way) => calls.push(`${way} ${name}`), remove: (name) => calls.push(`remove ${name}`) });
    document.body.append(el);
    const byName = (name: string) => [...el.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name) as HTMLButtonElement | undefined;
    expect(byName(words.moveUpOf('What kind of job is it?'))?.disabled).toBe(true);
    expect(byName(words.moveDownOf('Personal email'))?.disabled).toBe(true);
    byName(words.moveDownOf('What kind of job is it?'))?.click();
    byName(words.removeOf('What kind of job is it?'))?.click();
    expect(calls).toEqual(['down jobType', 'remove jobType']);
    expect(byName(words.removeOf('Personal email'))).toBeUndefined();
    expect(el.querySelector('[data-fe-question="email"]')?.textContent).toContain(`${words.cannotRemove} The lender asks for it.`);
  });

  it('says an entry question is asked when the lender asks for it, not "optional", and shows a label as the borrower reads it, not its Markdown', () => {
    const agreement = 'I agree to the [Terms of Service](/terms) and *authorize* {lenderName}.';
    const shown = 'I agree to the Terms of Service and authorize {lenderName}.';
    const entry: FormView = {
      ...view, screen: 'entry', form: 'entry',
      questions: [
        { ...view.questions[0]!, name: 'firstName', kind: 'string', required: false, lenderAsks: true, labels: { en: 'First name', 'es-US': 'Nombre' }, plain: { en: 'First name', 'es-US': 'Nombre' } },
        { ...view.questions[0]!, name: 'reviewed', kind: 'agreement', required: false, lenderAsks: true, labels: { en: agreement, 'es-US': agreement }, plain: { en: shown, 'es-US': shown } },
      ],
    };
    const el = questionList({ view: entry, move: () => undefined, remove: () => undefined });
    document.body.append(el);
    const facts = (name: string) => el.querySelector(`[data-fe-question="${name}"] .ce-hint`)?.textContent ?? '';
    expect(facts('firstName')).toContain(words.lenderAsks);
    expect(facts('firstName')).not.toContain(words.optional);
    const reviewed = el.querySelector('[data-fe-question="reviewed"] strong')?.textContent;
    expect(reviewed).toBe(shown);
    expect([...el.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toContain(words.moveUpOf(shown));
  });
});

describe('the "Add a question" form (addQuestionForm)', () => {
  const fill = (form: HTMLElement, label: string, text: string) => {
    const id = [...form.querySelectorAll('label')].find((l) => l.textContent === label)?.getAttribute('for');
    const control = form.querySelector<HTMLInputElement>(`#${id ?? 'none'}`);
    if (!control) throw new Error(`no field labelled ${label}`);
    control.value = text;
    control.dispatchEvent(new Event('change'));
  };

  it('sends what was given: words in every language, its choices, its rule and its place; every field has a label', () => {
    let sent: NewQuestion | undefined;
    const form = addQuestionForm(view, (q) => { sent = q; });
    document.body.append(form);
    for (const control of form.querySelectorAll('input, select, textarea')) expect(form.querySelector(`label[for="${control.id}"]`), control.outerHTML).not.toBeNull();
    fill(form, words.name, 'homeOwner');
    fill(form, words.kind, 'widget:radio');
    fill(form, words.label(words.language('en')), 'Do you own the home?');
    fill(form, words.label(words.language('es-US')), '¿Es suya la vivienda?');
    fill(form, words.choices(`${words.language('en')}, ${words.language('es-US')}`), 'own | I own it | Es mía\nrent | I rent it | La alquilo\n');
    fill(form, words.rule, 'minLength');
    fill(form, words.ruleValue, '2');
    fill(form, words.ruleMessage(words.language('en')), 'Too short');
    fill(form, words.position, '1');
    form.querySelector<HTMLInputElement>('#fe-required')!.checked = true;
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(sent).toEqual({
      name: 'homeOwner', kind: 'widget:radio', required: true, position: 1,
      label: { en: 'Do you own the home?', 'es-US': '¿Es suya la vivienda?' },
      choices: [{ value: 'own', words: { en: 'I own it', 'es-US': 'Es mía' } }, { value: 'rent', words: { en: 'I rent it', 'es-US': 'La alquilo' } }],
      rule: { kind: 'minLength', value: 2, message: { en: 'Too short', 'es-US': '' } },
    });
  });

  it('shows the choices only for a kind that has them', () => {
    const form = addQuestionForm(view, () => undefined);
    const choices = [...form.querySelectorAll('label')].find((l) => l.textContent?.startsWith('Choices'))!.parentElement!;
    expect(choices.hidden).toBe(true);
    fill(form, words.kind, 'widget:radio');
    expect(choices.hidden).toBe(false);
  });
});

describe('the session\'s changes (changeList)', () => {
  it('lists each change, what and on which screen, in a labelled section with "Undo the last change" beside it', () => {
    let undone = 0;
    const el = changeList([
      { op: 'add', screen: 'job_details', name: 'gateCode', files: ['schemas/forms/job_details.schema.json'] },
      { op: 'move', screen: 'prequal_job_details', name: 'homeOwner', files: ['schemas/forms/job_details.ui.json'] },
    ], () => { undone += 1; });
    document.body.append(el);
    const title = el.querySelector(`#${el.getAttribute('aria-labelledby') ?? 'none'}`);
    expect(title?.textContent).toBe(words.changesTitle);
    expect([...el.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      expect.stringContaining(words.changeLine('add', 'gateCode', 'job_details')),
      expect.stringContaining(words.changeLine('move', 'homeOwner', 'prequal_job_details')),
    ]);
    const undo = [...el.querySelectorAll('button')].find((b) => b.textContent === words.undo)!;
    expect(undo.disabled).toBe(false);
    undo.focus();
    expect(document.activeElement).toBe(undo);
    undo.click();
    expect(undone).toBe(1);
  });

  it('says there is none yet, and offers no undo then', () => {
    const el = changeList([], () => undefined);
    expect(el.textContent).toContain(words.noChanges);
    expect([...el.querySelectorAll('button')].find((b) => b.textContent === words.undo)?.disabled).toBe(true);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { addQuestionForm } from '../../../authoring/page/form/addQuestion';
import { questionEditor } from '../../../authoring/page/form/questionEditor';
import { questionList } from '../../../authoring/page/form/questionList';
import { words } from '../../../authoring/page/form/words';
import type { FormAnswer, FormChange, FormView, NewQuestion, QuestionView } from '../../../authoring/shared/formTypes';

// "Change" under a question in jsdom: when it shows and its choices, by keyboard and screen reader, and a refusal's
// messages under the fields they are about.
const question = (q: Partial<QuestionView> & { name: string; en: string }): QuestionView => ({
  kind: 'text', required: true, conditional: false, labels: { en: q.en, 'es-US': q.en }, plain: { en: q.en, 'es-US': q.en },
  hints: { en: '', 'es-US': '' }, choices: [], rules: [], ruleKinds: [], widget: q.kind ?? 'text', widgets: [], removable: true, ...q,
});
const view: FormView = {
  screen: 'job_details', form: 'job_details', alsoOn: [], locales: ['en', 'es-US'], kinds: [{ id: 'widget:text', name: 'text', source: 'widget', type: 'string', choices: false }],
  questions: [
    question({ name: 'jobType', en: 'What kind of job is it?', kind: 'select', shows: 'choices', choicesEditable: true, choices: [
      { value: 'repair', words: { en: 'A repair', 'es-US': 'Una reparación' } }, { value: 'newInstall', words: { en: 'A new installation', 'es-US': 'Una instalación nueva' } },
    ] }),
    question({ name: 'homeOwner', en: 'Do you own or rent the home?', kind: 'radio', shows: 'choices', choicesEditable: true, choices: [
      { value: 'own', words: { en: 'I own it', 'es-US': 'Es mía' } }, { value: 'rent', words: { en: 'I rent it', 'es-US': 'La alquilo' } },
    ] }),
    question({ name: 'landlordPhone', en: "Landlord's phone number", kind: 'phone', conditional: true, condition: { on: 'homeOwner', values: ['rent'] } }),
    question({ name: 'permitNumber', en: 'Permit number', required: false }),
  ],
};
afterEach(() => document.body.replaceChildren());

const labelled = (root: HTMLElement, text: string): HTMLInputElement | HTMLSelectElement => {
  const id = [...root.querySelectorAll('label')].find((l) => l.textContent === text)?.getAttribute('for');
  const control = id ? root.querySelector<HTMLInputElement>(`#${id}`) : null;
  if (!control) throw new Error(`no field labelled ${text}`);
  return control;
};
const buttonNamed = (root: HTMLElement, name: string) => [...root.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name) as HTMLButtonElement;
const refusal = (field: string, message: string): FormAnswer => ({ ok: false, status: 422, problems: [{ file: 'schemas/forms/job_details.schema.json', line: 1, column: 1, message, field }] });

describe('"Change" under a question', () => {
  it('says when a question shows, and opens its editor as a disclosure named with the question, the focus inside it', () => {
    const el = questionList({ view, move: () => undefined, remove: () => undefined, editor: (q) => questionEditor(view, q, async () => undefined) });
    document.body.append(el);
    expect(el.querySelector('[data-fe-question="landlordPhone"]')?.textContent).toContain(words.conditionNow('Do you own or rent the home?', 'I rent it'));
    const change = buttonNamed(el, words.changeOf('Permit number'));
    expect(change.getAttribute('aria-expanded')).toBe('false');
    const region = document.getElementById(change.getAttribute('aria-controls') ?? 'none')!;
    expect(region.hidden).toBe(true);
    change.click();
    expect([change.getAttribute('aria-expanded'), region.hidden]).toEqual(['true', false]);
    expect(region.contains(document.activeElement)).toBe(true);
    for (const control of region.querySelectorAll('input, select')) expect(region.querySelector(`label[for="${control.id}"]`), control.outerHTML).not.toBeNull();
  });

  it('sends "shown only when" a question with choices is some answers, or always; offers neither itself nor a question without choices', async () => {
    const sent: FormChange[] = [];
    const el = questionEditor(view, view.questions[3]!, async (c) => { sent.push(c); return undefined; });
    document.body.append(el);
    const on = labelled(el, words.shownWhenQuestion) as HTMLSelectElement;
    expect([...on.options].map((o) => o.value)).toEqual(['', 'jobType', 'homeOwner']);
    on.value = 'homeOwner';
    on.dispatchEvent(new Event('change'));
    (labelled(el, 'I rent it') as HTMLInputElement).checked = true;
    el.querySelector<HTMLFormElement>('form.fe-when')!.dispatchEvent(new Event('submit', { cancelable: true }));
    on.value = '';
    on.dispatchEvent(new Event('change'));
    el.querySelector<HTMLFormElement>('form.fe-when')!.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(sent).toEqual([
      { op: 'change', screen: 'job_details', name: 'permitNumber', condition: { on: 'homeOwner', values: ['rent'] } },
      { op: 'change', screen: 'job_details', name: 'permitNumber', condition: null },
    ]);
  });

  it('puts a refused condition\'s message under its answers, tied to them, and moves the focus there', async () => {
    const el = questionEditor(view, view.questions[2]!, async () => refusal('condition.values', 'Pick at least one answer.'));
    document.body.append(el);
    el.querySelector<HTMLFormElement>('form.fe-when')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const group = el.querySelector<HTMLElement>('fieldset.fe-answer-group')!;
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? 'none')?.textContent).toBe('Pick at least one answer.');
    expect(document.activeElement).toBe(group);
  });
});

describe('a question\'s choices (choicesEditor)', () => {
  it('moves, removes and adds choices by named buttons, words in every language labelled, and sends the list as it now is', async () => {
    const sent: FormChange[] = [];
    const el = questionEditor(view, view.questions[0]!, async (c) => { sent.push(c); return undefined; });
    document.body.append(el);
    buttonNamed(el, words.choiceDown('repair')).click();
    expect(document.activeElement).toBe(buttonNamed(el, words.choiceUp('repair')));
    (labelled(el, words.choiceWords('newInstall', words.language('es-US'))) as HTMLInputElement).value = 'Una instalación';
    labelled(el, words.choiceWords('newInstall', words.language('es-US'))).dispatchEvent(new Event('input'));
    buttonNamed(el, words.addChoice).click();
    const value = labelled(el, words.choiceValue) as HTMLInputElement;
    expect(document.activeElement).toBe(value);
    value.value = 'inspection';
    value.dispatchEvent(new Event('input'));
    const fresh = [...el.querySelectorAll<HTMLInputElement>('li[data-fe-choice=""] input')];
    fresh[1]!.value = 'An inspection';
    fresh[1]!.dispatchEvent(new Event('input'));
    buttonNamed(el, words.choiceRemove('repair')).click();
    el.querySelector<HTMLFormElement>('form.fe-choices')!.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(sent).toEqual([{ op: 'choices', screen: 'job_details', name: 'jobType', choices: [
      { value: 'newInstall', words: { en: 'A new installation', 'es-US': 'Una instalación' } },
      { value: 'inspection', words: { en: 'An inspection', 'es-US': '' } },
    ] }]);
  });

  it('ties a language left empty to its own box', async () => {
    const el = questionEditor(view, view.questions[1]!, async () => refusal('choices.1.words.es-US', 'The choice "rent" has no Spanish (es-US) words.'));
    document.body.append(el);
    el.querySelector<HTMLFormElement>('form.fe-choices')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const box = labelled(el, words.choiceWords('rent', words.language('es-US')));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? 'none')?.textContent).toContain('has no Spanish (es-US) words');
    expect(labelled(el, words.choiceWords('rent', words.language('en'))).getAttribute('aria-invalid')).toBeNull();
  });
});

describe('"Add a question" shown only when another answer is ...', () => {
  it('sends the condition with the question, and marks a name taken under the name', async () => {
    let sent: NewQuestion | undefined;
    const form = addQuestionForm(view, async (q) => { sent = q; return refusal('name', 'The name is taken.'); });
    document.body.append(form);
    (labelled(form, words.name) as HTMLInputElement).value = 'leaseEnds';
    const on = labelled(form, words.shownWhenQuestion) as HTMLSelectElement;
    on.value = 'homeOwner';
    on.dispatchEvent(new Event('change'));
    (labelled(form, 'I rent it') as HTMLInputElement).checked = true;
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(sent?.condition).toEqual({ on: 'homeOwner', values: ['rent'] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(labelled(form, words.name).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(labelled(form, words.name));
  });
});

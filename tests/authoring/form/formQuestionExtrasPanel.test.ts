// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { addQuestionForm } from '../../../authoring/page/form/addQuestion';
import { questionEditor } from '../../../authoring/page/form/questionEditor';
import { words } from '../../../authoring/page/form/words';
import type { FormAnswer, FormChange, FormView, NewQuestion, QuestionView } from '../../../authoring/shared/formTypes';
import { autocompleteTokens } from '../../../engine/fields/shared/autocompleteTokens';

// The panel's boxes for what the guide's job_details files have beyond words and choices, in jsdom: a question's own
// message when left empty (Add a question, and Change under "Its words"), a drop-down list's first line and the box's
// autofill (Add a question). Every box labelled, shown when it applies, what is typed sent, a refusal under its box.
const view: FormView = {
  screen: 'job_details', form: 'job_details', alsoOn: [], locales: ['en', 'es-US'], questions: [],
  kinds: [
    { id: 'widget:text', name: 'text', source: 'widget', type: 'string', choices: false, widget: 'text' },
    { id: 'widget:select', name: 'select', source: 'widget', type: 'string', choices: true, widget: 'select' },
    { id: 'widget:radio', name: 'radio', source: 'widget', type: 'string', choices: true, widget: 'radio' },
  ],
};
afterEach(() => document.body.replaceChildren());

const labelled = (root: HTMLElement, text: string): HTMLInputElement | HTMLSelectElement => {
  const id = [...root.querySelectorAll('label')].find((l) => l.textContent === text)?.getAttribute('for');
  const control = id ? root.querySelector<HTMLInputElement>(`#${id}`) : null;
  if (!control) throw new Error(`no field labelled ${text}`);
  return control;
};
const fill = (root: HTMLElement, label: string, text: string) => {
  const control = labelled(root, label);
  control.value = text;
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input'));
};
/** Whether the box is shown: neither it nor a part around it is hidden. */
const shown = (control: HTMLElement) => !control.closest('[hidden]');
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const en = words.language('en');
const es = words.language('es-US');

describe('"Add a question": its message when left empty, a drop-down list\'s first line, its autofill', () => {
  it('labels every box; shows the message\'s while "Must be answered" is ticked, the first line\'s for a drop-down list only', () => {
    const form = addQuestionForm(view, () => undefined);
    document.body.append(form);
    for (const control of form.querySelectorAll('input, select, textarea')) expect(form.querySelector(`label[for="${control.id}"]`), control.outerHTML).not.toBeNull();
    const message = labelled(form, words.requiredMessage(es));
    const first = labelled(form, words.placeholder(es));
    expect([shown(message), shown(first)]).toEqual([false, false]);
    (labelled(form, words.mustAnswer) as HTMLInputElement).click();
    expect(shown(message)).toBe(true);
    fill(form, words.kind, 'widget:select');
    expect(shown(first)).toBe(true);
    fill(form, words.kind, 'widget:radio');
    expect(shown(first)).toBe(false);
    (labelled(form, words.mustAnswer) as HTMLInputElement).click();
    expect(shown(message)).toBe(false);
  });

  it('offers no autofill, "off", and every autofill name flows:check knows', () => {
    const form = addQuestionForm(view, () => undefined);
    const autofill = labelled(form, words.autofill) as HTMLSelectElement;
    expect([...autofill.options].slice(0, 2).map((o) => [o.value, o.textContent])).toEqual([['', words.noAutofill], ['off', words.autofillOff]]);
    expect([...autofill.options].map((o) => o.value).slice(1).sort()).toEqual([...autocompleteTokens].sort());
  });

  it('sends the message, the first line and the autofill with the question; a message with "Must be answered" unticked is not sent', () => {
    const sent: NewQuestion[] = [];
    const form = addQuestionForm(view, (q) => { sent.push(q); });
    document.body.append(form);
    fill(form, words.name, 'jobType');
    fill(form, words.kind, 'widget:select');
    fill(form, words.label(en), 'What kind of job is it?');
    fill(form, words.label(es), '¿Qué tipo de trabajo es?');
    fill(form, words.choices(`${en}, ${es}`), 'repair | A repair | Una reparación');
    (labelled(form, words.mustAnswer) as HTMLInputElement).click();
    fill(form, words.requiredMessage(en), 'Choose the kind of job');
    fill(form, words.requiredMessage(es), 'Elija el tipo de trabajo');
    fill(form, words.placeholder(en), 'Choose one');
    fill(form, words.placeholder(es), 'Elija una opción');
    fill(form, words.autofill, 'off');
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(sent[0]).toEqual({
      name: 'jobType', kind: 'widget:select', required: true, position: 0,
      label: { en: 'What kind of job is it?', 'es-US': '¿Qué tipo de trabajo es?' },
      requiredMessage: { en: 'Choose the kind of job', 'es-US': 'Elija el tipo de trabajo' },
      placeholder: { en: 'Choose one', 'es-US': 'Elija una opción' },
      autocomplete: 'off',
      choices: [{ value: 'repair', words: { en: 'A repair', 'es-US': 'Una reparación' } }],
    });
    (labelled(form, words.mustAnswer) as HTMLInputElement).click();
    fill(form, words.kind, 'widget:text');
    fill(form, words.autofill, '');
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(sent[1]).not.toHaveProperty('requiredMessage');
    expect(sent[1]).not.toHaveProperty('placeholder');
    expect(sent[1]).not.toHaveProperty('autocomplete');
  });

  it('puts each refusal under its own box, the focus on the first', async () => {
    const answer: FormAnswer = { ok: false, status: 422, problems: [
      { file: 'content/es-US/messages.yaml', line: 1, column: 1, message: 'The message when it is left empty has no Spanish (es-US) words.', field: 'requiredMessage.es-US' },
      { file: 'content/es-US/screens/job_details.md', line: 1, column: 1, message: 'The first line has no Spanish (es-US) words.', field: 'placeholder.es-US' },
      { file: 'schemas/forms/job_details.ui.json', line: 1, column: 1, message: '"emial" is not a kind of browser autofill.', field: 'autocomplete' },
    ] };
    const form = addQuestionForm(view, async () => answer);
    document.body.append(form);
    fill(form, words.kind, 'widget:select');
    (labelled(form, words.mustAnswer) as HTMLInputElement).click();
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await settled();
    const said = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby') ?? 'none')?.textContent;
    expect(said(labelled(form, words.requiredMessage(es)))).toBe(answer.problems[0]!.message);
    expect(said(labelled(form, words.placeholder(es)))).toBe(answer.problems[1]!.message);
    expect(said(labelled(form, words.autofill))).toBe(answer.problems[2]!.message);
    expect(labelled(form, words.requiredMessage(en)).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(labelled(form, words.requiredMessage(es)));
  });
});

describe('"Change": a question\'s message when left empty, beside "Must be answered"', () => {
  const jobType: QuestionView = {
    name: 'jobType', kind: 'select', required: true, conditional: false,
    labels: { en: 'What kind of job is it?', 'es-US': '¿Qué tipo de trabajo es?' }, plain: { en: 'What kind of job is it?', 'es-US': '¿Qué tipo de trabajo es?' },
    hints: { en: '', 'es-US': '' }, requiredMessages: { en: 'Choose the kind of job', 'es-US': 'Elija el tipo de trabajo' },
    choices: [], rules: [], ruleKinds: [], widget: 'select', widgets: [], removable: true,
  };
  const editor = (q: QuestionView, answer?: FormAnswer) => {
    const sent: FormChange[] = [];
    const el = questionEditor({ ...view, questions: [q] }, q, async (c) => { sent.push(c); return answer; });
    document.body.append(el);
    return { el, sent };
  };
  const submit = (el: HTMLElement) => el.querySelector<HTMLFormElement>('form.fe-words')!.dispatchEvent(new Event('submit', { cancelable: true }));

  it('shows its words in every language, sends them when changed, and sends "optional" alone when unticked', () => {
    const { el, sent } = editor(jobType);
    expect(labelled(el, words.requiredMessage(es)).value).toBe('Elija el tipo de trabajo');
    fill(el, words.requiredMessage(en), 'Pick the kind of job');
    submit(el);
    expect(sent).toEqual([{ op: 'change', screen: 'job_details', name: 'jobType', requiredMessage: { en: 'Pick the kind of job', 'es-US': 'Elija el tipo de trabajo' } }]);
    (labelled(el, words.mustAnswer) as HTMLInputElement).click();
    expect(shown(labelled(el, words.requiredMessage(en)))).toBe(false);
    submit(el);
    expect(sent[1]).toEqual({ op: 'change', screen: 'job_details', name: 'jobType', required: false });
  });

  it('has no message boxes for a question the lender\'s inquiries require', () => {
    const { el } = editor({ ...jobType, lenderAsks: true });
    expect(() => labelled(el, words.requiredMessage(en))).toThrow();
  });

  it('puts a language left empty under its own box, the focus there', async () => {
    const { el } = editor(jobType, { ok: false, status: 422, problems: [
      { file: 'content/es-US/messages.yaml', line: 1, column: 1, message: 'The message when it is left empty has no Spanish (es-US) words.', field: 'requiredMessage.es-US' },
    ] });
    fill(el, words.requiredMessage(es), '');
    submit(el);
    await settled();
    const box = labelled(el, words.requiredMessage(es));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box);
  });
});

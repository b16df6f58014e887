// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { questionEditor } from '../../../authoring/page/form/questionEditor';
import { words } from '../../../authoring/page/form/words';
import type { FormAnswer, FormChange, FormView, QuestionView } from '../../../authoring/shared/formTypes';

// "Change" under a question in jsdom: its words, hint and required, how it is shown and the rules on its answer, by
// labelled boxes, and a refusal's message under the box it is about, the focus moved there.
const permit: QuestionView = {
  name: 'permitNumber', kind: 'string', required: false, conditional: false,
  labels: { en: 'Permit number (if you have one)', 'es-US': 'Número de permiso (si lo tiene)' }, plain: { en: 'Permit number (if you have one)', 'es-US': 'Número de permiso (si lo tiene)' },
  hints: { en: 'Like CA-123456.', 'es-US': 'Como CA-123456.' }, choices: [],
  rules: [
    { kind: 'maxLength', value: 9, message: { en: 'Enter the permit number like CA-123456', 'es-US': 'Ingrese el número de permiso como CA-123456' }, from: 'form' },
    { kind: 'pattern', value: '^[A-Z]{2}-\\d{6}$', message: { en: 'Enter the permit number like CA-123456', 'es-US': 'Ingrese el número de permiso como CA-123456' }, from: 'definition' },
  ],
  ruleKinds: ['minLength', 'maxLength', 'pattern'],
  widget: 'text', widgets: [{ name: 'text', said: 'a one-line text box' }, { name: 'textarea', said: 'a text box of several lines' }],
  removable: true,
};
const view: FormView = { screen: 'job_details', form: 'job_details', alsoOn: [], locales: ['en', 'es-US'], kinds: [], questions: [permit] };
afterEach(() => document.body.replaceChildren());

const labelled = (root: HTMLElement, text: string): HTMLInputElement | HTMLSelectElement => {
  const id = [...root.querySelectorAll('label')].find((l) => l.textContent === text)?.getAttribute('for');
  const control = id ? root.querySelector<HTMLInputElement>(`#${id}`) : null;
  if (!control) throw new Error(`no field labelled ${text}`);
  return control;
};
const type = (control: HTMLInputElement | HTMLSelectElement, text: string) => {
  control.value = text;
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input'));
};
const submit = (el: HTMLElement, form: string) => el.querySelector<HTMLFormElement>(`form.${form}`)!.dispatchEvent(new Event('submit', { cancelable: true }));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const refusal = (field: string, message: string): FormAnswer => ({ ok: false, status: 422, problems: [{ file: 'content/es-US/messages.yaml', line: 1, column: 1, message, field }] });
const editor = (answer?: FormAnswer) => {
  const sent: FormChange[] = [];
  const el = questionEditor(view, permit, async (c) => { sent.push(c); return answer; });
  document.body.append(el);
  return { el, sent };
};

describe('a question\'s words, hint and required', () => {
  it('shows them in labelled boxes and sends only what changed: an untouched language is not rewritten', () => {
    const { el, sent } = editor();
    for (const control of el.querySelectorAll('input, select')) expect(el.querySelector(`label[for="${control.id}"]`), control.outerHTML).not.toBeNull();
    expect(labelled(el, words.label(words.language('es-US'))).value).toBe('Número de permiso (si lo tiene)');
    type(labelled(el, words.hint(words.language('en'))), 'Two letters and six digits.');
    (labelled(el, words.mustAnswer) as HTMLInputElement).checked = true;
    submit(el, 'fe-words');
    expect(sent).toEqual([{ op: 'change', screen: 'job_details', name: 'permitNumber', hint: { en: 'Two letters and six digits.', 'es-US': 'Como CA-123456.' }, required: true }]);
  });

  it('sends nothing when nothing changed, and says so', () => {
    const { el, sent } = editor();
    submit(el, 'fe-words');
    expect(sent).toEqual([]);
    expect(el.querySelector('form.fe-words [role="status"]')?.textContent).toBe(words.nothingChanged);
  });

  it('puts a language left empty under its own box, the focus there', async () => {
    const { el } = editor(refusal('label.es-US', 'The question has no Spanish (es-US) words.'));
    type(labelled(el, words.label(words.language('es-US'))), '');
    submit(el, 'fe-words');
    await settled();
    const box = labelled(el, words.label(words.language('es-US')));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? 'none')?.textContent).toContain('no Spanish (es-US) words');
    expect(document.activeElement).toBe(box);
  });
});

describe('how a question is shown', () => {
  it('offers the widgets that fit, in words, the current one chosen, and sends the one picked; a refusal goes under the box; no choice when one fits', async () => {
    const { el, sent } = editor(refusal('widget', 'A text box of several lines does not fit.'));
    const select = labelled(el, words.widget) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent, o.selected])).toEqual([['text', 'a one-line text box', true], ['textarea', 'a text box of several lines', false]]);
    type(select, 'textarea');
    submit(el, 'fe-widget');
    expect(sent).toEqual([{ op: 'change', screen: 'job_details', name: 'permitNumber', widget: 'textarea' }]);
    await settled();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(select);
    const one = questionEditor(view, { ...permit, widgets: [{ name: 'checkbox', said: 'a single tick box' }] }, async () => undefined);
    expect(one.querySelector('form.fe-widget')).toBeNull();
  });
});

describe('a question made a drop-down list', () => {
  const owner: QuestionView = {
    ...permit, name: 'homeOwner', kind: 'radio', required: true, hints: { en: '', 'es-US': '' }, rules: [], ruleKinds: [],
    labels: { en: 'Do you own or rent the home?', 'es-US': '¿La vivienda es suya o la alquila?' }, plain: { en: 'Do you own or rent the home?', 'es-US': '¿La vivienda es suya o la alquila?' },
    choices: [{ value: 'own', words: { en: 'I own it', 'es-US': 'Es mía' } }, { value: 'rent', words: { en: 'I rent it', 'es-US': 'La alquilo' } }],
    widget: 'radio', widgets: [{ name: 'select', said: 'a drop-down list' }, { name: 'radio', said: 'radio buttons' }], placeholders: { en: '', 'es-US': '' },
  };
  const ownerEditor = (answer?: FormAnswer) => {
    const sent: FormChange[] = [];
    const el = questionEditor({ ...view, questions: [owner] }, owner, async (c) => { sent.push(c); return answer; });
    document.body.append(el);
    return { el, sent };
  };
  const placeholderBox = (el: HTMLElement, l: string) => labelled(el, words.placeholder(words.language(l)));

  it('asks for its first line\'s words in every language once the drop-down is picked, and sends them with it', () => {
    const { el, sent } = ownerEditor();
    expect(placeholderBox(el, 'en').closest<HTMLElement>('.fe-placeholder')?.hidden).toBe(true);
    type(labelled(el, words.widget), 'select');
    expect(placeholderBox(el, 'en').closest<HTMLElement>('.fe-placeholder')?.hidden).toBe(false);
    type(placeholderBox(el, 'en'), 'Pick one');
    type(placeholderBox(el, 'es-US'), 'Elija una');
    submit(el, 'fe-widget');
    expect(sent).toEqual([{ op: 'change', screen: 'job_details', name: 'homeOwner', widget: 'select', placeholder: { en: 'Pick one', 'es-US': 'Elija una' } }]);
  });

  it('puts a language left without them under its own box, the focus there', async () => {
    const { el } = ownerEditor(refusal('placeholder.es-US', 'The first line has no Spanish (es-US) words.'));
    type(labelled(el, words.widget), 'select');
    type(placeholderBox(el, 'en'), 'Pick one');
    submit(el, 'fe-widget');
    await settled();
    const box = placeholderBox(el, 'es-US');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box);
  });
});

describe('the rules on its answer', () => {
  it('lists them with their messages; the form\'s own has a Remove named with the rule, a shared definition\'s none', () => {
    const { el, sent } = editor();
    const items = [...el.querySelectorAll('.fe-rule-list li')];
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Enter the permit number like CA-123456'), expect.stringContaining(words.fromDefinition),
    ]);
    const buttons = [...el.querySelectorAll<HTMLButtonElement>('.fe-rule-list button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([words.removeRuleOf(words.ruleName('maxLength'))]);
    buttons[0]!.click();
    expect(sent).toEqual([{ op: 'change', screen: 'job_details', name: 'permitNumber', rule: { kind: 'maxLength', remove: true } }]);
  });

  it('picking a rule the question has fills in its value and messages; a new one starts empty; what is typed is sent with a number as a number', () => {
    const { el, sent } = editor();
    const kind = labelled(el, words.ruleToSet) as HTMLSelectElement;
    expect([...kind.options].map((o) => o.value)).toEqual(['', 'minLength', 'maxLength', 'pattern']);
    type(kind, 'maxLength');
    expect(labelled(el, words.ruleValueOf('maxLength')).value).toBe('9');
    expect(labelled(el, words.ruleMessage(words.language('es-US'))).value).toBe('Ingrese el número de permiso como CA-123456');
    type(kind, 'minLength');
    const value = labelled(el, words.ruleValueOf('minLength'));
    expect(value.value).toBe('');
    type(value, '4');
    type(labelled(el, words.ruleMessage(words.language('en'))), 'At least 4 characters');
    type(labelled(el, words.ruleMessage(words.language('es-US'))), 'Al menos 4 caracteres');
    submit(el, 'fe-rule');
    expect(sent).toEqual([{ op: 'change', screen: 'job_details', name: 'permitNumber', rule: { kind: 'minLength', value: 4, message: { en: 'At least 4 characters', 'es-US': 'Al menos 4 caracteres' } } }]);
  });

  it('puts a pattern that is no regular expression under the value\'s box, a missing message under its language\'s, the focus on the first', async () => {
    const answer: FormAnswer = { ok: false, status: 422, problems: [
      { file: 'schemas/forms/job_details.schema.json', line: 1, column: 1, message: 'The pattern ^[A-Z{2}$ is not a regular expression.', field: 'rule.value' },
      { file: 'content/es-US/messages.yaml', line: 1, column: 1, message: 'The message has no Spanish (es-US) words.', field: 'rule.message.es-US' },
    ] };
    const { el } = editor(answer);
    type(labelled(el, words.ruleToSet), 'pattern');
    submit(el, 'fe-rule');
    await settled();
    const value = labelled(el, words.ruleValueOf('pattern'));
    const es = labelled(el, words.ruleMessage(words.language('es-US')));
    expect(document.getElementById(value.getAttribute('aria-describedby') ?? 'none')?.textContent).toContain('is not a regular expression');
    expect(document.getElementById(es.getAttribute('aria-describedby') ?? 'none')?.textContent).toContain('no Spanish (es-US) words');
    expect(labelled(el, words.ruleMessage(words.language('en'))).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(value);
  });
});

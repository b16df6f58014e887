// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { changeList } from '../../../authoring/page/form/changeList';
import { addScreenForm, removeScreenPart, replayStepsButton } from '../../../authoring/page/form/screenForm';
import { words } from '../../../authoring/page/form/words';
import type { FormAnswer, FormChange, FormView } from '../../../authoring/shared/formTypes';

// The panel's "Add a screen after this one" and "Remove this screen", in jsdom: every box labelled, what is typed
// sent as one change, a refusal under the boxes it is about with the focus on the first.
const view: FormView = {
  screen: 'prequal_address', form: 'prequal_address', alsoOn: [], locales: ['en', 'es-US'], questions: [],
  kinds: [
    { id: 'widget:text', name: 'text', source: 'widget', type: 'string', choices: false },
    { id: 'widget:select', name: 'select', source: 'widget', type: 'string', choices: true, widget: 'select' },
  ],
};
afterEach(() => document.body.replaceChildren());

const box = (root: HTMLElement, label: string) => {
  const el = [...root.querySelectorAll('label')].find((l) => l.textContent === label);
  return el ? (root.querySelector(`#${el.htmlFor}`) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) : null;
};
const type = (root: HTMLElement, label: string, text: string) => {
  const el = box(root, label);
  if (!el) throw new Error(`no box labelled "${label}"`);
  el.value = text;
  el.dispatchEvent(new Event('change'));
};

describe('"Add a screen after this one" (addScreenForm)', () => {
  it('labels every box, in every language, and sends what is typed as one addScreen change', () => {
    const sent: FormChange[] = [];
    const form = addScreenForm(view, (c) => { sent.push(c); });
    document.body.append(form);
    for (const control of form.querySelectorAll('input, select, textarea')) {
      expect(form.querySelector(`label[for="${control.id}"]`), control.outerHTML).not.toBeNull();
    }
    type(form, words.screenName, 'prequal_job');
    type(form, words.screenProgress, '80');
    for (const [l, title, button] of [['en', 'Tell us about the job', 'CONTINUE'], ['es-US', 'Cuéntenos sobre el trabajo', 'CONTINUAR']] as const) {
      type(form, words.screenTitle(words.language(l)), title);
      type(form, words.screenButton(words.language(l)), button);
    }
    type(form, words.name, 'jobType');
    type(form, words.kind, 'widget:select');
    type(form, words.label(words.language('en')), 'What kind of job is it?');
    type(form, words.label(words.language('es-US')), '¿Qué tipo de trabajo es?');
    type(form, words.choices('English (en), Spanish (es-US)'), 'repair | A repair | Una reparación');
    // A drop-down's first line and the message when left empty, as "Add a question" asks them (the guide's jobType).
    type(form, words.placeholder(words.language('en')), 'Choose one');
    type(form, words.placeholder(words.language('es-US')), 'Elija una opción');
    type(form, words.requiredMessage(words.language('en')), 'Choose the kind of job');
    type(form, words.requiredMessage(words.language('es-US')), 'Elija el tipo de trabajo');
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(sent).toEqual([{
      op: 'addScreen', screen: 'prequal_address', name: 'prequal_job', progress: 80,
      title: { en: 'Tell us about the job', 'es-US': 'Cuéntenos sobre el trabajo' }, button: { en: 'CONTINUE', 'es-US': 'CONTINUAR' },
      question: {
        name: 'jobType', kind: 'widget:select', required: true, label: { en: 'What kind of job is it?', 'es-US': '¿Qué tipo de trabajo es?' },
        requiredMessage: { en: 'Choose the kind of job', 'es-US': 'Elija el tipo de trabajo' }, placeholder: { en: 'Choose one', 'es-US': 'Elija una opción' },
        choices: [{ value: 'repair', words: { en: 'A repair', 'es-US': 'Una reparación' } }],
      },
    }]);
  });

  it('puts a refusal under the boxes it names, the focus on the first', async () => {
    const refusal: FormAnswer = { ok: false, status: 422, problems: [
      { file: 'content/es-US/screens/prequal_job.md', line: 1, column: 1, message: 'The title has no Spanish (es-US) words.', field: 'title.es-US' },
      { file: 'content/es-US/screens/prequal_job.md', line: 1, column: 1, message: 'The question has no Spanish (es-US) words.', field: 'question.label.es-US' },
    ] };
    let answered: Promise<FormAnswer> | undefined;
    const form = addScreenForm(view, () => (answered = Promise.resolve(refusal)));
    document.body.append(form);
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    // The form marks its boxes when the answer comes (its handler was attached to it first, so it has run by now).
    await answered;
    const title = box(form, words.screenTitle(words.language('es-US')))!;
    const label = box(form, words.label(words.language('es-US')))!;
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe('The title has no Spanish (es-US) words.');
    expect(label.getAttribute('aria-invalid')).toBe('true');
    expect(box(form, words.screenTitle(words.language('en')))!.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(title);
  });
});

describe('"Who goes to the new screen" (addScreenForm, after a screen with several ways on)', () => {
  const ways: FormView = {
    ...view, screen: 'choose_plan', form: '',
    waysOn: [
      { index: 0, said: 'To offer_lock, when the merchant must confirm (offer lock)' },
      { index: 1, said: 'To link_bank, when loan status is OFFER_AVAILABLE or CONDITIONAL_APPROVAL' },
      { index: 2, said: 'Every other borrower, to the screen their status leads to', fallback: true },
    ],
    statuses: ['PENDING', 'OFFER_AVAILABLE', 'CONDITIONAL_APPROVAL', 'DECLINED'],
  };
  const fill = (form: HTMLElement) => {
    type(form, words.screenName, 'job_details');
    for (const l of ['en', 'es-US']) {
      type(form, words.screenTitle(words.language(l)), 'Job');
      type(form, words.screenButton(words.language(l)), 'CONTINUE');
      type(form, words.label(words.language(l)), 'Job?');
    }
    type(form, words.name, 'jobType');
  };
  const tick = (form: HTMLElement, label: string, on: boolean) => {
    const el = box(form, label) as HTMLInputElement | null;
    if (!el) throw new Error(`no box labelled "${label}"`);
    if (el.checked !== on) el.click();
  };
  const send = (form: HTMLElement, sent: FormChange[]) => {
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    const last = sent[sent.length - 1] as Extract<FormChange, { op: 'addScreen' }>;
    return { ways: last.ways, statuses: last.statuses };
  };

  it('shows each way on by its words, every box ticked and labelled once, and sends nothing more when left so', () => {
    const sent: FormChange[] = [];
    const form = addScreenForm(ways, (c) => { sent.push(c); });
    document.body.append(form);
    const labels = [...form.querySelectorAll('label')].map((l) => l.textContent);
    expect(new Set(labels).size).toBe(labels.length);
    for (const way of ways.waysOn!) expect((box(form, way.said) as HTMLInputElement).checked).toBe(true);
    expect(form.textContent).toContain(words.whoGoes);
    fill(form);
    expect(send(form, sent)).toEqual({ ways: undefined, statuses: undefined });
  });

  it('sends the ways left ticked (the guide\'s: only the approved borrowers\' way to the bank link)', () => {
    const sent: FormChange[] = [];
    const form = addScreenForm(ways, (c) => { sent.push(c); });
    document.body.append(form);
    fill(form);
    tick(form, ways.waysOn![0]!.said, false);
    tick(form, ways.waysOn![2]!.said, false);
    // The statuses narrow the last way: not offered once it is unticked.
    expect((box(form, 'OFFER_AVAILABLE')!.closest('fieldset') as HTMLFieldSetElement).hidden).toBe(true);
    expect(send(form, sent)).toEqual({ ways: [1], statuses: undefined });
  });

  it('sends the statuses ticked for every other borrower (the guide\'s prequal screen), and puts a refusal about them under their boxes', async () => {
    const refusal: FormAnswer = { ok: false, status: 422, problems: [{ file: 'flows/borrower.yaml', line: 1, column: 1, message: 'No such status.', field: 'statuses' }] };
    const sent: FormChange[] = [];
    let answered: Promise<FormAnswer> | undefined;
    const form = addScreenForm(ways, (c) => { sent.push(c); return (answered = Promise.resolve(refusal)); });
    document.body.append(form);
    fill(form);
    tick(form, ways.waysOn![0]!.said, false);
    tick(form, ways.waysOn![1]!.said, false);
    expect((box(form, 'OFFER_AVAILABLE')!.closest('fieldset') as HTMLFieldSetElement).hidden).toBe(false);
    tick(form, 'OFFER_AVAILABLE', true);
    tick(form, 'CONDITIONAL_APPROVAL', true);
    expect(send(form, sent)).toEqual({ ways: [2], statuses: ['OFFER_AVAILABLE', 'CONDITIONAL_APPROVAL'] });
    // The form marks its boxes when the answer comes (its handler was attached to it first, so it has run by now).
    await answered;
    const first = box(form, 'PENDING')!;
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(first);
  });

  it('offers no such boxes where the dev server names no ways on', () => {
    const form = addScreenForm(view, () => undefined);
    expect(form.textContent).not.toContain(words.whoGoes);
  });
});

describe('"Remove this screen" (removeScreenPart)', () => {
  it('is offered only on a screen the editor added, named with it, and sends removeScreen', () => {
    expect(removeScreenPart(view, () => undefined)).toBeNull();
    const sent: FormChange[] = [];
    const part = removeScreenPart({ ...view, screen: 'prequal_job', form: 'prequal_job', addedAfter: 'prequal_address' }, (c) => sent.push(c))!;
    document.body.append(part);
    expect(part.textContent).toContain(words.addedAfter('prequal_address'));
    [...part.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === words.removeScreenOf('prequal_job'))!.click();
    expect(sent).toEqual([{ op: 'removeScreen', screen: 'prequal_job', name: 'prequal_job' }]);
  });

  it('offers the replays the new screen stops their step, for that screen', () => {
    const sent: FormChange[] = [];
    const offer = replayStepsButton('prequal_job', (c) => sent.push(c));
    document.body.append(offer);
    [...offer.querySelectorAll('button')].find((b) => b.textContent === words.addReplaySteps)!.click();
    expect(sent).toEqual([{ op: 'addReplaySteps', screen: 'prequal_job', name: 'prequal_job' }]);
  });

  it('lists the screen added in the session\'s changes', () => {
    const list = changeList([{ op: 'addScreen', screen: 'prequal_address', name: 'prequal_job', files: ['flows/prequal.yaml'] }], () => undefined);
    expect(list.textContent).toContain(words.changeLine('addScreen', 'prequal_job', 'prequal_address'));
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { progressBetween, addScreenForm, removeScreenPart } from '../../../authoring/page/form/screenForm';
import { words } from '../../../authoring/page/form/words';
import { REWRITE_REPLAY_STEPS } from '../../../authoring/server/form/formWords';
import type { FormChange, FormView } from '../../../authoring/shared/formTypes';

// "Add a screen after this one" starts its progress box between this screen's progress bar and the next screen's in
// the flow (issue 46): the dev server gives the two with the screen's view (screenProgressView.test.ts), the panel
// fills the box with the middle.
afterEach(() => document.body.replaceChildren());

const view: FormView = {
  screen: 'prequal_address', form: 'prequal_address', alsoOn: [], locales: ['en', 'es-US'], questions: [],
  kinds: [{ id: 'widget:text', name: 'text', source: 'widget', type: 'string', choices: false }],
};
const progressBox = (form: HTMLElement) => {
  const label = [...form.querySelectorAll('label')].find((l) => l.textContent === words.screenProgress)!;
  return form.querySelector<HTMLInputElement>(`#${label.htmlFor}`)!;
};

describe('the progress bar of a screen added after another', () => {
  it('starts halfway between the two, a whole number unless that lands on an end; this screen\'s when nothing goes further', () => {
    expect(progressBetween({ here: 40, next: 60 })).toBe(50);
    expect(progressBetween({ here: 60, next: 100 })).toBe(80);
    expect(progressBetween({ here: 80, next: 87.5 })).toBe(84);
    expect(progressBetween({ here: 40, next: 41 })).toBe(40.5);
    expect(progressBetween({ here: 100 })).toBe(100);
    expect(progressBetween(undefined)).toBeUndefined();
  });

  it('is prefilled in the form, still editable, and sent as it stands', () => {
    const sent: FormChange[] = [];
    const form = addScreenForm({ ...view, progress: { here: 60, next: 100 } }, (c) => { sent.push(c); });
    document.body.append(form);
    const box = progressBox(form);
    expect(box.value).toBe('80');
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(sent[0]).toMatchObject({ op: 'addScreen', progress: 80 });
    box.value = '75';
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(sent[1]).toMatchObject({ op: 'addScreen', progress: 75 });
    // A screen whose progress depends on the borrower: the box starts empty (the new screen then takes it as it is).
    const empty = addScreenForm(view, () => undefined);
    expect(progressBox(empty).value).toBe('');
  });
});

describe('"Write the replays\' step again" on a screen the editor added', () => {
  it('sends addReplaySteps for that screen, by the words the dev server\'s notice names', () => {
    const sent: FormChange[] = [];
    const part = removeScreenPart({ ...view, screen: 'prequal_job', form: 'prequal_job', addedAfter: 'prequal_address' }, (c) => { sent.push(c); })!;
    document.body.append(part);
    expect(words.rewriteReplaySteps).toBe(REWRITE_REPLAY_STEPS);
    [...part.querySelectorAll('button')].find((b) => b.textContent === words.rewriteReplaySteps)!.click();
    expect(sent).toEqual([{ op: 'addReplaySteps', screen: 'prequal_job', name: 'prequal_job' }]);
  });
});

// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { words } from '../../../authoring/page/form/words';
import type { FormView } from '../../../authoring/shared/formTypes';

// The form panel as `npm run dev` starts it, the dev server's describe answered by address: on the plans (a screen
// with no form) it offers only "Add a screen after this one", and once the borrower moves on (the router's
// pushState, no reload) the open panel reads the screen the page is on now.
const kinds: FormView['kinds'] = [
  { id: 'widget:text', name: 'text', source: 'widget', type: 'string', choices: false },
  { id: 'widget:select', name: 'select', source: 'widget', type: 'string', choices: true },
];
const views: Record<string, FormView> = {
  '/choose_plan': { screen: 'choose_plan', form: '', alsoOn: [], locales: ['en', 'es-US'], questions: [], kinds },
  '/job_details': {
    screen: 'job_details', form: 'job_details', alsoOn: [], locales: ['en', 'es-US'], kinds,
    questions: [{ name: 'jobType', kind: 'select', required: true, conditional: false, labels: { en: 'What kind of job is it?', 'es-US': '¿Qué tipo?' }, plain: { en: 'What kind of job is it?', 'es-US': '¿Qué tipo?' }, hints: { en: '', 'es-US': '' }, choices: [], rules: [], ruleKinds: [], widget: 'select', widgets: [], removable: true }],
  },
};
const asked: string[] = [];
const panel = () => document.querySelector<HTMLElement>('#fe-panel')!;
const heading = () => panel().querySelector('h2')?.textContent;

beforeAll(async () => {
  window.history.replaceState(null, '', '/choose_plan');
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (init?.method !== 'POST') return Promise.resolve(Response.json([]));
    const { path } = JSON.parse(String(init.body)) as { path: string };
    asked.push(path);
    return Promise.resolve(Response.json({ ok: true, written: [], elsewhere: [], form: views[path] }));
  });
  await import('../../../authoring/page/form/formEditor');
});

describe('the form panel on the page it is opened on', () => {
  it('on the plans, says the screen asks nothing and offers to add a screen after it, with no question list', async () => {
    [...document.querySelectorAll('button')].find((b) => b.textContent === words.toggle)!.click();
    await vi.waitFor(() => expect(heading()).toBe(words.title('choose_plan')), { timeout: 10_000 });
    expect(panel().textContent).toContain(words.formless);
    expect(panel().querySelector('form[aria-labelledby="fe-add-screen-title"]')).not.toBeNull();
    expect(panel().querySelector('[data-fe-question]')).toBeNull();
    expect(asked).toEqual(['/choose_plan']);
    // The address the panel has read, for a test to wait on (the guide's browser test).
    expect(panel().dataset.readAt).toBe('/choose_plan');
  });

  it('follows the page to the next screen without being closed and opened again', async () => {
    window.history.pushState(null, '', '/job_details');
    // Until its next look at the address, what it shows is still what it read on the plans, and it says so.
    expect(panel().dataset.readAt).toBe('/choose_plan');
    await vi.waitFor(() => expect(heading()).toBe(words.title('job_details')), { timeout: 10_000 });
    expect(panel().querySelector('[data-fe-question="jobType"]')).not.toBeNull();
    expect(asked).toEqual(['/choose_plan', '/job_details']);
    expect(panel().dataset.readAt).toBe('/job_details');
    expect(panel().hidden).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkFixtureSteps } from '../../../e2e/replay/checkFixtureSteps';
import { parseCopy } from '../../../engine/content/parseCopy';
import type { ScreenCopy } from '../../../engine/content/ScreenCopy';
import { loadProject } from '../../../scripts/check/loadProject';
import { replayWorld } from '../../../scripts/check/replayWorld';
import { fixtureText } from '../../../scripts/record/fixtureText';
import { fitToWorld, JourneyRecorder, planMonths, typedAs } from '../../../scripts/record/journeyRecorder';
import type { PageEvent, SeenScreen } from '../../../scripts/record/recorderScript';
import { borrowerFlow } from '../../support/flows';

const copy = (screen: string): ScreenCopy => {
  const file = `content/en/screens/${screen}.md`;
  const parsed = parseCopy(file, readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};
const entry = copy('entry');
const TOKEN = '0f9a3c2e-1b7d-4e2a-9c61-5d0e8b7a6f10';
const at = (screen: string, heading: string, dialog = ''): SeenScreen => ({ path: screen === 'entry' ? `/${TOKEN}` : borrowerFlow.screens[screen]!.path, heading, dialog });
const onEntry = at('entry', entry.variants.fullForm!.title!);
const onPlans = at('choose_plan', copy('choose_plan').title);
const typing = (label: string, value: string, extra: Partial<Extract<PageEvent, { type: 'input' }>> = {}, screen = onEntry): PageEvent =>
  ({ type: 'input', field: label, label, value, digits: 'none', code: false, phone: false, combobox: false, screen, ...extra });

describe('JourneyRecorder: what QA did, as the steps QA writes', () => {
  it('makes one fill of the fields typed on a screen (each field its last value), then the click, expecting the next screen', () => {
    const journey = new JourneyRecorder(TOKEN);
    journey.hear(typing(entry.labels.firstName!, 'A'));
    journey.hear(typing(entry.labels.firstName!, 'Ana'));
    journey.hear(typing(entry.labels.annualIncomeBeforeTaxes!, '$65,000', { digits: 'decimal' }));
    journey.hear(typing(entry.labels.ssn4!, '1111', { digits: 'integer' }));
    journey.hear({ type: 'click', name: entry.variants.fullForm!.buttons!.submit!, screen: onEntry });
    const steps = journey.finish(onPlans);
    expect(steps).toEqual([
      { open: 'link', expect: { path: '/{token}', see: [onEntry.heading] } },
      { fill: { [entry.labels.firstName!]: 'Ana', [entry.labels.annualIncomeBeforeTaxes!]: '65000', [entry.labels.ssn4!]: '1111' } },
      { click: entry.variants.fullForm!.buttons!.submit, expect: { path: onPlans.path, see: [onPlans.heading] } },
    ]);
  });

  it('types a masked or formatted field back as its digits, and keeps a text field as typed', () => {
    expect(typedAs({ value: '•••-••-1111', digits: 'integer' })).toBe('1111');
    expect(typedAs({ value: '(555) 555-0142', digits: 'integer' })).toBe('5555550142');
    expect(typedAs({ value: '$1,250.50', digits: 'decimal' })).toBe('1250.50');
    expect(typedAs({ value: '12 Main Street', digits: 'none' })).toBe('12 Main Street');
  });

  it('writes a one-time code the sandbox texted as code: latest (any other as typed), and the screen it led to', () => {
    const pin = at('phone_pin', copy('phone_pin').title);
    const journey = new JourneyRecorder(TOKEN);
    journey.hear({ ...typing('Code', '4821', { code: true, digits: 'integer' }, pin), latest: true });
    journey.hear({ type: 'click', name: entry.variants.fullForm!.buttons!.submit!, screen: onEntry });
    const wrong = new JourneyRecorder(TOKEN);
    wrong.hear({ ...typing('Code', '0000', { code: true, digits: 'integer' }, pin), latest: false });
    expect(journey.finish(null)).toEqual([
      { open: 'link', expect: { path: pin.path, see: [pin.heading] } },
      { code: 'latest', expect: { path: '/{token}', see: [onEntry.heading] } },
      { click: entry.variants.fullForm!.buttons!.submit },
    ]);
    expect(wrong.finish(null)[1]).toEqual({ code: '0000' });
  });

  it('turns a suggestion taken into suggest with its option, the rest typed staying a fill', () => {
    const journey = new JourneyRecorder(TOKEN);
    journey.hear(typing(entry.labels.firstName!, 'Ana'));
    journey.hear(typing(entry.labels.streetAddress1!, '123 Ma', { combobox: true }));
    journey.hear({ type: 'suggestion', label: entry.labels.streetAddress1!, option: '123 Main St, Springfield, IL', screen: onEntry });
    expect(journey.finish(null).slice(1)).toEqual([
      { fill: { [entry.labels.firstName!]: 'Ana' } },
      { suggest: { [entry.labels.streetAddress1!]: '123 Ma' }, option: '123 Main St, Springfield, IL' },
    ]);
  });

  it('writes a suggestion taken as the text the box held at the pick, whichever of its keystrokes were heard by then', () => {
    const street = entry.labels.streetAddress1!;
    const taken = (extra: object = {}): PageEvent => ({ type: 'suggestion', label: street, option: '123 Main St, Springfield, IL', field: 'root_streetAddress1', typed: '123 Ma', screen: onEntry, ...extra });
    const recorded = (events: PageEvent[]) => {
      const journey = new JourneyRecorder(TOKEN);
      events.forEach((e) => journey.hear(e));
      return journey.finish(null).slice(1);
    };
    const want = [{ suggest: { [street]: '123 Ma' }, option: '123 Main St, Springfield, IL' }];
    const key = (value: string, extra = {}) => typing(street, value, { field: 'root_streetAddress1', combobox: true, ...extra });
    // Every keystroke heard before the pick; the last ones not yet (a busy machine); the box not yet a combobox when
    // the first were typed; its label read with another word while the list showed: the same step each time.
    expect(recorded([key('1'), key('123 M'), key('123 Ma'), taken()])).toEqual(want);
    expect(recorded([key('1'), key('123 M'), taken()])).toEqual(want);
    expect(recorded([key('123 Ma', { combobox: false }), taken()])).toEqual(want);
    expect(recorded([key('123 Ma', { label: `${street} (2 addresses found)` }), taken()])).toEqual(want);
  });

  it('reads a plan card by its months, the bank stand-in by its action and bank, the identity stand-in by its button', () => {
    const journey = new JourneyRecorder(TOKEN);
    journey.hear({ type: 'plan', text: '$206.55 /mo 12 months 5.99% APR Total of payments $2,478.59', screen: onPlans });
    journey.hear({ type: 'bank', action: 'link', institutionId: 'ins_sandbox_bank', screen: onPlans });
    journey.hear({ type: 'bank', action: 'fail', institutionId: 'ins_harbor_cu', screen: onPlans });
    journey.hear({ type: 'bank', action: 'link', institutionId: 'ins_oauth_bank', screen: onPlans });
    journey.hear({ type: 'identity', action: 'complete', screen: onPlans });
    expect(journey.finish(null).slice(1)).toEqual([{ pick: 12 }, { bank: 'link' }, { bank: 'fail', institution: 'Harbor Credit Union' }, { bank: 'oauth' }, { identity: 'complete' }]);
    expect(planMonths('$800.00 /mo 3 months 0% APR')).toBe(3);
    expect(planMonths('$2,400.00 total')).toBeUndefined();
  });

  it('answers on one screen in a row are one choose (a question answered again keeps its last answer)', () => {
    const journey = new JourneyRecorder(TOKEN);
    journey.hear({ type: 'choose', question: 'What kind of job is it?', option: 'A repair', screen: onEntry });
    journey.hear({ type: 'choose', question: 'Do you own or rent the home?', option: 'I own it', screen: onEntry });
    journey.hear({ type: 'choose', question: 'Do you own or rent the home?', option: 'I rent it', screen: onEntry });
    expect(journey.finish(null)[1]).toEqual({ choose: { 'What kind of job is it?': 'A repair', 'Do you own or rent the home?': 'I rent it' } });
  });

  it('puts a fault QA queued where it happened: after what was typed, before the next click', () => {
    const journey = new JourneyRecorder(TOKEN);
    journey.hear(typing(entry.labels.firstName!, 'Ana'));
    journey.fault({ status: 503, times: 5, on: 'PATCH /loanapplications' }, onEntry);
    journey.hear({ type: 'click', name: entry.variants.fullForm!.buttons!.submit!, screen: onEntry });
    expect(journey.finish(null).slice(1).map((s) => Object.keys(s)[0])).toEqual(['fill', 'fault', 'click']);
  });
});

describe('fitToWorld: the recorded steps as flows:check takes them', () => {
  const project = loadProject();
  const world = replayWorld(project, 'en');
  const scenario = { merchant: { id: 'm-1001', name: 'Bright Plumbing', vertical: 'HS' }, amount: 2400, inquiries: ['FIRST_NAME', 'LAST_NAME', 'EMAIL', 'DOB', 'INCOME', 'SSN4', 'ADDRESS', 'CITY', 'STATE', 'ZIP'] };

  it('names the agreement box by the first part of its label the copy has and no other box shares', () => {
    const journey = new JourneyRecorder(TOKEN);
    // The label as the screen reads it: the copy with the lender's name in place of its placeholder.
    const shown = 'I agree to the Terms of Service, E-Sign Consent and Privacy Policy, and I authorize Harborview Partner Bank to get my credit report.';
    journey.hear({ type: 'check', label: shown, others: ['I agree to the Terms of Service and more'], screen: onEntry });
    const steps = fitToWorld(journey, journey.finish(null), world, { scenario });
    // "I agree to the Terms of Service" is another box's too: the next part of the label tells them apart.
    expect(steps[1]).toEqual({ check: 'I agree to the Terms of Service, E-Sign Consent and Privacy Policy' });
    const alone = new JourneyRecorder(TOKEN);
    alone.hear({ type: 'check', label: shown, others: [], screen: onEntry });
    expect(fitToWorld(alone, alone.finish(null), world, { scenario })[1]).toEqual({ check: 'I agree to the Terms of Service' });
  });

  it('keeps an expected path only when a screen has it, and a see: text only when the copy or the scenario reads so', () => {
    const journey = new JourneyRecorder(TOKEN);
    journey.hear({ type: 'click', name: 'Skip for now', screen: { path: '/sandbox/outbox', heading: 'Zyx Qwerty', dialog: '' } });
    journey.hear({ type: 'click', name: 'Skip for now', screen: { path: onPlans.path, heading: `${onPlans.heading} Ana Zyx Qwerty`, dialog: '' } });
    const steps = fitToWorld(journey, journey.finish(onPlans), world, { scenario });
    expect(steps[0]).toEqual({ open: 'link' });
    expect(steps[1]).toEqual({ click: 'Skip for now', expect: { path: onPlans.path } });
    expect(steps[2]).toEqual({ click: 'Skip for now', expect: { path: onPlans.path, see: [onPlans.heading] } });
  });

  it('gives a file the step checker holds nothing against', () => {
    const journey = new JourneyRecorder(TOKEN);
    journey.hear(typing(entry.labels.firstName!, 'Ana'));
    journey.hear({ type: 'click', name: entry.variants.fullForm!.buttons!.submit!, screen: onEntry });
    const steps = fitToWorld(journey, journey.finish(onPlans), world, { scenario });
    const text = fixtureText({ name: 'rec-test', description: 'A recorded journey.', kind: 'loan', scenario: { data: scenario as never }, token: 'rec-test', steps });
    expect(checkFixtureSteps('fixtures/rec-test.yaml', text, world)).toEqual([]);
  });
});

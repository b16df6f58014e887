import { describe, expect, it } from 'vitest';
import { describeScreen } from '../../../engine/flow/describeScreen';
import { transition } from '../../../engine/flow/transition';
import type { LoanApplication } from '../../../engine/state/LoanApplication';
import { resolveVariant } from '../../../engine/content/resolveVariant';
import { catalog } from '../../../src/content/catalog';
import { TODAY, borrowerFlow, loan, prequalFlow } from '../../support/flows';

// Issue 15: screens that used to leave the borrower with nothing to do. The flow decides the way on; these read
// it from flows/borrower.yaml (button ids and events, not their words).
const view = (screen: string, over: Partial<LoanApplication>, ctx: Record<string, unknown> = {}) =>
  describeScreen(borrowerFlow, screen, loan(over), { today: TODAY, ...ctx });
const after = (screen: string, event: string, over: Partial<LoanApplication>) =>
  transition(borrowerFlow, screen, event, loan(over), { today: TODAY });
const active = [{ id: 'a1', initToken: 't1', status: 'OFFER_AVAILABLE', amount: 900 }];

describe('no dead ends (borrower flow)', () => {
  it('/moreinfo: a passed identity check goes on to where the application stands', () => {
    expect(after('moreinfo', 'finished', { status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', moreInfoRequired: false, autoPaymentsDecision: 'ENABLED' })?.path).toBe('/review_plan');
  });

  it('/moreinfo: a check still under review stays (the page says it is submitted)', () => {
    const decision = after('moreinfo', 'finished', { status: 'CONDITIONAL_APPROVAL', moreInfoRequired: true });
    expect(decision?.stay).toBe(true);
  });

  it('/limit_exceeded leads back to the dashboard when the borrower has applications', () => {
    const buttons = view('limit_exceeded', { loanInfoList: active })?.buttons ?? [];
    expect(buttons).toHaveLength(1);
    expect(after('limit_exceeded', buttons[0]!.event, { loanInfoList: active })?.path).toBe('/dashboard');
  });

  it('the pin screens offer Change number, which goes back to the page the number was typed on', () => {
    for (const [screen, back, phoneVerified] of [['phone_pin', '/phone', false], ['pin', '/phone_return', false], ['pin', '/phone_return', true]] as const) {
      const change = view(screen, { phoneVerified })?.buttons.find((b) => b.id === 'changeNumber');
      expect(change, screen).toBeTruthy();
      expect(after(screen, change!.event, { phoneVerified })?.path).toBe(back);
    }
  });

  it('the pin screens name the number only when the app knows it', () => {
    expect(view('phone_pin', { mobileNumber: null })?.variant).toBeNull();
    expect(view('phone_pin', { mobileNumber: null }, { codePhoneLast4: '0187' })?.variant).toBe('sentTo');
    expect(view('pin', { mobileNumber: '+15555550187' })?.variant).toBe('sentTo');
  });

  it('confirm later: the page whose past-date message says "click back" has a Back, and it asks again whether the job is done', () => {
    const signed = { status: 'DOCUMENTS_SIGNED' as const };
    expect(view('purchase_confirm_pending', signed)?.back).toBeTruthy();
    expect(after('purchase_confirm_pending', 'back', signed)?.path).toBe('/purchase_confirm');
  });
});

// Every final page, and every page an error leads to, names a next step: a button the flow gives it, or a way to
// reach someone or somewhere in every wording of its copy (a link, an email or phone to tap).
describe('every final and error page names the next step', () => {
  const WAY_ON = /\|\s*(mailto|tel)\s*\}|\]\(/;
  const wordings = (copyId: string) => {
    const copy = catalog.screens[copyId]!;
    const names = Object.keys(copy.variants);
    return (names.length ? names : [undefined]).map((name) => resolveVariant(copy, name));
  };
  for (const flow of [borrowerFlow, prequalFlow]) {
    const errorScreens = new Set(Object.values(flow.errors).filter((id): id is string => typeof id === 'string' && !id.startsWith('$')));
    const ends = Object.entries(flow.screens).filter(([id, screen]) => screen.final === true || errorScreens.has(id));
    it.each(ends.map(([id, screen]) => [flow.journey, id, screen] as const))('%s: %s', (_journey, id, screen) => {
      const hasButton = (screen.buttons ?? []).length > 0;
      const copyId = screen.copy ?? id;
      const silent = wordings(copyId).filter((copy) => !WAY_ON.test([copy.body, ...Object.values(copy.labels)].join('\n')));
      expect(hasButton || silent.length === 0, `${copyId}: a wording with no way on`).toBe(true);
    });
  }
});

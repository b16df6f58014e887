import { describe, expect, it } from 'vitest';
import { routeState } from '../../../engine/flow/routeState';
import { transition } from '../../../engine/flow/transition';
import { handlerApplies } from '../../../engine/flow/handlerApplies';
import { TODAY, ask, borrowerFlow, loan, optionalStep } from '../../support/flows';
import type { LoanApplication } from '../../../engine/state/LoanApplication';

const after = (screen: string, event: string, over: Partial<LoanApplication>, extra: { event?: Record<string, unknown>; error?: { kind: string; message?: string } } = {}) =>
  transition(borrowerFlow, screen, event, loan(over), { today: TODAY, ...(extra.event ? { event: extra.event } : {}) }, extra.error);

// The email check is an optional step: without it, signing and a 'not yet' go where they would with no check asked
// (a service date ahead here: purchase confirm pending).
const emailCheck = optionalStep(borrowerFlow, 'email_confirm', '/purchase_confirm_pending');
// The 'we'll contact you later' page is our reading of the spec (flows/borrower.yaml notes it): without it, pending.
const confirmFuture = optionalStep(borrowerFlow, 'purchase_confirm_future', '/purchase_confirm_pending');
/** Rows that start on a screen the flow no longer has (an optional step product removed) are left out. */
const onFlowScreens = <T extends [string, string, ...unknown[]]>(rows: T[]): T[] => rows.filter(([, screen]) => screen in borrowerFlow.screens);

describe('after-action transitions (borrower-journey.md section 4)', () => {
  it.each(onFlowScreens<[string, string, string, Partial<LoanApplication>, string, Record<string, unknown>?]>([
    ['offers: lock required', 'choose_plan', 'select', { status: 'OFFER_AVAILABLE', lockRequired: true, selectedLoanOfferStatus: 'SELECTED', selectedLoanOfferId: 'o2' }, '/offer_lock', { offerId: 'o1' }],
    ['offers: OFFER_AVAILABLE -> link bank', 'choose_plan', 'select', { status: 'OFFER_AVAILABLE', selectedLoanOfferStatus: 'SELECTED', selectedLoanOfferId: 'o1' }, '/link_bank', { offerId: 'o9' }],
    ['offers: other status -> status routing', 'choose_plan', 'select', { status: 'ACCOUNT_LINKED' }, '/review_plan', { offerId: 'o1' }],
    ['offer lock -> link bank', 'offer_lock', 'lock', { status: 'OFFER_AVAILABLE' }, '/link_bank'],
    ['signing: email check', 'review_plan', 'sign', { status: 'DOCUMENTS_SIGNED', emailVerificationRequired: true, serviceCompletionDate: '2027-01-01' }, emailCheck],
    ['signing: service date after today', 'review_plan', 'sign', { status: 'DOCUMENTS_SIGNED', serviceCompletionDate: '2026-11-22' }, '/purchase_confirm_pending'],
    ['signing: service date today', 'review_plan', 'sign', { status: 'DOCUMENTS_SIGNED', serviceCompletionDate: TODAY }, '/purchase_confirm'],
    ['signing: declined -> declined pages', 'review_plan', 'sign', { status: 'DECLINED', declineReasonsList: ['INELIGIBLE_FOR_ADDITIONAL_LOAN'] }, '/declined_max'],
    ['link bank: CAAL + verification, no autopay decision', 'link_bank', 'linked', { status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', bankVerificationRequired: true }, '/autopay_confirm'],
    ['link bank: balance ineligible -> link another bank', 'link_bank', 'linked', { status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', bankVerificationRequired: true, balanceDecision: 'INELIGIBLE' }, '/link_bank'],
    ['link bank oauth: balance ineligible -> link another bank', 'link_bank_oauth', 'linked', { status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', bankVerificationRequired: true, balanceDecision: 'INELIGIBLE' }, '/link_bank'],
    ['link bank: more info', 'link_bank', 'linked', { status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', moreInfoRequired: true, autoPaymentsDecision: 'ENABLED' }, '/moreinfo'],
    ['link bank: ACCOUNT_LINKED', 'link_bank', 'linked', { status: 'ACCOUNT_LINKED' }, '/review_plan'],
    ['link bank: exit with error', 'link_bank', 'exitError', { status: 'OFFER_AVAILABLE' }, '/plaid_error'],
    ['link bank oauth: exit returns to link bank', 'link_bank_oauth', 'exit', { status: 'OFFER_AVAILABLE' }, '/link_bank'],
    ['skip: conditional + more info -> moreinfo', 'link_bank', 'skip', { status: 'CONDITIONAL_APPROVAL', moreInfoRequired: true }, '/moreinfo'],
    ['skip: otherwise review', 'link_bank', 'skip', { status: 'OFFER_AVAILABLE' }, '/review_plan'],
    ['autopay: CAAL + more info', 'autopay_confirm', 'decide', { status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', moreInfoRequired: true, autoPaymentsDecision: 'ENABLED' }, '/moreinfo'],
    ['autopay: decision made -> review', 'autopay_confirm', 'decide', { status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', autoPaymentsDecision: 'DISABLED' }, '/review_plan'],
    ['plaid error: try again', 'plaid_error', 'tryAgain', { status: 'OFFER_AVAILABLE' }, '/link_bank'],
    ['plaid error skip: CAAL + more info', 'plaid_error', 'skip', { status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', moreInfoRequired: true }, '/moreinfo'],
    ['plaid error skip: otherwise review', 'plaid_error', 'skip', { status: 'CONDITIONAL_APPROVAL' }, '/review_plan'],
    ['confirm YES: converted', 'purchase_confirm', 'confirm', { status: 'OFFER_CONVERTED' }, '/purchase_complete', { answer: 'YES' }],
    ['confirm YES: converted with lock', 'purchase_confirm', 'confirm', { status: 'SETTLED', lockRequired: true }, '/purchase_complete_lock', { answer: 'YES' }],
    ['confirm: canceled', 'purchase_confirm', 'confirm', { status: 'CANCELED' }, '/purchase_canceled', { answer: 'YES' }],
    ['confirm NO: email check', 'purchase_confirm', 'confirm', { status: 'DOCUMENTS_SIGNED', emailVerificationRequired: true }, emailCheck, { answer: 'NO' }],
    ['confirm NO: pending', 'purchase_confirm', 'confirm', { status: 'DOCUMENTS_SIGNED' }, '/purchase_confirm_pending', { answer: 'NO' }],
    ['confirm NO: merchant date ahead -> future', 'purchase_confirm', 'confirm', { status: 'DOCUMENTS_SIGNED', serviceCompletionDate: '2027-02-01' }, confirmFuture, { answer: 'NO' }],
    ['confirm later with a date', 'purchase_confirm_pending', 'confirmLater', { status: 'DOCUMENTS_SIGNED' }, '/purchase_confirm_reminder', { serviceCompletionProvidedByBorrower: '2026-12-01' }],
    ['confirm later without a date', 'purchase_confirm_pending', 'confirmLater', { status: 'DOCUMENTS_SIGNED' }, '/purchase_confirm_reminder'],
    ['email confirm: service date ahead', 'email_confirm', 'confirm', { status: 'DOCUMENTS_SIGNED', serviceCompletionDate: '2026-12-24' }, '/purchase_confirm_pending'],
    ['email confirm: otherwise purchase confirm', 'email_confirm', 'confirm', { status: 'DOCUMENTS_SIGNED' }, '/purchase_confirm'],
    ['phone submit -> phone pin', 'phone', 'submit', {}, '/phone_pin'],
    ['return phone submit -> pin', 'phone_return', 'submit', {}, '/pin'],
    ['pin accepted -> token route (status routing)', 'phone_pin', 'complete', { status: 'OFFER_AVAILABLE' }, '/choose_plan'],
    ['pin still required -> stays', 'pin', 'complete', { dataInquiryList: ask('BORROWER_PROVIDED_AUTH_PIN') }, '/pin'],
    ['pin: init token expired', 'phone_pin', 'complete', { initExpired: true }, '/expired'],
    ["phone_pin 'Didn't get a code?' -> retry", 'phone_pin', 'noCode', {}, '/phone_retry'],
    ['timeout marks stale, then the token route', 'timeout', 'load', {}, '/tok123'],
    ['dashboard: loan limit exceeded', 'dashboard', 'choose', { loanLimitExceeded: true }, '/limit_exceeded'],
    ['prequal back continues to plans', 'prequal_back', 'continue', { status: 'OFFER_AVAILABLE' }, '/choose_plan'],
    ['session page: login to continue', 'session_inactivity_expiration', 'continue', {}, '/tok123'],
  ]))('%s', (_name, screen, event, over, path, payload) => {
    const decision = after(screen, event, over, payload ? { event: payload } : {});
    expect(decision?.path).toBe(path);
  });

  // Borrower section 2, "direct navigation appends a direct marker to the token route": choosing a loan on the
  // dashboard is one, so routing rule 1 (active loans, PENDING, no direct marker) does not send the borrower back.
  it('dashboard: the chosen loan opens at its token route with the direct marker, which keeps a PENDING one off the dashboard', () => {
    const pending: Partial<LoanApplication> = { status: 'PENDING', dataInquiryList: ask('INCOME'), loanInfoList: [{ id: 'l2', initToken: 't2', status: 'OFFER_AVAILABLE', amount: 1000 }] };
    const chosen = after('dashboard', 'choose', pending);
    expect(chosen).toMatchObject({ screen: borrowerFlow.entry, path: '/tok123', query: { direct: 'true' } });
    expect(routeState(borrowerFlow, loan(pending), { today: TODAY, direct: true }).path).toBe('/tok123');
    expect(routeState(borrowerFlow, loan(pending), { today: TODAY }).path).toBe(borrowerFlow.screens.dashboard!.path);
  });

  it('offer lock replaces the history entry', () => {
    expect(after('offer_lock', 'lock', { status: 'OFFER_AVAILABLE' })?.replace).toBe(true);
  });


  it('skipping is refused (stays) when bank verification is required', () => {
    expect(after('link_bank', 'skip', { status: 'CONDITIONAL_APPROVAL', bankVerificationRequired: true })?.stay).toBe(true);
  });

  it('an event the screen does not handle is not a transition', () => {
    expect(after('purchase_complete', 'submit', {})).toBeNull();
  });
});

describe('action errors', () => {
  it.each<[string, string, string, string]>([
    ['lockout -> account locked', 'phone_pin', 'complete', 'lockout'],
    ['expired -> expired page', 'entry', 'submit', 'expired'],
    ['inactivity -> inactivity page', 'choose_plan', 'select', 'inactivity'],
    ['general -> error page', 'review_plan', 'sign', 'general'],
    ['autopay accept error -> error page', 'autopay_confirm', 'decide', 'general'],
    ['job timeout -> error page', 'entry', 'submit', 'jobTimeout'],
  ])('%s', (_name, screen, event, kind) => {
    const expected = { lockout: '/account_locked', expired: '/expired', inactivity: '/session_inactivity_expiration', general: '/error', jobTimeout: '/error' }[kind];
    expect(after(screen, event, { status: 'OFFER_AVAILABLE' }, { error: { kind, message: 'x' } })?.path).toBe(expected);
  });

  it('a field error stays on the screen and carries the field', () => {
    const d = after('entry', 'submit', {}, { error: { kind: 'field', message: 'Invalid zip code' } });
    expect(d?.stay).toBe(true);
    expect(d?.error?.message).toBe('Invalid zip code');
  });

  it('an autopay accept error goes to /error through the screen rule, not the default', () => {
    expect(after('autopay_confirm', 'decide', {}, { error: { kind: 'general' } })?.via).toBe('screens.autopay_confirm.on.decide.next[0]');
  });
});

describe('handlers that only apply under a condition', () => {
  it('the root screen handles load always, the pin screen offers a new pin only to a verified phone', () => {
    expect(handlerApplies(borrowerFlow, 'root', 'load', null, { today: TODAY })).toBe(true);
    expect(transition(borrowerFlow, 'root', 'load', null, { today: TODAY, oauthStateId: 'x' })?.screen).toBe('link_bank_oauth');
  });

  it("the root opens a legal page named by the address's hash (/#terms, or /#/terms) at its path; any other hash stays", () => {
    const load = (hash: string) => transition(borrowerFlow, 'root', 'load', null, { today: TODAY, hash });
    for (const hash of ['#terms', '#/terms']) expect(load(hash)).toMatchObject({ screen: 'terms', path: borrowerFlow.screens.terms!.path });
    for (const hash of ['#foo', '#', '']) expect(load(hash)).toMatchObject({ screen: 'root', stay: true });
  });
});

import { describe, expect, it } from 'vitest';
import { routeState } from '../../../engine/flow/routeState';
import { TODAY, ask, borrowerFlow, loan, optionalStep } from '../../support/flows';
import type { LoanApplication } from '../../../engine/state/LoanApplication';

const where = (over: Partial<LoanApplication>, ctx: { direct?: boolean; oauthStateId?: string } = {}) =>
  routeState(borrowerFlow, loan(over), { today: TODAY, ...ctx });
// Optional steps, read from flows/: without the email check a signed loan goes to purchase confirm (rules 5 and 11);
// without the welcome-back page a prequalified borrower goes straight to the plans.
const emailCheck = optionalStep(borrowerFlow, 'email_confirm', '/purchase_confirm');
const prequalBack = optionalStep(borrowerFlow, 'prequal_back', '/choose_plan');
const activeLoan = { id: 'l1', initToken: 'old', status: 'OFFER_AVAILABLE', amount: 1200 };

describe('borrower status routing (borrower-journey.md section 4)', () => {
  it.each<[string, Partial<LoanApplication>, string, { direct?: boolean; oauthStateId?: string }?]>([
    ['1 active loans, PENDING -> dashboard', { loanInfoList: [activeLoan] }, '/dashboard'],
    ['1 not with the direct marker', { loanInfoList: [activeLoan] }, '/tok123', { direct: true }],
    ['1 not when status is not PENDING', { loanInfoList: [activeLoan], status: 'OFFER_AVAILABLE' }, '/choose_plan'],
    ['2 CANCELED', { status: 'CANCELED' }, '/purchase_canceled'],
    ['3 refunded', { status: 'OFFER_CONVERTED', refunded: true }, '/purchase_refunded'],
    ['4 lock declined', { status: 'OFFER_AVAILABLE', offerLock: { declined: true, expired: false } }, '/merchant_declined'],
    ['4 lock expired', { status: 'OFFER_AVAILABLE', offerLock: { declined: false, expired: true } }, '/merchant_expired'],
    ['5 oauth return', { status: 'OFFER_AVAILABLE', selectedLoanOfferStatus: 'SELECTED' }, '/link_bank_oauth', { oauthStateId: 'abc' }],
    ['5 SELECTED -> plans', { status: 'CONDITIONAL_APPROVAL', selectedLoanOfferStatus: 'SELECTED' }, '/choose_plan'],
    ['5 TILA_ACCEPTED -> purchase confirm', { status: 'OFFER_AVAILABLE', selectedLoanOfferStatus: 'TILA_ACCEPTED' }, '/purchase_confirm'],
    ['5 CONVERTED + email check -> email confirm', { status: 'OFFER_AVAILABLE', selectedLoanOfferStatus: 'CONVERTED', emailVerificationRequired: true }, emailCheck],
    ['5 prequalified, nothing selected -> prequal_back', { status: 'OFFER_AVAILABLE', prequalStatus: 'PREQUALIFIED' }, prequalBack],
    ['5 nothing selected -> plans', { status: 'OFFER_AVAILABLE' }, '/choose_plan'],
    ['6 stale -> expired', { status: 'REJECTED', rejectReasonsList: ['UNDER_MINIMUM_AGE', 'STALE_PENDING_APPLICATION'] }, '/expired'],
    ['6 other reasons -> rejected', { status: 'REJECTED', rejectReasonsList: ['UNSUPPORTED_STATE'] }, '/rejected'],
    ['6 no reasons -> rejected', { status: 'REJECTED' }, '/rejected'],
    ['7 EXPIRED', { status: 'EXPIRED' }, '/expired'],
    ['8 only INELIGIBLE_FOR_ADDITIONAL_LOAN -> declined_max', { status: 'DECLINED', declineReasonsList: ['INELIGIBLE_FOR_ADDITIONAL_LOAN'] }, '/declined_max'],
    ['8 that and another -> declined', { status: 'DECLINED', declineReasonsList: ['INELIGIBLE_FOR_ADDITIONAL_LOAN', 'UNSUPPORTED_STATE'] }, '/declined'],
    ['8 no reasons -> declined', { status: 'DECLINED' }, '/declined'],
    ['9 ACCOUNT_LINKED -> review', { status: 'ACCOUNT_LINKED' }, '/review_plan'],
    ['10 bank verification + INELIGIBLE balance -> link bank', { status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', bankVerificationRequired: true, balanceDecision: 'INELIGIBLE' }, '/link_bank'],
    ['10 nothing needed -> review', { status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED' }, '/review_plan'],
    ['10 autopay decided + more info -> moreinfo', { status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', moreInfoRequired: true, autoPaymentsDecision: 'DISABLED' }, '/moreinfo'],
    ['10 autopay decided -> review', { status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', bankVerificationRequired: true, autoPaymentsDecision: 'ENABLED' }, '/review_plan'],
    ['10 bank verification, no decision -> autopay', { status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', bankVerificationRequired: true }, '/autopay_confirm'],
    ['10 more info, no decision -> autopay', { status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', moreInfoRequired: true }, '/autopay_confirm'],
    ['11 DOCUMENTS_SIGNED -> purchase confirm', { status: 'DOCUMENTS_SIGNED' }, '/purchase_confirm'],
    ['11 DOCUMENTS_SIGNED + email check', { status: 'DOCUMENTS_SIGNED', emailVerificationRequired: true }, emailCheck],
    ['12 OFFER_CONVERTED', { status: 'OFFER_CONVERTED' }, '/purchase_complete'],
    ['12 SETTLED with lock', { status: 'SETTLED', lockRequired: true }, '/purchase_complete_lock'],
    ['PENDING -> entry page at the token route', {}, '/tok123'],
  ])('%s', (_name, over, path, ctx) => {
    expect(where(over, ctx).path).toBe(path);
  });

  it('applies the rules in order: CANCELED beats refunded, refunded beats a declined lock', () => {
    expect(where({ status: 'CANCELED', refunded: true }).path).toBe('/purchase_canceled');
    expect(where({ status: 'OFFER_AVAILABLE', refunded: true, offerLock: { declined: true, expired: true } }).path).toBe('/purchase_refunded');
    expect(where({ status: 'OFFER_AVAILABLE', offerLock: { declined: true, expired: true } }).path).toBe('/merchant_declined');
  });

  it('a phone lockout reported on the pin inquiry goes to /account_locked before anything else', () => {
    const locked = { pinVerified: false, dataInquiryList: [{ type: 'BORROWER_PROVIDED_AUTH_PIN', errorMessage: 'Too many attempts: lockout for 60 minutes.' }] };
    expect(where(locked).path).toBe('/account_locked');
    expect(where({ ...locked, dataInquiryList: [{ type: 'BORROWER_PROVIDED_AUTH_PIN', errorMessage: 'Invalid verification code' }] }).path).toBe('/pin');
  });

  it('names the rule that decided, for QA traces and coverage', () => {
    expect(where({ status: 'EXPIRED' }).via).toBe('routing.expired');
    expect(where({ pinVerified: false, profileFound: true, status: 'OFFER_AVAILABLE' }).via).toBe('phoneSteps.phone');
  });
});

describe('phone steps take precedence unless the status route is final', () => {
  it.each<[string, Partial<LoanApplication>, string]>([
    ['phone required, pin not verified', { pinVerified: false, dataInquiryList: ask('BORROWER_PROVIDED_BORROWER_PHONE') }, '/phone'],
    ['profile found, pin not verified', { pinVerified: false, profileFound: true }, '/phone'],
    ['profile found but pin verified: no phone step', { pinVerified: true, profileFound: true }, '/tok123'],
    ['pin required', { dataInquiryList: ask('BORROWER_PROVIDED_AUTH_PIN') }, '/pin'],
    ['linked phone verification', { dataInquiryList: ask('LINKED_BORROWER_PHONE_VERIFICATION') }, '/phone_return'],
    ['credit file frozen', { dataInquiryList: ask('BORROWER_PROVIDED_CREDIT_FILE_UNFREEZE') }, '/frozen'],
    ['phone beats pin', { pinVerified: false, dataInquiryList: ask('BORROWER_PROVIDED_BORROWER_PHONE', 'BORROWER_PROVIDED_AUTH_PIN') }, '/phone'],
    ['phone step beats the dashboard', { loanInfoList: [{ id: 'l', initToken: 't', status: 'PENDING', amount: 1 }], dataInquiryList: ask('BORROWER_PROVIDED_AUTH_PIN') }, '/pin'],
    ['phone step beats plans', { status: 'OFFER_AVAILABLE', dataInquiryList: ask('BORROWER_PROVIDED_AUTH_PIN') }, '/pin'],
    ['CANCELED is final: no phone step', { status: 'CANCELED', pinVerified: false, profileFound: true }, '/purchase_canceled'],
    ['DECLINED is final', { status: 'DECLINED', dataInquiryList: ask('BORROWER_PROVIDED_AUTH_PIN') }, '/declined'],
    ['refunded is final', { refunded: true, dataInquiryList: ask('BORROWER_PROVIDED_AUTH_PIN') }, '/purchase_refunded'],
    ['complete is final', { status: 'OFFER_CONVERTED', dataInquiryList: ask('BORROWER_PROVIDED_AUTH_PIN') }, '/purchase_complete'],
  ])('%s', (_name, over, path) => {
    expect(where(over).path).toBe(path);
  });
});

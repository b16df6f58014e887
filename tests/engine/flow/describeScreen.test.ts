import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCopy } from '../../../engine/content/parseCopy';
import { resolveVariant } from '../../../engine/content/resolveVariant';
import { describeScreen } from '../../../engine/flow/describeScreen';
import { TODAY, ask, borrowerFlow, loan } from '../../support/flows';
import type { LoanApplication } from '../../../engine/state/LoanApplication';

const view = (screen: string, over: Partial<LoanApplication> = {}) => describeScreen(borrowerFlow, screen, loan(over), { today: TODAY });

describe('what a screen shows for a state', () => {
  it('entry: 12.5% with name fields, 25% as the address page, 0 with nothing to ask', () => {
    expect(view('entry', { dataInquiryList: ask('FIRST_NAME') })).toMatchObject({ progress: 12.5, variant: 'nameFields' });
    expect(view('entry', { dataInquiryList: ask('ZIP') })).toMatchObject({ progress: 25, variant: 'addressPage' });
    expect(view('entry', { dataInquiryList: ask('FIRST_NAME', 'ZIP') })).toMatchObject({ progress: 25, variant: 'fullForm' });
    expect(view('entry')?.progress).toBe(0);
  });

  it('review_plan has a back link to offers only in the four statuses', () => {
    for (const status of ['ACCOUNT_LINKED', 'CONDITIONAL_APPROVAL', 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', 'OFFER_AVAILABLE'] as const) {
      expect(view('review_plan', { status })?.back).toBe('choose_plan');
    }
    expect(view('review_plan', { status: 'DOCUMENTS_SIGNED' })?.back).toBeNull();
  });

  it('plaid_error offers Skip only when bank verification is not required', () => {
    expect(view('plaid_error', { bankVerificationRequired: false })?.buttons.map((b) => b.id)).toEqual(['tryAgain', 'skip']);
    expect(view('plaid_error', { bankVerificationRequired: true })?.buttons.map((b) => b.id)).toEqual(['tryAgain']);
    expect(view('plaid_error', { bankVerificationRequired: true })?.variant).toBe('required');
  });

  // Borrower spec section 2: /link_bank is the "bank link or autopay page". Bank verification required: the base
  // (verification) wording; not required, linking only sets up automatic payments: the flow's other wording, which
  // each locale's copy has.
  it('link_bank reads as the autopay page when bank verification is not required', () => {
    const verify = view('link_bank', { status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', bankVerificationRequired: true, balanceDecision: 'INELIGIBLE' });
    const autopay = view('link_bank', { status: 'OFFER_AVAILABLE', bankVerificationRequired: false });
    expect(verify?.variant).toBeNull();
    expect(autopay?.variant).not.toBeNull();
    const named = (borrowerFlow.screens.link_bank?.variant ?? []).map((v) => v.use);
    expect(named).toContain(autopay?.variant);
    for (const locale of ['en', 'es-US']) {
      const file = `content/${locale}/screens/link_bank.md`;
      const parsed = parseCopy(file, readFileSync(file, 'utf8'));
      if (!parsed.ok) throw new Error(parsed.error);
      expect(Object.keys(parsed.value.variants), file).toContain(autopay?.variant);
      const shown = resolveVariant(parsed.value, autopay?.variant ?? undefined);
      expect(shown.body, file).not.toBe(parsed.value.body);
      expect(shown.title, file).not.toBe(parsed.value.title);
      expect(resolveVariant(parsed.value, verify?.variant ?? undefined).body, file).toBe(parsed.value.body);
    }
  });

  it('purchase_canceled and rejected pick their variant from the reasons', () => {
    expect(view('purchase_canceled', { status: 'CANCELED', cancelReasonsList: ['MERCHANT_DECLINED'] })?.variant).toBe('merchantDeclined');
    expect(view('purchase_canceled', { status: 'CANCELED', cancelReasonsList: ['MERCHANT_OPT_OUT'] })?.variant).toBe('merchantOptOut');
    expect(view('purchase_canceled', { status: 'CANCELED' })?.variant).toBe('generic');
    expect(view('rejected', { rejectReasonsList: ['UNSUPPORTED_STATE'] })?.variant).toBe('unsupportedState');
    expect(view('rejected', { rejectReasonsList: ['UNDER_MINIMUM_AGE'] })?.variant).toBe('underMinimumAge');
    expect(view('rejected')?.variant).toBe('generic');
  });

  it('the expired page names the merchant only when it knows one', () => {
    expect(view('expired', { merchantName: 'Bright Plumbing' })?.variant).toBeNull();
    expect(describeScreen(borrowerFlow, 'expired', null, { today: TODAY })?.variant).toBe('noMerchant');
  });

  it('progress values of section 2', () => {
    const expected: Record<string, number> = { choose_plan: 40, offer_lock: 40, link_bank: 60, autopay_confirm: 60, moreinfo: 60, review_plan: 80,
      purchase_confirm: 87.5, purchase_confirm_pending: 90, purchase_confirm_reminder: 100, purchase_complete: 100, frozen: 20, rejected: 10, phone: 0, pin: 0 };
    for (const [screen, value] of Object.entries(expected)) expect(view(screen)?.progress, screen).toBe(value);
  });

  it('the pin screen: a verified phone gets a new code, an unverified one goes back to phone entry', () => {
    expect(view('pin', { phoneVerified: true })?.buttons).toEqual([
      expect.objectContaining({ id: 'changeNumber', event: 'changeNumber' }), expect.objectContaining({ id: 'resend', event: 'resend' }),
    ]);
    expect(view('pin', { phoneVerified: false })?.buttons).toEqual([
      expect.objectContaining({ id: 'changeNumber', event: 'changeNumber' }), expect.objectContaining({ id: 'resend', event: 'noCode' }),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { err, ok } from '../../../engine/Result';
import { dispatch } from '../../../engine/runtime/dispatch';
import type { LoanApplication } from '../../../engine/state/LoanApplication';
import { fakeDeps } from '../../support/fakeDeps';
import { TODAY, borrowerFlow, loan } from '../../support/flows';

const ctx = { today: TODAY };
const signed = loan({ status: 'DOCUMENTS_SIGNED', selectedLoanOfferId: 'o1', selectedLoanOfferStatus: 'TILA_ACCEPTED' });
const confirm = (reloaded: Partial<LoanApplication>, status: number) => fakeDeps((c) => (c.method === 'POST'
  ? err({ kind: 'general', status, message: 'Nothing to confirm in status CANCELED: sign the documents first' })
  : ok({ ...loan(), ...reloaded })));

describe('purchase confirm after the application moved on', () => {
  it('YES refused (409) because the merchant canceled meanwhile shows the canceled page, not an error', async () => {
    const { deps, calls } = confirm({ status: 'CANCELED', cancelReasonsList: ['MERCHANT_OPT_OUT'] }, 409);
    const r = await dispatch(borrowerFlow, deps, { screen: 'purchase_confirm', event: 'confirm', state: signed, ctx, input: { answer: 'YES' } });
    expect(calls.map((c) => c.method)).toEqual(['POST', 'GET']);
    expect(r.decision?.path).toBe('/purchase_canceled');
    expect(r.decision?.error).toBeUndefined();
  });

  it('YES refused (409) because it was confirmed already shows the loan confirmed page', async () => {
    const { deps } = confirm({ status: 'OFFER_CONVERTED', selectedLoanOfferStatus: 'CONVERTED' }, 409);
    const r = await dispatch(borrowerFlow, deps, { screen: 'purchase_confirm', event: 'confirm', state: signed, ctx, input: { answer: 'YES' } });
    expect(r.decision?.path).toBe('/purchase_complete');
  });

  it('a 409 while the application is still signed and waiting is the error page with the server text', async () => {
    const { deps } = confirm({ status: 'DOCUMENTS_SIGNED', selectedLoanOfferStatus: 'TILA_ACCEPTED' }, 409);
    const r = await dispatch(borrowerFlow, deps, { screen: 'purchase_confirm', event: 'confirm', state: signed, ctx, input: { answer: 'YES' } });
    expect(r.decision?.path).toBe('/error');
    expect(r.decision?.error?.message).toContain('Nothing to confirm');
  });

  it('other failures (a 500) are not second-guessed: no reload, the error page', async () => {
    const { deps, calls } = confirm({ status: 'CANCELED' }, 500);
    const r = await dispatch(borrowerFlow, deps, { screen: 'purchase_confirm', event: 'confirm', state: signed, ctx, input: { answer: 'YES' } });
    expect(calls.map((c) => c.method)).toEqual(['POST']);
    expect(r.decision?.path).toBe('/error');
  });
});

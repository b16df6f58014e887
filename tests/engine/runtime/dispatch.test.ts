import entryUi from '../../../schemas/forms/entry.ui.json';
import { answersFor } from '../../../engine/forms/formChecks';
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../../engine/runtime/dispatch';
import { openLoan } from '../../../engine/runtime/openLoan';
import { ok, err } from '../../../engine/Result';
import { TODAY, borrowerFlow, loan, prequal, prequalFlow } from '../../support/flows';
import { fakeDeps } from '../../support/fakeDeps';
import type { LoanApplication } from '../../../engine/state/LoanApplication';

const ctx = { today: TODAY };
const body = (over: Partial<LoanApplication>) => ({ ...loan(), ...over });

describe('dispatch: an event runs its action, then the flow decides', () => {
  it('entry submit sends the fields the API wants (dob joined, consent expanded, empties dropped) and routes by status', async () => {
    const { deps, calls } = fakeDeps(() => ok(body({ status: 'OFFER_AVAILABLE' })));
    // The form's values as the entry form sends them (engine/forms/formChecks answersFor: the birth date's parts joined once).
    const form = { firstName: 'Ana', addressSecondaryNumber: '', dob: { dobYear: '1990', dobMonth: '5', dobDay: '7' }, reviewed: true };
    const values = answersFor({}, entryUi, form, Object.keys(form));
    const r = await dispatch(borrowerFlow, deps, { screen: 'entry', event: 'submit', state: loan(), ctx, input: { values } });
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: 'loanapplications/la-1234567890',
      body: { firstName: 'Ana', dob: '1990-05-07', termsOfServiceAccepted: true, electronicDisclosuresAccepted: true, privacyPolicyAccepted: true } });
    expect(calls[0]?.body).not.toHaveProperty('reviewed');
    expect(calls[0]?.body).not.toHaveProperty('addressSecondaryNumber');
    expect(r.decision?.path).toBe('/choose_plan');
  });

  it('selecting the already selected offer makes no call and moves on', async () => {
    const { deps, calls } = fakeDeps(() => ok(body({})));
    const state = loan({ status: 'OFFER_AVAILABLE', selectedLoanOfferStatus: 'SELECTED', selectedLoanOfferId: 'o1' });
    const r = await dispatch(borrowerFlow, deps, { screen: 'choose_plan', event: 'select', state, ctx, input: { offerId: 'o1' } });
    expect(calls).toEqual([]);
    expect(r.decision?.path).toBe('/link_bank');
  });

  it('offer lock and confirmation carry an Idempotency-Key that is reused on a retry and renewed after success', async () => {
    let fail = true;
    const { deps, calls } = fakeDeps((c) => (c.path.endsWith('/lock') && fail ? err({ kind: 'general', message: 'timeout' }) : ok(body({ status: 'OFFER_AVAILABLE' }))));
    const state = loan({ status: 'OFFER_AVAILABLE', selectedLoanOfferId: 'o1', selectedLoanOfferStatus: 'SELECTED', lockRequired: true });
    const first = await dispatch(borrowerFlow, deps, { screen: 'offer_lock', event: 'lock', state, ctx });
    expect(first.decision?.path).toBe('/error');
    fail = false;
    await dispatch(borrowerFlow, deps, { screen: 'offer_lock', event: 'lock', state, ctx });
    await dispatch(borrowerFlow, deps, { screen: 'offer_lock', event: 'lock', state, ctx });
    const keys = calls.filter((c) => c.path.endsWith('/lock')).map((c) => c.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('purchase confirm NO posts the answer, reloads, and goes to the pending page', async () => {
    const { deps, calls } = fakeDeps((c) => (c.method === 'POST' ? ok({ newStatus: 'DOCUMENTS_SIGNED' }) : ok(body({ status: 'DOCUMENTS_SIGNED' }))));
    const r = await dispatch(borrowerFlow, deps, { screen: 'purchase_confirm', event: 'confirm', state: loan({ status: 'DOCUMENTS_SIGNED' }), ctx, input: { answer: 'NO' } });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST loanapplications/la-1234567890/confirmation', 'GET loanapplications/la-1234567890']);
    expect(calls[0]?.body).toEqual({ answer: 'NO' });
    expect(r.decision?.path).toBe('/purchase_confirm_pending');
  });

  it('purchase confirm YES answered with the converted status goes to the receipt without reading the application again', async () => {
    const answer = { newStatus: 'OFFER_CONVERTED', newFirstPaymentDue: 1_800_000_000_000, settlementDate: '2026-12-02', serviceCompletionDate: '2026-11-28', loanServicer: 'Servicer Co' };
    const { deps, calls } = fakeDeps((c) => (c.method === 'POST' ? ok(answer) : ok(body({ status: 'OFFER_CONVERTED' }))));
    const r = await dispatch(borrowerFlow, deps, { screen: 'purchase_confirm', event: 'confirm', state: loan({ status: 'DOCUMENTS_SIGNED' }), ctx, input: { answer: 'YES' } });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST loanapplications/la-1234567890/confirmation']);
    expect(r.decision?.path).toBe('/purchase_complete');
    expect(r.state).toMatchObject({ status: 'OFFER_CONVERTED', settlementDate: '2026-12-02', serviceCompletionDate: '2026-11-28', loanServicer: 'Servicer Co' });
    expect(r.data).toEqual({ confirmation: answer });
  });

  it('purchase confirm YES whose answer says no status the contract knows reads the application, as before', async () => {
    for (const answer of [{ newStatus: null }, { newStatus: 'CONVERTED-ISH' }, { newStatus: 42 }]) {
      const { deps, calls } = fakeDeps((c) => (c.method === 'POST' ? ok(answer) : ok(body({ status: 'OFFER_CONVERTED', lockRequired: true }))));
      const r = await dispatch(borrowerFlow, deps, { screen: 'purchase_confirm', event: 'confirm', state: loan({ status: 'DOCUMENTS_SIGNED' }), ctx, input: { answer: 'YES' } });
      expect(calls.map((c) => c.method), JSON.stringify(answer)).toEqual(['POST', 'GET']);
      expect(r.decision?.path).toBe('/purchase_complete_lock');
    }
  });

  it('a server field error stays on the screen with the field named', async () => {
    const { deps } = fakeDeps(() => err({ kind: 'field', field: 'zip', code: 'invalidZipCode', message: 'Invalid zip code 00000' }));
    const r = await dispatch(borrowerFlow, deps, { screen: 'entry', event: 'submit', state: loan(), ctx, input: { values: { zip: '00000' } } });
    expect(r.decision).toMatchObject({ stay: true, path: '/tok123', error: { field: 'zip' } });
  });

  it('a lockout from the pin goes to /account_locked; a cancelled call changes nothing', async () => {
    const locked = fakeDeps(() => err({ kind: 'lockout', message: 'Too many attempts: lockout' }));
    expect((await dispatch(borrowerFlow, locked.deps, { screen: 'pin', event: 'complete', state: loan(), ctx, input: { pin: '1234' } })).decision?.path).toBe('/account_locked');
    const cancelled = fakeDeps(() => err({ kind: 'cancelled' }));
    expect((await dispatch(borrowerFlow, cancelled.deps, { screen: 'pin', event: 'complete', state: loan(), ctx, input: { pin: '1234' } })).decision).toBeNull();
  });

  it('a malformed response becomes the error page, naming the pointer', async () => {
    const { deps } = fakeDeps(() => ok({ status: 'NOPE' }));
    const r = await dispatch(borrowerFlow, deps, { screen: 'entry', event: 'submit', state: loan(), ctx, input: { values: {} } });
    expect(r.decision?.path).toBe('/error');
    expect(r.decision?.error?.message).toContain('LoanApplication response broke the contract');
  });

  it('signing that ends in a decline fetches the adverse action documents', async () => {
    // The signing form's answers (its agreement sent as the acceptances schemas/forms/signing.ui.json names).
    const signed = { ssn4: '1234', truthInLendingDisclosureAccepted: true, loanAgreementAccepted: true, creditScoreDisclosureAccepted: true };
    const { deps, calls } = fakeDeps((c) => (c.path.endsWith('documentscontent') ? ok({ entityId: 'x', adverseAction: 'JVBERi0=' }) : ok(body({ status: 'DECLINED', declineReasonsList: ['UNDER_MINIMUM_AGE'], documentsEntityId: 'docs-1' }))));
    const r = await dispatch(borrowerFlow, deps, { screen: 'review_plan', event: 'sign', state: loan({ status: 'ACCOUNT_LINKED', selectedLoanOfferId: 'o1' }), ctx, input: { ...signed, values: signed } });
    expect(calls[0]?.body).toMatchObject({ status: 'TILA_ACCEPTED', ssn4: '1234', truthInLendingDisclosureAccepted: true });
    expect(calls[1]).toMatchObject({ path: 'loanapplications/la-1234567890/documentscontent', body: { entityId: 'docs-1' } });
    expect(r.decision?.path).toBe('/declined');
    expect(r.data?.documents).toMatchObject({ adverseAction: 'JVBERi0=' });
  });

  it('prequal: the automatic empty patch on the entry page', async () => {
    const { deps, calls } = fakeDeps(() => ok({ ...prequal({ status: 'OFFER_AVAILABLE' }) }));
    const r = await dispatch(prequalFlow, deps, { screen: 'prequal_entry', event: 'load', state: prequal({ personalDataProvided: true, parentId: 'p0' }), ctx });
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: 'prequals/pq-1', body: {} });
    expect(r.decision?.path).toBe('/prequal_offers');
  });
});

describe('openLoan: the payment link', () => {
  it('loads by the link token, saves it with its TTL and routes', async () => {
    const { deps, calls, local } = fakeDeps(() => ok(body({ status: 'OFFER_AVAILABLE' })));
    const r = await openLoan(borrowerFlow, deps, 'tok123', ctx);
    expect(calls[0]).toMatchObject({ method: 'GET', path: 'loanapplications/tok123', searchParams: { initToken: 'tok123' } });
    expect(local.get('token')).toBe('tok123');
    expect(r.decision.path).toBe('/choose_plan');
  });

  it("with no token anywhere: /error with 'Please use your payment link to log in.'", async () => {
    const { deps } = fakeDeps(() => ok({}));
    const r = await openLoan(borrowerFlow, deps, null, ctx);
    expect(r.decision).toMatchObject({ path: '/error', error: { code: 'usePaymentLink' } });
  });

  it('an unknown token (Loan application not found) goes to /expired', async () => {
    const { deps } = fakeDeps(() => err({ kind: 'expired', message: 'Loan application not found' }));
    expect((await openLoan(borrowerFlow, deps, 'gone', ctx)).decision.path).toBe('/expired');
  });
});

import { describe, expect, it } from 'vitest';
import { borrower, makeHarness } from './sandboxHarness';

describe('sandbox journey (happy path, every borrower call against the contract)', () => {
  it('takes a payment link from first load to a confirmed loan', async () => {
    const h = await makeHarness();
    const token = await h.link('happy-path');
    const first = await h.call('GET', `/api/loanapplications/${token}?initToken=${token}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ initToken: token, status: 'PENDING', merchantName: 'Bright Plumbing' });
    expect(first.body.dataInquiryList.map((i: { type: string }) => i.type)).toContain('BORROWER_PROVIDED_BORROWER_SSN4');
    const claims = JSON.parse(Buffer.from((first.token as string).split('.')[1] as string, 'base64url').toString());
    expect(claims.loanAppId).toBe(first.body.loanApplicationId);
    expect(claims.exp - claims.created).toBe(3600);
    let session = first.token as string;
    const id = first.body.loanApplicationId as string;

    const zip = await h.call('POST', '/api/zip', { body: { zip: '94105' } });
    expect(zip.body.state).toBe('CA');
    expect((await h.call('POST', '/api/zip', { body: { zip: '00000' } })).body.state).toBeNull();
    expect((await h.call('POST', '/api/checkbox', { token: session, body: { loanID: id, checkboxOrigin: 'DATA_COLLECTION_PAGE', selectionType: 'CHECKED', timestamp: 1 } })).status).toBe(204);

    const decided = await h.call('PATCH', `/api/loanapplications/${id}`, { token: session, body: { ...borrower('1111'), reviewed: true } });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ status: 'OFFER_AVAILABLE', dataInquiryList: [], firstName: 'Ada' });
    session = decided.token as string;

    const offers = await h.call('GET', `/api/loanapplications/${id}/offers`, { token: session });
    const plans = offers.body.loanOfferDetailsList as { id: string; loanTermMonths: number; monthlyPayment: number; truthInLendingID: string }[];
    expect(plans.map((p) => p.loanTermMonths)).toEqual([3, 6, 12, 24]);
    const plan = plans[2] as (typeof plans)[number];

    const tila = await h.call('GET', `/api/loanapplications/${id}/offers/${plan.id}?provideTruthInLendingDocument=true`, { token: session });
    const pdf = Buffer.from(tila.body.loanOfferDetailsList[0].truthInLending, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const selected = await h.call('PATCH', `/api/loanapplications/${id}/offers/${plan.id}`, { token: session, body: { status: 'SELECTED' } });
    expect(selected.body).toMatchObject({ selectedLoanOfferId: plan.id, selectedLoanOfferStatus: 'SELECTED' });

    const link = await h.call('POST', '/api/borrowerlinktoken', { token: session, body: { loanApplicationId: id, plaidProducts: ['AUTH'] } });
    expect(link.body.linkToken).toMatch(/^link-sandbox-/);
    const widget = await h.app.inject({ method: 'POST', url: '/api/standins/plaid/public-token', payload: { linkToken: link.body.linkToken, institutionId: 'ins_sandbox_bank', accountIds: ['acc_sandbox_checking'] } });
    const publicToken = widget.json().publicToken as string;
    const linked = await h.call('POST', `/api/loanapplications/${id}/paymentaccounts`, {
      token: session,
      body: { plaidToken: publicToken, offerId: plan.id, accounts: [{ id: 'acc_sandbox_checking', mask: '0000' }], institution: { id: 'ins_sandbox_bank', name: 'Sandbox Bank' } },
    });
    expect(linked.body).toMatchObject({ status: 'ACCOUNT_LINKED', bankName: 'Sandbox Bank', accountMask: '0000' });
    const spent = await h.call('POST', `/api/loanapplications/${id}/paymentaccounts`, {
      token: session,
      body: { plaidToken: publicToken, offerId: plan.id, accounts: [{ id: 'acc_sandbox_checking', mask: '0000' }], institution: { id: 'ins_sandbox_bank', name: 'Sandbox Bank' } },
    });
    expect(spent.status).toBe(400);

    const autopay = await h.call('POST', `/api/loanapplications/${id}/autopay`, { token: session, body: { offerId: plan.id, autoPaymentsDecision: 'ENABLED' } });
    expect(autopay.body.autoPaymentsDecision).toBe('ENABLED');

    const wrong = await h.call('PATCH', `/api/loanapplications/${id}/offers/${plan.id}`, { token: session, body: { status: 'TILA_ACCEPTED', ssn4: '9999', truthInLendingDisclosureAccepted: true, loanAgreementAccepted: true } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorMessage).toBe('ssn4 does not match');
    const unaccepted = await h.call('PATCH', `/api/loanapplications/${id}/offers/${plan.id}`, { token: session, body: { status: 'TILA_ACCEPTED', ssn4: '1111' } });
    expect(unaccepted.body.errorMessage).toContain('accept the terms');
    const signed = await h.call('PATCH', `/api/loanapplications/${id}/offers/${plan.id}`, { token: session, body: { status: 'TILA_ACCEPTED', ssn4: '1111', truthInLendingDisclosureAccepted: true, loanAgreementAccepted: true, creditScoreDisclosureAccepted: true } });
    expect(signed.body).toMatchObject({ status: 'DOCUMENTS_SIGNED', selectedLoanOfferStatus: 'TILA_ACCEPTED' });

    const copy = await h.call('POST', `/api/loanapplications/${id}/documents/${plan.truthInLendingID}/delivery`, { token: session, body: { recipient: 'ada@example.com' } });
    expect(copy.status).toBe(204);
    expect(h.repo.outbox.list().some((m) => m.kind === 'email' && m.to === 'ada@example.com')).toBe(true);
    expect((await h.call('POST', `/api/loanapplications/${id}/documents/nope/delivery`, { token: session, body: { recipient: 'ada@example.com' } })).status).toBe(404);

    const later = await h.call('POST', `/api/loanapplications/${id}/confirmation`, { token: session, body: { answer: 'NO' }, headers: { 'idempotency-key': 'confirm-no-0001' } });
    expect(later.body.newStatus).toBe('DOCUMENTS_SIGNED');
    const yes = await h.call('POST', `/api/loanapplications/${id}/confirmation`, { token: session, body: { answer: 'YES' }, headers: { 'idempotency-key': 'confirm-yes-0001' } });
    expect(yes.body).toMatchObject({ newStatus: 'OFFER_CONVERTED', loanServicer: expect.any(String) });
    expect(yes.body.newFirstPaymentDue).toBeGreaterThan(Date.now());
    const done = await h.call('GET', `/api/loanapplications/${id}`, { token: session });
    expect(done.body).toMatchObject({ status: 'OFFER_CONVERTED', selectedLoanOfferStatus: 'CONVERTED' });
    await h.app.close();
  });

  it('serves the identity check and clears moreInfoRequired once the stand-in reports it completed', async () => {
    const h = await makeHarness();
    const { token, id } = await h.open(await h.link('conditional-identity'));
    const decided = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: borrower() });
    expect(decided.body).toMatchObject({ status: 'CONDITIONAL_APPROVAL', moreInfoRequired: true });
    const inquiries = await h.call('GET', `/api/loanapplications/${id}/persona-inquiries?mostRecentActive=true`, { token });
    expect(inquiries.body).toMatchObject({ anySubmitted: false, anyFailed: false, piiData: { nameFirst: 'Ada' } });
    await h.app.inject({ method: 'POST', url: '/standins/persona/outcome', payload: { inquiryId: inquiries.body.activeInquiry.id, outcome: 'completed' } });
    const after = await h.call('GET', `/api/loanapplications/${id}/persona-inquiries`, { token });
    expect(after.body.anySubmitted).toBe(true);
    expect((await h.call('GET', `/api/loanapplications/${id}`, { token })).body.moreInfoRequired).toBe(false);
    await h.app.close();
  });
});

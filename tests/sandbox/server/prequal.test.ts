import { describe, expect, it } from 'vitest';
import { makeHarness } from './sandboxHarness';

const PHONE = '+15555550188';

describe('sandbox prequalification', () => {
  it('goes from the signup link through phone, personal data and address to offers, and takes an amount and a plan', async () => {
    const h = await makeHarness();
    const opened = await h.call('GET', '/api/prequals/demo-signup/p-100?pinRequired=true');
    expect(opened.body).toMatchObject({ status: 'PENDING', prequalStatus: 'NOT_FOUND', merchantName: 'Bright Plumbing' });
    const applicationId = opened.body.applicationId as string;
    let token = opened.token as string;
    const early = await h.call('PATCH', `/api/prequals/${applicationId}`, { token, body: { firstName: 'Ada' } });
    expect(early.status).toBe(403);
    const sent = await h.call('POST', '/api/prequals/demo-signup/p-100', { token, body: { escalateAuthentication: true, mobileNumber: PHONE, checksum: 'abc' } });
    expect(sent.body.dataInquiryList[0].type).toBe('BORROWER_PROVIDED_AUTH_PIN');
    const verified = await h.call('POST', '/api/prequals/demo-signup/p-100', { token: sent.token as string, body: { authPin: await h.latestCode(PHONE) } });
    token = verified.token as string;
    expect(verified.body.dataInquiryList.length).toBeGreaterThan(5);
    const personal = await h.call('PATCH', `/api/prequals/${applicationId}`, { token, body: { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', dob: '1985-01-02', annualIncomeBeforeTaxes: '90000', ssn4: '1111', termsOfServiceAccepted: true } });
    expect(personal.body.status).toBe('PENDING');
    const address = await h.call('PATCH', `/api/prequals/${applicationId}`, { token, body: { streetAddress1: '1 Main St', city: 'Austin', zip: '78701' } });
    expect(address.body).toMatchObject({ status: 'OFFER_AVAILABLE', prequalStatus: 'PREQUALIFIED', maximumLoanAmount: 10000, expiresInDays: 14 });
    const amount = await h.call('PATCH', `/api/prequals/${applicationId}`, { token, body: { requestedLoanAmount: 3000 } });
    expect(amount.body.offer.loanOfferDetailsList[0].loanAmount).toBe(3000);
    const over = await h.call('PATCH', `/api/prequals/${applicationId}`, { token, body: { requestedLoanAmount: 30000 } });
    expect(over.status).toBe(400);
    const planId = amount.body.offer.loanOfferDetailsList[0].id as string;
    expect((await h.call('PATCH', `/api/prequals/${applicationId}`, { token, body: { selectedOfferId: planId } })).body.selectedOfferId).toBe(planId);
    expect((await h.call('GET', `/api/prequals/${applicationId}`, { token })).body.firstName).toBe('Ada');
    await h.advance(15 * 86_400_000);
    const expired = await h.call('GET', `/api/prequals/${applicationId}`, { token: (await h.call('POST', '/api/prequals/demo-signup/p-100', { token, body: {} })).token as string });
    expect(expired.body.status).toBe('EXPIRED');
    await h.app.close();
  });

  it('a declined prequalification says until when the decision is locked (expDate, 14 days)', async () => {
    const h = await makeHarness();
    const opened = await h.call('GET', '/api/prequals/demo-signup/p-200');
    const applicationId = opened.body.applicationId as string;
    const sent = await h.call('POST', '/api/prequals/demo-signup/p-200', { token: opened.token as string, body: { escalateAuthentication: true, mobileNumber: PHONE } });
    const verified = await h.call('POST', '/api/prequals/demo-signup/p-200', { token: sent.token as string, body: { authPin: await h.latestCode(PHONE) } });
    const token = verified.token as string;
    await h.call('PATCH', `/api/prequals/${applicationId}`, { token, body: { firstName: 'Gwen', lastName: 'A', email: 'gwen@example.com', dob: '1972-01-30', annualIncomeBeforeTaxes: '41000', ssn4: '5555' } });
    const declined = await h.call('PATCH', `/api/prequals/${applicationId}`, { token, body: { streetAddress1: '66 Poplar Ave', city: 'Austin', zip: '78701' } });
    expect(declined.body).toMatchObject({ status: 'DECLINED', expiresInDays: 14 });
    expect(declined.body.expDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await h.advance(15 * 86_400_000);
    expect((await h.call('GET', '/api/prequals/demo-signup/p-200')).body.status).toBe('DECLINED');
    await h.app.close();
  });

  it('refuses another prequalification\'s session (403)', async () => {
    const h = await makeHarness();
    const a = await h.call('GET', '/api/prequals/demo-signup/p-1');
    const b = await h.call('GET', '/api/prequals/demo-signup/p-2');
    expect((await h.call('GET', `/api/prequals/${b.body.applicationId}`, { token: a.token as string })).status).toBe(403);
    await h.app.close();
  });
});

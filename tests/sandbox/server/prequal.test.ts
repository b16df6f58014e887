import { describe, expect, it } from 'vitest';
import { makeHarness, type Harness } from './sandboxHarness';

const PHONE = '+15555550188';

// A signup link's prequalification with its phone verified: its id and the session token.
async function verifiedPrequal(h: Harness, prequalId: string, phone = PHONE): Promise<{ id: string; token: string }> {
  const opened = await h.call('GET', `/api/prequals/demo-signup/${prequalId}`);
  const sent = await h.call('POST', `/api/prequals/demo-signup/${prequalId}`, { token: opened.token as string, body: { escalateAuthentication: true, mobileNumber: phone } });
  const verified = await h.call('POST', `/api/prequals/demo-signup/${prequalId}`, { token: sent.token as string, body: { authPin: await h.latestCode(phone) } });
  return { id: opened.body.applicationId as string, token: verified.token as string };
}

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

  it('a declined prequalification carries its adverse action notice and credit score disclosure PDFs', async () => {
    const h = await makeHarness();
    const { id, token } = await verifiedPrequal(h, 'p-201');
    await h.call('PATCH', `/api/prequals/${id}`, { token, body: { firstName: 'Gwen', lastName: 'A', email: 'gwen@example.com', dob: '1972-01-30', annualIncomeBeforeTaxes: '41000', ssn4: '5555' } });
    const declined = await h.call('PATCH', `/api/prequals/${id}`, { token, body: { streetAddress1: '66 Poplar Ave', city: 'Austin', zip: '78701' } });
    expect(declined.body.status).toBe('DECLINED');
    const pdf = (value: unknown) => Buffer.from(String(value), 'base64').subarray(0, 5).toString('latin1');
    expect(pdf(declined.body.adverseAction)).toBe('%PDF-');
    expect(pdf(declined.body.h5CreditScoreDisclosure)).toBe('%PDF-');
    const again = await h.call('GET', `/api/prequals/${id}`, { token: declined.token as string });
    expect(again.body.adverseAction).toBe(declined.body.adverseAction);
    // Before the decision, and on an approval, there is nothing to carry.
    const pending = await verifiedPrequal(h, 'p-202', '+15555550189');
    expect((await h.call('GET', `/api/prequals/${pending.id}`, { token: pending.token })).body).not.toHaveProperty('adverseAction');
    await h.app.close();
  });

  it('refuses another prequalification\'s session (403)', async () => {
    const h = await makeHarness();
    const a = await h.call('GET', '/api/prequals/demo-signup/p-1');
    const b = await h.call('GET', '/api/prequals/demo-signup/p-2');
    expect((await h.call('GET', `/api/prequals/${b.body.applicationId}`, { token: a.token as string })).status).toBe(403);
    await h.app.close();
  });

  it('keeps a question screen\'s answers with the prequalification: after the phone step, merged, shown to the control API only', async () => {
    const h = await makeHarness();
    await h.call('GET', '/api/prequals/demo-signup/p-299');
    const opened = await h.call('GET', '/api/prequals/demo-signup/p-300');
    const early = await h.call('PATCH', `/api/prequals/${opened.body.applicationId}`, { token: opened.token as string, body: { answers: { jobType: 'repair' } } });
    expect([early.status, early.body.errorMessage]).toEqual([403, 'Verify your phone number first']);
    const { id, token } = await verifiedPrequal(h, 'p-300');
    const saved = await h.call('PATCH', `/api/prequals/${id}`, { token, body: { answers: { jobType: 'repair', homeOwner: 'rent', rooms: ['kitchen'] } } });
    expect(saved.status).toBe(200);
    expect(saved.body).not.toHaveProperty('answers');
    await h.call('PATCH', `/api/prequals/${id}`, { token, body: { answers: { homeOwner: 'own', permitNumber: 'CA-123456' } } });
    const held = { jobType: 'repair', homeOwner: 'own', rooms: ['kitchen'], permitNumber: 'CA-123456' };
    const byId = await h.call('GET', `/api/__sandbox/prequals/${id}`);
    expect(byId.body).toMatchObject({ prequal: { applicationId: id, status: 'PENDING' }, answers: held });
    // A replay of the signup page knows only the signup id: the latest prequalification made from it.
    expect((await h.call('GET', '/api/__sandbox/prequals/demo-signup')).body.answers).toEqual(held);
    expect((await h.call('GET', `/api/prequals/${id}`, { token })).body).not.toHaveProperty('answers');
    expect((await h.call('GET', '/api/__sandbox/prequals/no-such-prequal')).status).toBe(404);
    await h.app.close();
  });

  it('answers are not a re-submit: a frozen file waits for the borrower\'s own submit', async () => {
    const h = await makeHarness();
    const { id, token } = await verifiedPrequal(h, 'p-301');
    await h.call('PATCH', `/api/prequals/${id}`, { token, body: { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', dob: '1985-01-02', annualIncomeBeforeTaxes: '90000', ssn4: '7777' } });
    const frozen = await h.call('PATCH', `/api/prequals/${id}`, { token, body: { streetAddress1: '1 Main St', city: 'Austin', zip: '78701' } });
    expect(frozen.body.dataInquiryList.map((i: { type: string }) => i.type)).toEqual(['BORROWER_PROVIDED_CREDIT_FILE_UNFREEZE']);
    const answered = await h.call('PATCH', `/api/prequals/${id}`, { token, body: { answers: { jobType: 'repair' } } });
    expect(answered.body).toMatchObject({ status: 'PENDING', dataInquiryList: [{ type: 'BORROWER_PROVIDED_CREDIT_FILE_UNFREEZE' }] });
    expect((await h.call('PATCH', `/api/prequals/${id}`, { token, body: {} })).body.status).toBe('OFFER_AVAILABLE');
    await h.app.close();
  });

  it('refuses bad answers with a 400 naming the field, and keeps nothing of them', async () => {
    const h = await makeHarness();
    const { id, token } = await verifiedPrequal(h, 'p-302');
    const save = (answers: unknown, raw?: string) => h.call('PATCH', `/api/prequals/${id}`, raw ? { token, raw } : { token, body: { answers } });
    const long = await save({ notes: 'x'.repeat(501) });
    expect([long.status, long.body.errorMessage]).toEqual([400, "Invalid field 'answers.notes': must NOT have more than 500 characters"]);
    const badName = await save({ 'job type': 'roofing' });
    expect([badName.status, badName.body.errorMessage]).toEqual([400, `Invalid field 'answers': every name must match pattern "^[A-Za-z][A-Za-z0-9_]{0,63}$"`]);
    const nested = await save({ jobType: { deep: 'x' } });
    expect([nested.status, nested.body.errorMessage]).toEqual([400, "Invalid field 'answers.jobType': must be string, number, boolean or array"]);
    const list = await save({ rooms: Array.from({ length: 21 }, () => 'kitchen') });
    expect([list.status, list.body.errorMessage]).toEqual([400, "Invalid field 'answers.rooms': must NOT have more than 20 items"]);
    const item = await save({ rooms: ['x'.repeat(201)] });
    expect([item.status, item.body.errorMessage]).toEqual([400, "Invalid field 'answers.rooms.0': must NOT have more than 200 characters"]);
    const proto = await save(undefined, '{"answers":{"__proto__":{"isAdmin":true}}}');
    expect([proto.status, proto.body.errorMessage]).toEqual([400, "Forbidden field 'answers.__proto__': a request body may not set an object's prototype"]);
    const many = (from: number) => Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`q${from + i}`, 'yes']));
    expect((await save(many(0))).status).toBe(200);
    const over = await save(many(30));
    expect([over.status, over.body.errorMessage]).toEqual([400, 'answers: a prequalification keeps at most 50 answers']);
    const held = (await h.call('GET', `/api/__sandbox/prequals/${id}`)).body.answers as Record<string, unknown>;
    expect(Object.keys(held)).toEqual(Object.keys(many(0)));
    await h.app.close();
  });

  it('another prequalification\'s session cannot write its answers (403), and they stay as they were', async () => {
    const h = await makeHarness();
    const a = await verifiedPrequal(h, 'p-303', '+15555550177');
    const b = await verifiedPrequal(h, 'p-304', '+15555550166');
    await h.call('PATCH', `/api/prequals/${b.id}`, { token: b.token, body: { answers: { jobType: 'repair' } } });
    const forged = await h.call('PATCH', `/api/prequals/${b.id}`, { token: a.token, body: { answers: { jobType: 'newInstall', landlordPhone: '+15550107788' } } });
    expect([forged.status, forged.body.errorMessage]).toEqual([403, 'Forbidden: this session belongs to another application']);
    expect((await h.call('GET', `/api/__sandbox/prequals/${b.id}`)).body.answers).toEqual({ jobType: 'repair' });
    expect((await h.call('GET', `/api/__sandbox/prequals/${a.id}`)).body.answers).toEqual({});
    await h.app.close();
  });

  it('takes the static signup page\'s phone submit, which says it made the prequal (staticPrequalInitialized), and texts a code', async () => {
    const h = await makeHarness();
    const opened = await h.call('GET', '/api/prequals/demo-signup/p-static');
    const sent = await h.call('POST', '/api/prequals/demo-signup/p-static', { token: opened.token as string, body: { escalateAuthentication: true, mobileNumber: PHONE, staticPrequalInitialized: true } });
    expect(sent.status).toBe(200);
    expect(sent.body.dataInquiryList[0].type).toBe('BORROWER_PROVIDED_AUTH_PIN');
    expect(await h.latestCode(PHONE)).toMatch(/^\d{4}$/);
    await h.app.close();
  });
});

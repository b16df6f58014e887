// Attacks with only a borrower's payment link on an application whose phone must be verified: a visitor who has not
// typed the texted code can do the phone steps and nothing else (issue 12, point 1).
import { describe, expect, it } from 'vitest';
import { borrower, makeHarness, type Harness } from './sandboxHarness';

const BORROWER_PHONE = '+15555550177';
const STRANGER_PHONE = '+15555559999';
const VERIFY_FIRST = 'Verify your phone number first';

// The borrower walks phone-first to offers; returns the link and the borrower's current session.
async function verifiedBorrower(h: Harness) {
  const link = await h.link('phone-first');
  const { id, token } = await h.open(link);
  const sent = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { escalateAuthentication: true, mobileNumber: BORROWER_PHONE } });
  const verified = await h.call('PATCH', `/api/loanapplications/${id}`, { token: sent.token as string, body: { authPin: await h.latestCode(BORROWER_PHONE) } });
  const data = await h.call('PATCH', `/api/loanapplications/${id}`, { token: verified.token as string, body: { ...borrower(), async: false } });
  const job = await h.call('GET', `/api/jobs/${data.body.jobId}`, { token: data.token as string });
  await h.advance(3500);
  const done = await h.call('GET', `/api/jobs/${data.body.jobId}`, { token: job.token as string });
  expect(done.body.status).toBe('OFFER_AVAILABLE');
  return { link, id, token: done.token as string };
}

describe('phone-verified sessions', () => {
  it('a new visitor on a verified link reaches none of the borrower routes before the code', async () => {
    const h = await makeHarness();
    const { link, id, token } = await verifiedBorrower(h);
    const offers = await h.call('GET', `/api/loanapplications/${id}/offers`, { token });
    const offerId = offers.body.loanOfferDetailsList[0].id as string;
    const stranger = await h.open(link);
    expect(stranger.body.pinVerified).toBe(false);
    const t = stranger.token;
    const attempts = [
      await h.call('GET', `/api/loanapplications/${id}/persona-inquiries?mostRecentActive=true`, { token: t }),
      await h.call('GET', `/api/loanapplications/${id}/offers`, { token: t }),
      await h.call('GET', `/api/loanapplications/${id}/offers/${offerId}?provideTruthInLendingDocument=true`, { token: t }),
      await h.call('PATCH', `/api/loanapplications/${id}/offers/${offerId}`, { token: t, body: { status: 'SELECTED' } }),
      await h.call('POST', `/api/loanapplications/${id}/documents/tila/delivery`, { token: t, body: { recipient: 'thief@example.com' } }),
      await h.call('POST', `/api/loanapplications/${id}/confirmation`, { token: t, body: { answer: 'YES' }, headers: { 'idempotency-key': 'stranger-confirm-1' } }),
      await h.call('POST', '/api/borrowerlinktoken', { token: t, body: { loanApplicationId: id, plaidProducts: ['AUTH'] } }),
      await h.call('PATCH', `/api/loanapplications/${id}`, { token: t, body: { lastAccessedOn: new Date().toISOString() } }),
      await h.call('PATCH', `/api/loanapplications/${id}`, { token: t, body: { verifiedEmail: 'ada@example.com' } }),
      await h.call('POST', '/api/checkbox', { token: t, body: { loanID: id, checkboxOrigin: 'ALMOST_DONE_PAGE', selectionType: 'CHECKED', timestamp: Date.now() } }),
    ];
    expect(attempts.map((a) => [a.status, a.body?.errorMessage])).toEqual(attempts.map(() => [403, VERIFY_FIRST]));
    expect(JSON.stringify(stranger.body)).not.toContain('Lovelace');
    await h.app.close();
  });

  it('a returning login verifies the number on file and cannot replace it', async () => {
    const h = await makeHarness();
    const { link, id } = await verifiedBorrower(h);
    const stranger = await h.open(link);
    expect(stranger.body.dataInquiryList[0].type).toBe('LINKED_BORROWER_PHONE_VERIFICATION');
    const swap = await h.call('PATCH', `/api/loanapplications/${id}`, { token: stranger.token, body: { escalateAuthentication: true, returnMobileNumber: STRANGER_PHONE } });
    expect(swap.status).toBe(403);
    expect(swap.body.errorMessage).toContain('number on file');
    const first = await h.call('PATCH', `/api/loanapplications/${id}`, { token: stranger.token, body: { escalateAuthentication: true, mobileNumber: STRANGER_PHONE } });
    expect(first.status).toBe(403);
    expect(h.printed.join('\n')).not.toContain('9999: your code');
    await h.advance(31_000);
    const own = await h.call('PATCH', `/api/loanapplications/${id}`, { token: stranger.token, body: { escalateAuthentication: true, returnMobileNumber: BORROWER_PHONE } });
    expect(own.status).toBe(200);
    const verified = await h.call('PATCH', `/api/loanapplications/${id}`, { token: own.token as string, body: { authPin: await h.latestCode(BORROWER_PHONE) } });
    expect(verified.body).toMatchObject({ pinVerified: true, mobileNumber: BORROWER_PHONE });
    await h.app.close();
  });

  it('verifying the phone ends every session opened before the code, so a waiting stranger gains nothing', async () => {
    const h = await makeHarness();
    const link = await h.link('phone-first');
    const stranger = await h.open(link);
    const owner = await h.open(link);
    const sent = await h.call('PATCH', `/api/loanapplications/${owner.id}`, { token: owner.token, body: { escalateAuthentication: true, mobileNumber: BORROWER_PHONE } });
    const verified = await h.call('PATCH', `/api/loanapplications/${owner.id}`, { token: sent.token as string, body: { authPin: await h.latestCode(BORROWER_PHONE) } });
    expect(verified.body.pinVerified).toBe(true);
    const read = await h.call('GET', `/api/loanapplications/${owner.id}`, { token: stranger.token });
    const write = await h.call('PATCH', `/api/loanapplications/${owner.id}`, { token: stranger.token, body: borrower() });
    expect([read.status, write.status]).toEqual([401, 401]);
    const mine = await h.call('PATCH', `/api/loanapplications/${owner.id}`, { token: verified.token as string, body: borrower() });
    expect(mine.status).toBe(202);
    await h.app.close();
  });

  it("a returning borrower's other loans open with the same phone step, unless the list's own session proved it", async () => {
    const h = await makeHarness();
    const link = await h.link('returning-borrower');
    const sibling = `${link}-loan-1`;
    const direct = await h.open(sibling);
    expect(direct.body.pinVerified).toBe(false);
    expect(direct.body.dataInquiryList.map((i: { type: string }) => i.type)).toEqual(['BORROWER_PROVIDED_BORROWER_PHONE']);
    const offers = await h.call('GET', `/api/loanapplications/${direct.id}/offers`, { token: direct.token });
    expect([offers.status, offers.body.errorMessage]).toEqual([403, VERIFY_FIRST]);
    const swap = await h.call('PATCH', `/api/loanapplications/${direct.id}`, { token: direct.token, body: { escalateAuthentication: true, mobileNumber: STRANGER_PHONE } });
    expect(swap.status).toBe(403);

    const parent = await h.open(link);
    const sent = await h.call('PATCH', `/api/loanapplications/${parent.id}`, { token: parent.token, body: { escalateAuthentication: true, mobileNumber: '+15555550101' } });
    const proved = await h.call('PATCH', `/api/loanapplications/${parent.id}`, { token: sent.token as string, body: { authPin: await h.latestCode('+15555550101') } });
    const chosen = await h.call('GET', `/api/loanapplications/${sibling}?initToken=${sibling}`, { token: proved.token as string });
    expect(chosen.body).toMatchObject({ pinVerified: true, status: 'DOCUMENTS_SIGNED' });
    const again = await h.call('GET', `/api/loanapplications/${sibling}?initToken=${sibling}`, { token: proved.token as string });
    expect(again.body.pinVerified).toBe(true);
    const stale = await h.call('GET', `/api/loanapplications/${direct.id}/offers`, { token: direct.token });
    expect(stale.status).toBe(401);
    await h.app.close();
  });

  it('an application with no phone step is not affected (happy path reads its offers)', async () => {
    const h = await makeHarness();
    const { id, token } = await h.open(await h.link('happy-path'));
    const data = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: borrower() });
    const offers = await h.call('GET', `/api/loanapplications/${id}/offers`, { token: data.token as string });
    expect(offers.status).toBe(200);
    await h.app.close();
  });
});

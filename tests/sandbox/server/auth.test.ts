import { describe, expect, it } from 'vitest';
import { borrower, makeHarness } from './sandboxHarness';

describe('sandbox sessions', () => {
  it('answers 404 "Loan application not found" for an unknown payment-link token', async () => {
    const h = await makeHarness();
    const answer = await h.call('GET', '/api/loanapplications/no-such-token?initToken=no-such-token');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ errorMessage: 'Loan application not found', error: { message: 'Loan application not found' } });
    await h.app.close();
  });

  it('refuses calls without a session (Unauthorized.), with a forged one, and with an old one (Token has expired)', async () => {
    const h = await makeHarness();
    const { token, id } = await h.open(await h.link('happy-path'));
    const none = await h.call('GET', `/api/loanapplications/${id}`);
    expect([none.status, none.body.errorMessage]).toEqual([401, 'Unauthorized.']);
    const forged = await h.call('GET', `/api/loanapplications/${id}`, { token: `${token.slice(0, -4)}AAAA` });
    expect([forged.status, forged.body.errorMessage]).toEqual([401, 'Unauthorized.']);
    await h.advance(61 * 60_000);
    const old = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { firstName: 'Eve' } });
    expect([old.status, old.body.errorMessage]).toEqual([401, 'Token has expired']);
    await h.app.close();
  });

  it('refreshes the session token on each authenticated call, keeping the session start', async () => {
    const h = await makeHarness();
    const { token, id } = await h.open(await h.link('happy-path'));
    await h.advance(30 * 60_000);
    const next = await h.call('GET', `/api/loanapplications/${id}`, { token });
    const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString());
    expect(claims(next.token as string).created).toBe(claims(token).created);
    expect(claims(next.token as string).exp).toBeGreaterThan(claims(token).exp);
    await h.advance(45 * 60_000);
    expect((await h.call('GET', `/api/loanapplications/${id}`, { token: next.token as string })).status).toBe(200);
    await h.app.close();
  });

  it('isolates sessions: one application\'s session cannot read or change another (403)', async () => {
    const h = await makeHarness();
    const mine = await h.open(await h.link('happy-path'));
    const theirs = await h.open(await h.link('happy-path'));
    await h.call('PATCH', `/api/loanapplications/${theirs.id}`, { token: theirs.token, body: borrower() });
    const offers = await h.call('GET', `/api/loanapplications/${theirs.id}/offers`, { token: theirs.token });
    const offerId = offers.body.loanOfferDetailsList[0].id as string;
    const attempts = [
      await h.call('GET', `/api/loanapplications/${theirs.id}`, { token: mine.token }),
      await h.call('PATCH', `/api/loanapplications/${theirs.id}`, { token: mine.token, body: { firstName: 'Mallory' } }),
      await h.call('GET', `/api/loanapplications/${theirs.id}/offers`, { token: mine.token }),
      await h.call('PATCH', `/api/loanapplications/${theirs.id}/offers/${offerId}`, { token: mine.token, body: { status: 'SELECTED' } }),
      await h.call('GET', `/api/loanapplications/${theirs.id}/persona-inquiries`, { token: mine.token }),
      await h.call('POST', '/api/borrowerlinktoken', { token: mine.token, body: { loanApplicationId: theirs.id, plaidProducts: ['AUTH'] } }),
      await h.call('POST', '/api/checkbox', { token: mine.token, body: { loanID: theirs.id, checkboxOrigin: 'DATA_COLLECTION_PAGE', selectionType: 'CHECKED', timestamp: 1 } }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    const unchanged = await h.call('GET', `/api/loanapplications/${theirs.id}`, { token: theirs.token });
    expect(unchanged.body.firstName).toBe('Ada');
    expect(unchanged.body.selectedLoanOfferId).toBeNull();
    await h.app.close();
  });

  it('ends the session on sessionExpired: the old token then says Token has expired, the link starts a new one', async () => {
    const h = await makeHarness();
    const link = await h.link('happy-path');
    const { token, id } = await h.open(link);
    const ended = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { sessionExpired: true } });
    expect(ended.status).toBe(200);
    expect(ended.token).toBeUndefined();
    expect((await h.call('GET', `/api/loanapplications/${id}`, { token })).body.errorMessage).toBe('Token has expired');
    const again = await h.open(link);
    expect((await h.call('GET', `/api/loanapplications/${id}`, { token: again.token })).status).toBe(200);
    await h.app.close();
  });
});

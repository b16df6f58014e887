import { borrower, type Harness } from './sandboxHarness';

/** Walks a fresh link of a fixture to a decided application; returns the session, id and the decided body. */
export async function decided(h: Harness, fixture: string, ssn4 = '1111', overrides: Record<string, unknown> = {}) {
  const { token, id } = await h.open(await h.link(fixture));
  const answer = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: borrower(ssn4, overrides) });
  return { token: answer.token ?? token, id, answer };
}

/** Selects the first plan, then (when asked) links the sandbox bank; returns the offer id. */
export async function selectFirstPlan(h: Harness, token: string, id: string): Promise<string> {
  const offers = await h.call('GET', `/api/loanapplications/${id}/offers`, { token });
  const offerId = offers.body.loanOfferDetailsList[0].id as string;
  await h.call('PATCH', `/api/loanapplications/${id}/offers/${offerId}`, { token, body: { status: 'SELECTED' } });
  return offerId;
}

export async function linkBank(h: Harness, token: string, id: string, offerId: string, accountId = 'acc_sandbox_checking') {
  const link = await h.call('POST', '/api/borrowerlinktoken', { token, body: { loanApplicationId: id, plaidProducts: ['AUTH'] } });
  const widget = await h.app.inject({ method: 'POST', url: '/api/standins/plaid/public-token', payload: { linkToken: link.body.linkToken, institutionId: 'ins_sandbox_bank', accountIds: [accountId] } });
  return h.call('POST', `/api/loanapplications/${id}/paymentaccounts`, {
    token,
    body: { plaidToken: widget.json().publicToken, offerId, accounts: [{ id: accountId, mask: '0000' }], institution: { id: 'ins_sandbox_bank', name: 'Sandbox Bank' } },
  });
}

export async function sign(h: Harness, token: string, id: string, offerId: string, ssn4 = '1111') {
  return h.call('PATCH', `/api/loanapplications/${id}/offers/${offerId}`, {
    token, body: { status: 'TILA_ACCEPTED', ssn4, truthInLendingDisclosureAccepted: true, loanAgreementAccepted: true },
  });
}

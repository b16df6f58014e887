// Scenario flags for lender behaviours the QA replays need (sandbox/README.md "Decisions"): a pin lockout told on
// the pin inquiry instead of 423 (flags.pinLockoutOnInquiry), a decline at signing (flags.declineAtSigning), an
// email to verify after a NO (flags.emailVerificationOnLater), a skipped bank link answered by requiring the bank
// (flags.bankRequiredOnSkip), a balance checked again when autopay is turned on (flags.balanceRecheckAtAutopay).
// Each is compared with the same scenario without its flag.
import { describe, expect, it } from 'vitest';
import { borrower, makeHarness, type Harness } from './sandboxHarness';
import { linkBank, selectFirstPlan, sign } from './flowHelpers';

const PHONE = '+15555550318';
const scenario = (flags: Record<string, boolean>) => ({
  merchant: { id: 'm-1001', name: 'Bright Plumbing', vertical: 'HS' },
  amount: 1800,
  inquiries: ['FIRST_NAME', 'LAST_NAME', 'EMAIL', 'DOB', 'INCOME', 'SSN4', 'ADDRESS', 'ADDRESS2', 'CITY', 'STATE', 'ZIP'],
  flags,
});

async function openScenario(h: Harness, flags: Record<string, boolean>) {
  const created = await h.call('POST', '/api/__sandbox/links', { body: { scenario: scenario(flags) } });
  expect(created.status).toBe(201);
  return h.open(created.body.token as string);
}

// Texts a code, then types five wrong ones; returns each answer's status and the last answer.
async function fiveWrongCodes(h: Harness, flags: Record<string, boolean>) {
  const { id, token } = await openScenario(h, { phoneVerification: true, ...flags });
  const sent = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { escalateAuthentication: true, mobileNumber: PHONE } });
  const wrong = (await h.latestCode(PHONE)) === '0000' ? '0001' : '0000';
  const statuses: number[] = [];
  let last = sent;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    last = await h.call('PATCH', `/api/loanapplications/${id}`, { token: last.token ?? token, body: { authPin: wrong } });
    statuses.push(last.status);
  }
  return { id, token: last.token ?? token, statuses, last };
}

const pinError = (body: { dataInquiryList: { type: string; errorMessage: string | null }[] }) =>
  body.dataInquiryList.find((inquiry) => inquiry.type === 'BORROWER_PROVIDED_AUTH_PIN')?.errorMessage;

describe('lender variants (scenario flags)', () => {
  it('pinLockoutOnInquiry: the 5th wrong code answers 200 with the lockout on the pin inquiry, and the right code is then refused the same way', async () => {
    const h = await makeHarness();
    const plain = await fiveWrongCodes(h, {});
    expect(plain.statuses).toEqual([200, 200, 200, 200, 423]);
    await h.advance(31_000);
    const told = await fiveWrongCodes(h, { pinLockoutOnInquiry: true });
    expect(told.statuses).toEqual([200, 200, 200, 200, 200]);
    expect(pinError(told.last.body)).toBe('Too many attempts: lockout for 60 minutes. Try again later.');
    const right = await h.call('PATCH', `/api/loanapplications/${told.id}`, { token: told.token, body: { authPin: await h.latestCode(PHONE) } });
    expect([right.status, right.body.pinVerified, pinError(right.body)]).toEqual([200, false, 'Too many attempts: lockout for 60 minutes. Try again later.']);
    await h.app.close();
  });

  it('declineAtSigning: signing answers 200 DECLINED with a reason and the adverse action notice, where it would sign', async () => {
    const h = await makeHarness();
    const signWith = async (flags: Record<string, boolean>) => {
      const opened = await openScenario(h, flags);
      const decided = await h.call('PATCH', `/api/loanapplications/${opened.id}`, { token: opened.token, body: borrower() });
      const token = decided.token ?? opened.token;
      const offerId = await selectFirstPlan(h, token, opened.id);
      return { id: opened.id, token, signed: await sign(h, token, opened.id, offerId) };
    };
    const plain = await signWith({});
    expect([plain.signed.status, plain.signed.body.status]).toEqual([200, 'DOCUMENTS_SIGNED']);
    const { id, token, signed } = await signWith({ declineAtSigning: true });
    expect([signed.status, signed.body.status, signed.body.declineReasonsList]).toEqual([200, 'DECLINED', ['EXCESSIVE_OBLIGATIONS']]);
    expect(signed.body.selectedLoanOfferStatus).toBe('SELECTED');
    const docs = await h.call('POST', `/api/loanapplications/${id}/documentscontent`, {
      token: signed.token ?? token, body: { entityId: signed.body.documentsEntityId, documentNames: ['adverseAction', 'h5CreditScoreDisclosure'] },
    });
    expect(docs.status).toBe(200);
    expect(typeof docs.body.adverseAction).toBe('string');
    expect(typeof docs.body.h5CreditScoreDisclosure).toBe('string');
    await h.app.close();
  });

  it('emailVerificationOnLater: a NO asks for the email to be verified (once verified, a NO no longer does)', async () => {
    const h = await makeHarness();
    const answerNo = async (flags: Record<string, boolean>) => {
      const opened = await openScenario(h, flags);
      const decided = await h.call('PATCH', `/api/loanapplications/${opened.id}`, { token: opened.token, body: borrower() });
      const token = decided.token ?? opened.token;
      const signed = await sign(h, token, opened.id, await selectFirstPlan(h, token, opened.id));
      const later = (key: string, bearer: string) => h.call('POST', `/api/loanapplications/${opened.id}/confirmation`, {
        token: bearer, body: { answer: 'NO' }, headers: { 'idempotency-key': key },
      });
      const no = await later(`no-${opened.id}`, signed.token ?? token);
      const after = await h.call('GET', `/api/loanapplications/${opened.id}`, { token: no.token ?? token });
      return { id: opened.id, no, after, later };
    };
    const plain = await answerNo({});
    expect([plain.no.status, plain.after.body.status, plain.after.body.emailVerificationRequired]).toEqual([200, 'DOCUMENTS_SIGNED', false]);
    const flagged = await answerNo({ emailVerificationOnLater: true });
    expect([flagged.no.status, flagged.after.body.status, flagged.after.body.emailVerificationRequired]).toEqual([200, 'DOCUMENTS_SIGNED', true]);
    const verified = await h.call('PATCH', `/api/loanapplications/${flagged.id}`, { token: flagged.after.token as string, body: { verifiedEmail: 'ada@example.com' } });
    expect(verified.body.emailVerificationRequired).toBe(false);
    const again = await flagged.later(`no-again-${flagged.id}`, verified.token as string);
    const last = await h.call('GET', `/api/loanapplications/${flagged.id}`, { token: again.token ?? (verified.token as string) });
    expect([again.status, last.body.emailVerificationRequired]).toEqual([200, false]);
    await h.app.close();
  });

  it('bankRequiredOnSkip: a skip answers 200 with bank verification required and no decision; a bank link meets it', async () => {
    const h = await makeHarness();
    const skip = async (flags: Record<string, boolean>) => {
      const opened = await openScenario(h, flags);
      const decided = await h.call('PATCH', `/api/loanapplications/${opened.id}`, { token: opened.token, body: borrower() });
      const token = decided.token ?? opened.token;
      const offerId = await selectFirstPlan(h, token, opened.id);
      const skipped = await h.call('POST', `/api/loanapplications/${opened.id}/autopay`, { token, body: { offerId, autoPaymentsDecision: 'DISABLED' } });
      return { id: opened.id, offerId, token: skipped.token ?? token, skipped };
    };
    const plain = await skip({});
    expect([plain.skipped.status, plain.skipped.body.bankVerificationRequired, plain.skipped.body.autoPaymentsDecision]).toEqual([200, false, 'DISABLED']);
    const { id, offerId, token, skipped } = await skip({ bankRequiredOnSkip: true });
    expect([skipped.status, skipped.body.bankVerificationRequired, skipped.body.autoPaymentsDecision]).toEqual([200, true, null]);
    const again = await h.call('POST', `/api/loanapplications/${id}/autopay`, { token, body: { offerId, autoPaymentsDecision: 'DISABLED' } });
    expect(again.status).toBe(409);
    const linked = await linkBank(h, again.token ?? token, id, offerId);
    expect([linked.status, linked.body.status, linked.body.bankVerificationRequired]).toEqual([200, 'ACCOUNT_LINKED', false]);
    await h.app.close();
  });

  it('balanceRecheckAtAutopay: autopay on from the first bank answers 200 INELIGIBLE with no decision; from a second bank it is recorded', async () => {
    const h = await makeHarness();
    const automate = async (flags: Record<string, boolean>) => {
      const opened = await openScenario(h, flags);
      const decided = await h.call('PATCH', `/api/loanapplications/${opened.id}`, { token: opened.token, body: borrower('2222') });
      const token = decided.token ?? opened.token;
      const offerId = await selectFirstPlan(h, token, opened.id);
      const linked = await linkBank(h, token, opened.id, offerId);
      expect([linked.body.status, linked.body.balanceDecision]).toEqual(['CONDITIONAL_APPROVAL_ACCOUNT_LINKED', 'ELIGIBLE']);
      const on = await h.call('POST', `/api/loanapplications/${opened.id}/autopay`, { token: linked.token ?? token, body: { offerId, autoPaymentsDecision: 'ENABLED' } });
      return { id: opened.id, offerId, token: on.token ?? token, on };
    };
    const plain = await automate({});
    expect([plain.on.status, plain.on.body.autoPaymentsDecision, plain.on.body.balanceDecision]).toEqual([200, 'ENABLED', 'ELIGIBLE']);
    const { id, offerId, token, on } = await automate({ balanceRecheckAtAutopay: true });
    expect([on.status, on.body.autoPaymentsDecision, on.body.balanceDecision, on.body.bankVerificationRequired]).toEqual([200, null, 'INELIGIBLE', true]);
    const second = await linkBank(h, token, id, offerId);
    expect([second.body.balanceDecision, second.body.autoPaymentsDecision]).toEqual(['ELIGIBLE', null]);
    const again = await h.call('POST', `/api/loanapplications/${id}/autopay`, { token: second.token ?? token, body: { offerId, autoPaymentsDecision: 'ENABLED' } });
    expect([again.status, again.body.autoPaymentsDecision]).toEqual([200, 'ENABLED']);
    await h.app.close();
  });
});

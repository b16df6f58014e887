import { describe, expect, it } from 'vitest';
import { PERSONA_TABLE } from '../../../sandbox/domain/personas';
import type { PersonaName } from '../../../sandbox/domain/types';
import { decided, linkBank, selectFirstPlan } from './flowHelpers';
import { makeHarness } from './sandboxHarness';

const EXPECTED: Record<PersonaName, Record<string, unknown>> = {
  approve: { status: 'OFFER_AVAILABLE' },
  conditionalBank: { status: 'CONDITIONAL_APPROVAL', bankVerificationRequired: true },
  conditionalBalance: { status: 'CONDITIONAL_APPROVAL', bankVerificationRequired: true },
  conditionalIdentity: { status: 'CONDITIONAL_APPROVAL', moreInfoRequired: true },
  emailVerification: { status: 'OFFER_AVAILABLE', emailVerificationRequired: true },
  offerLock: { status: 'OFFER_AVAILABLE', lockRequired: true },
  decline: { status: 'DECLINED', declineReasonsList: ['LIMITED_CREDIT_EXPERIENCE', 'EXCESSIVE_OBLIGATIONS'] },
  declineConcurrent: { status: 'DECLINED', declineReasonsList: ['INELIGIBLE_FOR_ADDITIONAL_LOAN'] },
  rejectState: { status: 'REJECTED', rejectReasonsList: ['UNSUPPORTED_STATE'] },
  rejectAge: { status: 'REJECTED', rejectReasonsList: ['UNDER_MINIMUM_AGE'] },
  rejectStale: { status: 'REJECTED', rejectReasonsList: ['STALE_APPLICATION'] },
  frozen: { status: 'PENDING', dataInquiryList: [{ type: 'BORROWER_PROVIDED_CREDIT_FILE_UNFREEZE', prefilledValue: null, errorMessage: null, source: null }] },
  limitExceeded: { status: 'DECLINED', loanLimitExceeded: true },
};

describe('sandbox personas (picked by the SSN last 4 the borrower types)', () => {
  it.each(PERSONA_TABLE.map((row) => [row.ssn4, row.persona] as const))('ssn4 %s gives the %s outcome through the API', async (ssn4, persona) => {
    const h = await makeHarness();
    const { answer } = await decided(h, 'happy-path', ssn4);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject(EXPECTED[persona]);
    await h.app.close();
  });

  it('serves a declined borrower the adverse action notice and credit score disclosure as PDFs', async () => {
    const h = await makeHarness();
    const { token, id, answer } = await decided(h, 'happy-path', '5555');
    const docs = await h.call('POST', `/api/loanapplications/${id}/documentscontent`, { token, body: { entityId: answer.body.documentsEntityId, documentNames: ['adverseAction', 'h5CreditScoreDisclosure'] } });
    expect(Buffer.from(docs.body.adverseAction, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.from(docs.body.h5CreditScoreDisclosure, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const wrong = await h.call('POST', `/api/loanapplications/${id}/documentscontent`, { token, body: { entityId: 'docs-other', documentNames: ['adverseAction'] } });
    expect(wrong.status).toBe(404);
    await h.app.close();
  });

  it('approves a frozen file once the borrower submits again, and sends conditionalBalance back to link another bank', async () => {
    const h = await makeHarness();
    const frozen = await decided(h, 'happy-path', '7777');
    const again = await h.call('PATCH', `/api/loanapplications/${frozen.id}`, { token: frozen.token, body: { applicationSubmitted: true } });
    expect(again.body.status).toBe('OFFER_AVAILABLE');
    const balance = await decided(h, 'happy-path', '2233');
    const offerId = await selectFirstPlan(h, balance.token, balance.id);
    const firstLink = await linkBank(h, balance.token, balance.id, offerId);
    expect(firstLink.body).toMatchObject({ status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', balanceDecision: 'INELIGIBLE' });
    const secondLink = await linkBank(h, balance.token, balance.id, offerId, 'acc_sandbox_savings');
    expect(secondLink.body.balanceDecision).toBe('ELIGIBLE');
    await h.app.close();
  });

  it('lets the careful-lender rules win over any persona (unsupported state)', async () => {
    const h = await makeHarness();
    const { answer } = await decided(h, 'happy-path', '1111', { stateCode: 'IA', zip: '50309' });
    expect(answer.body).toMatchObject({ status: 'REJECTED', rejectReasonsList: ['UNSUPPORTED_STATE'] });
    await h.app.close();
  });

  it('walks a returning borrower from phone to dashboard to a new loan from the stored profile', async () => {
    const h = await makeHarness();
    const { token, id, body } = await h.open(await h.link('returning-borrower'));
    expect(body).toMatchObject({ profileFound: true, loanInfoList: [] });
    const sent = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { escalateAuthentication: true, mobileNumber: '+15555550101' } });
    const verified = await h.call('PATCH', `/api/loanapplications/${id}`, { token: sent.token as string, body: { authPin: await h.latestCode('+15555550101') } });
    expect(verified.body.loanInfoList).toHaveLength(2);
    expect(verified.body.firstName).toBeNull();
    const child = verified.body.loanInfoList[0];
    const opened = await h.open(child.initToken);
    expect(opened.body).toMatchObject({ loanApplicationId: child.id, status: 'DOCUMENTS_SIGNED' });
    const limit = await h.call('PATCH', `/api/loanapplications/${id}`, { token: verified.token as string, body: { checkLoanLimit: true } });
    expect(limit.body.loanLimitExceeded).toBe(false);
    const applied = await h.call('PATCH', `/api/loanapplications/${id}`, { token: verified.token as string, body: { applyProfile: true } });
    expect(applied.body).toMatchObject({ status: 'OFFER_AVAILABLE', firstName: 'Jordan' });
    await h.app.close();
  });
});

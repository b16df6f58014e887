import { createLinkToken, type BankLinkTextLanguage } from '../../standins/bankLink/bankLinkTexts';
import { ApiFailure } from '../ApiFailure';
import { assertIdle, authorizeLoan, withSession } from '../authorizeLoan';
import { checkBankLink, completeBankLink, decideAutopay, type PaymentAccountBody } from '../lender/bankActions';
import type { LoanRecord } from '../lender/LoanRecord';
import { startJob } from '../lender/startJob';
import { toLoanApplication } from '../lender/toLoanApplication';
import type { Handler, Reply } from '../ServerContext';

/** Link tokens live four hours, like the bank-link provider's. */
const LINK_TOKEN_TTL_MS = 4 * 3600_000;

// The bank link the widget produced: checked and spent at once; applied at once, or after the scenario's
// bank-link delay as a job (202 + jobId).
const addPaymentAccount: Handler = async (call, ctx) => {
  const access = await authorizeLoan(call, ctx, call.params.id as string);
  assertIdle(access);
  const { reply, record } = ctx.repo.tx(() => {
    const loan = ctx.repo.loans.byId(access.record.id) as LoanRecord;
    const now = ctx.clock.now();
    const link = checkBankLink(ctx.repo, loan, call.body as PaymentAccountBody);
    const delay = loan.scenario.delays?.bankLink ?? 0;
    let answer: Reply;
    if (delay > 0) {
      const job = startJob(ctx, loan.id, 'bankLink', delay, link);
      loan.pendingJobId = job.jobId;
      answer = job;
    } else {
      completeBankLink(loan, link, now);
      answer = { status: 200, body: toLoanApplication(loan, now) };
    }
    ctx.repo.loans.save(loan, now);
    return { reply: answer, record: loan };
  });
  return withSession(ctx, reply, record, access.session.created);
};

const acceptBankLinkToken: Handler = async (call, ctx) => {
  const access = await authorizeLoan(call, ctx, call.params.id as string);
  assertIdle(access);
  const body = call.body as { offerId: string; autoPaymentsDecision: 'ENABLED' | 'DISABLED' };
  const { reply, record } = ctx.repo.tx(() => {
    const loan = ctx.repo.loans.byId(access.record.id) as LoanRecord;
    const now = ctx.clock.now();
    decideAutopay(loan, body.offerId, body.autoPaymentsDecision);
    ctx.repo.loans.save(loan, now);
    return { reply: { status: 200, body: toLoanApplication(loan, now) }, record: loan };
  });
  return withSession(ctx, reply, record, access.session.created);
};

// A link token for the bank-link widget: for the borrower's own application (session needed), or for a customer
// of the bank-link test tool (no session). The widget shows its screens in the language asked for (the contract
// has already refused any other than en and es); English when none is given, as Plaid's default.
const createBorrowerLinkToken: Handler = async (call, ctx) => {
  const body = call.body as { loanApplicationId?: string; customerId?: string; language?: BankLinkTextLanguage };
  const linkToken = createLinkToken(body.language ?? 'en');
  const now = ctx.clock.now();
  const answer: Reply = { status: 200, body: { linkToken, expiration: new Date(now + LINK_TOKEN_TTL_MS).toISOString() } };
  if (body.loanApplicationId !== undefined) {
    const access = await authorizeLoan(call, ctx, body.loanApplicationId);
    ctx.repo.linkTokens.insert(linkToken, access.record.id, now);
    return withSession(ctx, answer, access.record, access.session.created);
  }
  if (body.customerId === undefined) throw new ApiFailure(400, "Missing field 'loanApplicationId'");
  ctx.repo.linkTokens.insert(linkToken, `customer:${body.customerId}`, now);
  return answer;
};

export const bankRoutes: Record<string, Handler> = { addPaymentAccount, acceptBankLinkToken, createBorrowerLinkToken };

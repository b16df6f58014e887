import type { JobRow } from '../db/createRepo';
import { ApiFailure, errorBody } from './ApiFailure';
import { applyDecision } from './lender/applyDecision';
import { completeBankLink, type BankLink } from './lender/bankActions';
import { completeConfirmation, type Answer } from './lender/confirmPurchase';
import { decidePrequal, toPrequal } from './lender/prequalActions';
import type { JobKind } from './lender/startJob';
import { toLoanApplication } from './lender/toLoanApplication';
import type { Reply, ServerContext } from './ServerContext';

type Runner = (ctx: ServerContext, job: JobRow, now: number) => Reply;

const loanOf = (ctx: ServerContext, job: JobRow) => {
  const record = ctx.repo.loans.byId(job.owner);
  if (!record) throw new ApiFailure(404, 'Loan application not found');
  delete record.pendingJobId;
  return record;
};

const RUNNERS: Record<JobKind, Runner> = {
  decision(ctx, job, now) {
    const record = loanOf(ctx, job);
    if (record.status === 'PENDING') applyDecision(record, now);
    ctx.repo.loans.save(record, now);
    return { status: 200, body: toLoanApplication(record, now) };
  },
  bankLink(ctx, job, now) {
    const record = loanOf(ctx, job);
    completeBankLink(record, job.payload as BankLink, now);
    ctx.repo.loans.save(record, now);
    return { status: 200, body: toLoanApplication(record, now) };
  },
  confirmation(ctx, job, now) {
    const record = loanOf(ctx, job);
    const body = completeConfirmation(record, (job.payload as { answer: Answer }).answer, now);
    ctx.repo.loans.save(record, now);
    return { status: 200, body };
  },
  prequalDecision(ctx, job, now) {
    const record = ctx.repo.prequals.byId(job.owner);
    if (!record) throw new ApiFailure(404, 'Prequalification not found');
    decidePrequal(record, now);
    ctx.repo.prequals.save(record);
    return { status: 200, body: toPrequal(record, now) };
  },
};

// Answers a poll: 202 until the job's time has come, then runs its work once (in one transaction with storing
// the result) and answers that result from then on. A failure is stored and answered as the failed call's error.
export function runDueJob(ctx: ServerContext, job: JobRow): Reply {
  if (job.done) return { status: job.statusCode ?? 200, body: job.body };
  const now = ctx.clock.now();
  if (now < job.readyAt) return { status: 202, body: { jobId: job.id, status: 'PENDING' } };
  return ctx.repo.tx(() => {
    let reply: Reply;
    try {
      reply = ctx.repo.tx(() => RUNNERS[job.kind as JobKind](ctx, job, now));
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      reply = { status: error.statusCode, body: errorBody(error.message, error.details) };
    }
    ctx.repo.jobs.finish(job.id, reply.status, reply.body);
    return reply;
  });
}

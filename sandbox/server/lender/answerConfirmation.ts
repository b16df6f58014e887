import type { Reply, ServerContext } from '../ServerContext';
import { checkConfirmation, completeConfirmation, type Answer } from './confirmPurchase';
import type { LoanRecord } from './LoanRecord';
import { startJob } from './startJob';

// Checks the answer now; applies it now, or after the scenario's confirmation delay as a job (202 + jobId).
export function answerConfirmation(ctx: ServerContext, id: string, answer: Answer): Reply {
  const record = ctx.repo.loans.byId(id) as LoanRecord;
  const now = ctx.clock.now();
  checkConfirmation(record, answer);
  const delay = record.scenario.delays?.confirmation ?? 0;
  if (delay > 0) {
    const job = startJob(ctx, record.id, 'confirmation', delay, { answer });
    record.pendingJobId = job.jobId;
    ctx.repo.loans.save(record, now);
    return job;
  }
  const body = completeConfirmation(record, answer, now);
  ctx.repo.loans.save(record, now);
  return { status: 200, body };
}

import { randomUUID } from 'node:crypto';
import { renderAdverseActionNotice } from '../../domain/adverseActionNoticePdf';
import { renderCreditScoreDisclosure } from '../../domain/creditScoreDisclosurePdf';
import { ApiFailure } from '../ApiFailure';
import { assertIdle, authorizeLoan, withSession } from '../authorizeLoan';
import { answerConfirmation } from '../lender/answerConfirmation';
import type { Handler } from '../ServerContext';

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

// The adverse action notice and credit score disclosure a declined (or rejected) borrower is owed, as PDFs.
const getDocumentsContent: Handler = async (call, ctx) => {
  const { record, session } = await authorizeLoan(call, ctx, call.params.id as string);
  const body = call.body as { entityId: string; documentNames: string[] };
  const decided = record.status === 'DECLINED' || record.status === 'REJECTED';
  if (!decided || body.entityId !== `docs-${record.id}`) throw new ApiFailure(404, `Documents not found for entityId ${body.entityId}`);
  const decision = record.decision;
  const name = [record.borrower.firstName, record.borrower.lastName].filter(Boolean).join(' ') || 'Applicant';
  const date = new Date(ctx.clock.now());
  const reasons = [...(decision?.declineReasons ?? []), ...(decision?.rejectReasons ?? [])];
  const score = decision?.creditScore;
  const answer: Record<string, string | null> = { entityId: body.entityId, adverseAction: null, h5CreditScoreDisclosure: null };
  if (body.documentNames.includes('adverseAction')) {
    answer.adverseAction = base64(await renderAdverseActionNotice({ reasons, name, date, ...(score !== undefined ? { creditScore: score } : {}) }));
  }
  if (body.documentNames.includes('h5CreditScoreDisclosure') && score !== undefined) {
    answer.h5CreditScoreDisclosure = base64(await renderCreditScoreDisclosure({ name, score, date }));
  }
  return withSession(ctx, { status: 200, body: answer }, record, session.created);
};

// "Send a copy": the disclosure goes to the sandbox outbox (the /sandbox/outbox page), never to a real inbox.
const deliverDocument: Handler = async (call, ctx) => {
  const { record, session } = await authorizeLoan(call, ctx, call.params.id as string);
  const documentId = call.params.documentId as string;
  const known = record.offers.some((offer) => offer.truthInLendingID === documentId) || documentId === `docs-${record.id}`;
  if (!known) throw new ApiFailure(404, `Document not found: ${documentId}`);
  const recipient = (call.body as { recipient: string }).recipient;
  ctx.repo.outbox.add({
    id: randomUUID(), at: ctx.clock.now(), kind: 'email', to: recipient, subject: 'Your Truth in Lending disclosure',
    body: `A copy of your Truth in Lending disclosure (${documentId}) is attached.`, attachmentName: `${documentId}.pdf`,
  });
  return withSession(ctx, { status: 204 }, record, session.created);
};

// YES or NO, once per Idempotency-Key (the contract requires it; registerContractRoutes honours it); with a
// confirmation delay the answer is a job.
const confirmPurchase: Handler = async (call, ctx) => {
  const access = await authorizeLoan(call, ctx, call.params.id as string);
  assertIdle(access);
  const reply = answerConfirmation(ctx, access.record.id, (call.body as { answer: 'YES' | 'NO' }).answer);
  return withSession(ctx, reply, access.record, access.session.created);
};

export const documentRoutes: Record<string, Handler> = { getDocumentsContent, deliverDocument, confirmPurchase };

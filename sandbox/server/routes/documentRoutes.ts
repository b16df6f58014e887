import { randomUUID } from 'node:crypto';
import { ApiFailure } from '../ApiFailure';
import { assertIdle, authorizeLoan, withSession } from '../authorizeLoan';
import { answerConfirmation } from '../lender/answerConfirmation';
import { declineDocuments } from '../lender/declineDocuments';
import type { Handler } from '../ServerContext';

// The adverse action notice and credit score disclosure a declined (or rejected) borrower is owed, as PDFs.
const getDocumentsContent: Handler = async (call, ctx) => {
  const { record, session } = await authorizeLoan(call, ctx, call.params.id as string);
  const body = call.body as { entityId: string; documentNames: string[] };
  const decided = record.status === 'DECLINED' || record.status === 'REJECTED';
  if (!decided || body.entityId !== `docs-${record.id}`) throw new ApiFailure(404, `Documents not found for entityId ${body.entityId}`);
  const documents = await declineDocuments(record.decision, record.borrower, new Date(ctx.clock.now()), body.documentNames);
  return withSession(ctx, { status: 200, body: { entityId: body.entityId, ...documents } }, record, session.created);
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

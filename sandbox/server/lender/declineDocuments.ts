// The adverse action notice and credit score disclosure a declined (or rejected) borrower is owed, as base64 PDFs:
// one source for the application's documentscontent answer and a declined prequalification's own answer.
import { renderAdverseActionNotice } from '../../domain/adverseActionNoticePdf';
import { renderCreditScoreDisclosure } from '../../domain/creditScoreDisclosurePdf';
import type { BorrowerData, Decision } from '../../domain/types';

export type DeclineDocumentName = 'adverseAction' | 'h5CreditScoreDisclosure';

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

/** Why: both declined pages show the borrower's own notice; a disclosure exists only when a score was used. */
export async function declineDocuments(
  decision: Decision | undefined, borrower: BorrowerData, date: Date, names: readonly string[] = ['adverseAction', 'h5CreditScoreDisclosure'],
): Promise<Record<DeclineDocumentName, string | null>> {
  const name = [borrower.firstName, borrower.lastName].filter(Boolean).join(' ') || 'Applicant';
  const reasons = [...(decision?.declineReasons ?? []), ...(decision?.rejectReasons ?? [])];
  const score = decision?.creditScore;
  const answer: Record<DeclineDocumentName, string | null> = { adverseAction: null, h5CreditScoreDisclosure: null };
  if (names.includes('adverseAction')) {
    answer.adverseAction = base64(await renderAdverseActionNotice({ reasons, name, date, ...(score !== undefined ? { creditScore: score } : {}) }));
  }
  if (names.includes('h5CreditScoreDisclosure') && score !== undefined) {
    answer.h5CreditScoreDisclosure = base64(await renderCreditScoreDisclosure({ name, score, date }));
  }
  return answer;
}

import type { Repo } from '../../db/createRepo';
import type { Scenario } from '../../domain/types';
import { ApiFailure } from '../ApiFailure';
import { createLoanRecord } from './createLoanRecord';
import { DAY_MS } from './lenderConstants';
import { fastForward } from './fastForward';
import { PHONE_INQUIRY } from './inquiryFields';
import type { LoanRecord } from './LoanRecord';

// The other loans of a returning borrower open with the same phone step as the link that lists them: the number
// on file first (or the parent's verified session, see loanRoutes), never straight into the loan.
function askPhoneLikeParent(sibling: LoanRecord, parent: LoanRecord): void {
  sibling.parentId = parent.id;
  sibling.phoneRequired = true;
  sibling.pinVerified = false;
  sibling.phoneVerified = false;
  const phone = parent.phoneOnFile;
  if (phone !== undefined) {
    sibling.phoneOnFile = phone;
    sibling.borrower.mobileNumber = phone;
  }
  sibling.inquiries = [phone !== undefined ? { type: PHONE_INQUIRY, prefilledValue: phone, source: 'MERCHANT' } : { type: PHONE_INQUIRY }];
}

// A merchant's payment link for a scenario: the application, started in scenario.startAt's state when given, and
// for a returning borrower the active loans the dashboard lists (real applications, reachable by their tokens).
export function createLink(repo: Repo, scenario: Scenario, now: number, token?: string): LoanRecord {
  const record = createLoanRecord(scenario, now, token);
  if (repo.loans.byToken(record.token)) throw new ApiFailure(409, `A payment link with token ${record.token} already exists`);
  if (scenario.startAt) fastForward(record, scenario.startAt, now);
  repo.loans.insert(record, now);
  (scenario.activeLoans ?? []).forEach((loan, index) => {
    const siblingScenario: Scenario = {
      merchant: scenario.merchant, amount: loan.amount, inquiries: [], ...(scenario.persona ? { persona: scenario.persona } : {}),
      startAt: { status: loan.status }, expiresInDays: loan.expiresInDays ?? scenario.expiresInDays ?? 30,
    };
    const sibling = createLoanRecord(siblingScenario, now, `${record.token}-loan-${index + 1}`);
    sibling.id = `${record.id}-active-${index + 1}`;
    fastForward(sibling, siblingScenario.startAt as NonNullable<Scenario['startAt']>, now);
    sibling.expiresAt = Math.max(sibling.expiresAt, now + (loan.expiresInDays ?? 30) * DAY_MS);
    if (record.phoneRequired) askPhoneLikeParent(sibling, record);
    repo.loans.deleteByToken(sibling.token);
    repo.loans.insert(sibling, now);
  });
  return record;
}

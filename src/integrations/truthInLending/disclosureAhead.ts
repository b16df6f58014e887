import type { ActionDeps } from '../../../engine/actions/ActionTypes';
import type { ApiError } from '../../../engine/api/ApiError';
import type { LoanOffer } from '../../../engine/api/normalizeOffers';
import { queries } from '../../../engine/queries/queries';
import type { Result } from '../../../engine/Result';
import type { LoanApplication } from '../../../engine/state/LoanApplication';

type Read = Result<LoanOffer, ApiError>;

/** A plan's disclosure read ahead: the read under way, then what it gave (in memory only, for this page). */
interface Ahead { promise: Promise<Read>; settled?: Read }
const ahead = new Map<string, Ahead>();
const keyOf = (loan: LoanApplication, offerId: string) => `${loan.loanApplicationId}\u0000${offerId}`;

/**
 * Reads a plan's Truth in Lending disclosure (its details and PDF) while the borrower reads Review and sign, so
 * opening it waits for nothing. Once per plan; a read that failed is forgotten, and opening the document reads again.
 */
export function fetchDisclosureAhead(deps: ActionDeps, loan: LoanApplication, offerId: string): void {
  const key = keyOf(loan, offerId);
  if (ahead.has(key)) return;
  const entry: Ahead = {
    promise: queries.truthInLending(deps, loan, offerId).then((read) => {
      if (read.ok) entry.settled = read;
      else ahead.delete(key);
      return read;
    }),
  };
  ahead.set(key, entry);
}

/** The disclosure already read ahead, to draw in the same render as the viewer; undefined when it is not in yet. */
export function disclosureReadAhead(loan: LoanApplication, offerId: string | null | undefined): LoanOffer | undefined {
  const settled = offerId ? ahead.get(keyOf(loan, offerId))?.settled : undefined;
  return settled?.ok ? settled.value : undefined;
}

/** The disclosure for the viewer: the read ahead when there is one (waiting for it if under way), else a read now;
 * a read ahead that failed is read again now, so the borrower sees only the failure of their own opening. */
export async function readDisclosure(deps: ActionDeps, loan: LoanApplication, offerId: string | null | undefined): Promise<Read> {
  const pending = offerId ? ahead.get(keyOf(loan, offerId)) : undefined;
  if (pending) {
    const read = await pending.promise;
    if (read.ok) return read;
  }
  return queries.truthInLending(deps, loan, offerId);
}

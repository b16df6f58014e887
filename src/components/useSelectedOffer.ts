import { useEffect, useRef, useState } from 'react';
import { sortByTerm, type LoanOffer } from '../../engine/api/normalizeOffers';
import type { ApiError } from '../../engine/api/ApiError';
import { queries } from '../../engine/queries/queries';
import type { ActionDeps } from '../../engine/actions/ActionTypes';
import type { LoanApplication } from '../../engine/state/LoanApplication';

/** Offer statuses that mean the borrower chose (and maybe signed) this plan. */
const ACCEPTED = ['SELECTED', 'TILA_ACCEPTED', 'CONVERTED'];

// The application's plans, shortest first, read once per application: undefined while loading, [] when the
// lender could not be read (then `onError` hears why, so the screen can say so).
export function useOffers(deps: ActionDeps, loan: LoanApplication | null, onError?: (error: ApiError) => void): LoanOffer[] | undefined {
  const [plans, setPlans] = useState<LoanOffer[] | undefined>(undefined);
  const report = useRef(onError);
  report.current = onError;
  // Once per application: an action on the screen changes the application as the borrower leaves, and reading the
  // plans again then would only delay the next screen's calls.
  const current = useRef(loan);
  current.current = loan;
  const loanId = loan?.loanApplicationId;
  useEffect(() => {
    let live = true;
    const state = current.current;
    if (!state || !loanId) return;
    void queries.offers(deps, state).then((result) => {
      if (!live) return;
      if (!result.ok) report.current?.(result.error);
      setPlans(result.ok ? sortByTerm(result.value) : []);
    });
    return () => { live = false; };
  }, [deps, loanId]);
  return plans;
}

// The plan the borrower chose: the application's selected offer, else the one the lender marks as chosen; null
// while loading, when none is chosen, or when the plans could not be read.
export function useSelectedOffer(deps: ActionDeps, loan: LoanApplication | null, onError?: (error: ApiError) => void): LoanOffer | null {
  const plans = useOffers(deps, loan, onError);
  if (!plans || !loan) return null;
  return plans.find((p) => p.id === loan.selectedLoanOfferId) ?? plans.find((p) => ACCEPTED.includes(p.status ?? '')) ?? null;
}

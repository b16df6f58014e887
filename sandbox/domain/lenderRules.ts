// The careful-lender rules: checks a real lender makes on every application, whatever test persona is in play.

import type { BorrowerData } from './types';

/** States the sandbox lender does not lend in (chosen for the sandbox; real lenders skip states whose licensing or
 * rate rules they have not set up for). A borrower there is REJECTED with UNSUPPORTED_STATE. */
export const UNSUPPORTED_STATES: readonly string[] = ['IA', 'VT', 'WV'];

/** Age of majority the lender applies (the terms say "age of majority in the state of residence"; 18 here). */
export const MINIMUM_AGE = 18;

/** Smallest yearly income the lender considers (the validators' minimum; section 9 of both specs). */
export const MINIMUM_INCOME = 10_000;

/** What the rules found: reject reasons end the application, decline reasons are credit decisions. */
export interface RuleFindings {
  rejectReasons: string[];
  declineReasons: string[];
}

// Age in whole years on a calendar day (UTC). The 18th birthday itself counts as 18; someone born on Feb 29 turns
// a year older on Mar 1 in years without a Feb 29.
function ageOn(dob: string, now: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const nowMonth = now.getUTCMonth() + 1;
  const hadBirthday = nowMonth > month || (nowMonth === month && now.getUTCDate() >= day);
  return now.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

/** Why: these checks protect borrower and lender on every path, so no persona or fixture can skip them. */
export function lenderRules(borrower: BorrowerData, now: Date): RuleFindings {
  const rejectReasons: string[] = [];
  const declineReasons: string[] = [];
  const age = borrower.dob === undefined ? undefined : ageOn(borrower.dob, now);
  // A minor cannot enter a binding loan contract.
  if (age !== undefined && age < MINIMUM_AGE) rejectReasons.push('UNDER_MINIMUM_AGE');
  // The lender is not licensed to lend there.
  if (borrower.stateCode !== undefined && UNSUPPORTED_STATES.includes(borrower.stateCode.trim().toUpperCase())) {
    rejectReasons.push('UNSUPPORTED_STATE');
  }
  // The form stops incomes under the minimum; one that arrives anyway (another client, an old app) cannot repay.
  // (The contract also allows income as a digit string, so it is read as a number either way.)
  const income = borrower.annualIncomeBeforeTaxes === undefined ? undefined : Number(borrower.annualIncomeBeforeTaxes);
  if (income !== undefined && Number.isFinite(income) && income < MINIMUM_INCOME) declineReasons.push('INSUFFICIENT_INCOME');
  return { rejectReasons, declineReasons };
}

// Test personas, like a payment provider's test cards: the borrower picks an outcome by the last 4 digits of the
// SSN they type (the ssn4 field, or the last 4 of a full ssn). Any other last 4 is approved. A fixture's
// scenario.persona wins over what is typed. The careful-lender rules in lenderRules.ts (age, state, income) fire
// on top of every persona, whatever was typed.
import type { BorrowerData, PersonaName, Scenario } from './types';

/** One documented test persona: what to type, what happens. */
export interface PersonaRow {
  /** Last 4 of the SSN that picks this persona. */
  ssn4: string;
  persona: PersonaName;
  /** One line for the README: the outcome QA will see. */
  description: string;
}

/** Why: the single source of the test-persona table; the README is generated and checked from it. */
export const PERSONA_TABLE: readonly PersonaRow[] = [
  { ssn4: '1111', persona: 'approve', description: 'Approved: offers available, no conditions (also any last 4 not listed here).' },
  { ssn4: '2222', persona: 'conditionalBank', description: 'Conditional approval: the borrower must link a bank account to verify it.' },
  { ssn4: '2233', persona: 'conditionalBalance', description: 'Conditional approval: the first bank linked is INELIGIBLE (balance too low); linking a second one makes it ELIGIBLE.' },
  { ssn4: '2244', persona: 'conditionalIdentity', description: 'Conditional approval: identity verification needed (moreInfoRequired) until the identity check passes.' },
  { ssn4: '3333', persona: 'emailVerification', description: 'Approved, but the borrower must verify their email before the purchase is confirmed.' },
  { ssn4: '4444', persona: 'offerLock', description: 'Approved, but the merchant must confirm the offer lock (lockRequired).' },
  { ssn4: '5555', persona: 'decline', description: 'Declined for credit reasons (adverse action notice and credit score disclosure available).' },
  { ssn4: '5566', persona: 'declineConcurrent', description: 'Declined only because the borrower already has a loan (INELIGIBLE_FOR_ADDITIONAL_LOAN: the declined-max page).' },
  { ssn4: '6666', persona: 'rejectState', description: 'Rejected: UNSUPPORTED_STATE (whatever state was typed).' },
  { ssn4: '6677', persona: 'rejectAge', description: 'Rejected: UNDER_MINIMUM_AGE (whatever date of birth was typed).' },
  { ssn4: '6688', persona: 'rejectStale', description: 'Rejected: STALE_APPLICATION (the borrower sees the expired page).' },
  { ssn4: '7777', persona: 'frozen', description: 'Credit file frozen: asks for BORROWER_PROVIDED_CREDIT_FILE_UNFREEZE until the borrower submits again, then approved.' },
  { ssn4: '8888', persona: 'limitExceeded', description: 'Dashboard path: a new loan would pass the borrower\'s limit (loanLimitExceeded); declined if submitted anyway.' },
];

/** The persona of any last 4 not in the table (and of a borrower who has not typed an SSN yet). */
export const DEFAULT_PERSONA: PersonaName = 'approve';

// The last 4 digits the borrower typed: ssn4 if given, else the last 4 digits of the full ssn.
const lastFour = (borrower: BorrowerData): string | undefined => {
  const digits = (borrower.ssn4 ?? borrower.ssn ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : undefined;
};

/** Why: one answer to "which test outcome is this borrower on": the fixture's choice first, then what they typed. */
export function personaFor(borrower: BorrowerData, scenario: Scenario): PersonaName {
  if (scenario.persona !== undefined) return scenario.persona;
  const four = lastFour(borrower);
  return PERSONA_TABLE.find((row) => row.ssn4 === four)?.persona ?? DEFAULT_PERSONA;
}

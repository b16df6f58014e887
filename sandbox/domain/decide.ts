// Underwriting: the sandbox lender's decision on an application, from the test persona and the careful-lender rules.
import { lenderRules } from './lenderRules';
import { personaFor } from './personas';
import type { ApplicationProgress, BorrowerData, Decision, PersonaName, Scenario } from './types';

type Outcome = Omit<Decision, 'persona' | 'lockRequired' | 'emailVerificationRequired' | 'loanLimitExceeded'> & {
  lockRequired?: boolean;
  emailVerificationRequired?: boolean;
};

const base = (status: Decision['status'], creditScore?: number): Outcome => ({
  status, declineReasons: [], rejectReasons: [], bankVerificationRequired: false, moreInfoRequired: false,
  balanceDecision: null, inquiries: [], ...(creditScore === undefined ? {} : { creditScore }),
});

// A linked bank's balance check: none before a link, then ELIGIBLE (conditionalBalance: INELIGIBLE on the first).
const balanceAfter = (links: number, firstIneligible: boolean): Decision['balanceDecision'] => {
  if (links <= 0) return null;
  return firstIneligible && links === 1 ? 'INELIGIBLE' : 'ELIGIBLE';
};

// What each persona's credit file says, before the careful-lender rules.
function personaOutcome(persona: PersonaName, progress: ApplicationProgress): Outcome {
  const links = progress.bankLinks ?? 0;
  switch (persona) {
    // Good file, nothing to check: offers straight away.
    case 'approve':
      return { ...base('OFFER_AVAILABLE', 742), balanceDecision: balanceAfter(links, false) };
    // Thin file: the lender approves if a bank account proves the income (bank verification required).
    case 'conditionalBank':
      return { ...base('CONDITIONAL_APPROVAL', 688), bankVerificationRequired: true, balanceDecision: balanceAfter(links, false) };
    // Same, but the first account linked has too little balance: the borrower is sent back to link another.
    case 'conditionalBalance':
      return { ...base('CONDITIONAL_APPROVAL', 681), bankVerificationRequired: true, balanceDecision: balanceAfter(links, true) };
    // The identity data did not match the bureau's: the identity check is needed until it passes.
    case 'conditionalIdentity':
      return { ...base('CONDITIONAL_APPROVAL', 705), moreInfoRequired: progress.identityVerified !== true, balanceDecision: balanceAfter(links, false) };
    // Approved; the email could not be matched to the file, so it must be verified before confirming.
    case 'emailVerification':
      return { ...base('OFFER_AVAILABLE', 731), emailVerificationRequired: true, balanceDecision: balanceAfter(links, false) };
    // Approved; the merchant's program requires the merchant to confirm (lock) the chosen offer.
    case 'offerLock':
      return { ...base('OFFER_AVAILABLE', 725), lockRequired: true, balanceDecision: balanceAfter(links, false) };
    // The credit file does not support the loan: an adverse action notice lists the reasons.
    case 'decline':
      return { ...base('DECLINED', 584), declineReasons: ['LIMITED_CREDIT_EXPERIENCE', 'EXCESSIVE_OBLIGATIONS'] };
    // A good file, but the borrower already has the most loans the lender allows at once.
    case 'declineConcurrent':
      return { ...base('DECLINED', 716), declineReasons: ['INELIGIBLE_FOR_ADDITIONAL_LOAN'] };
    // Same limit, met on the dashboard before applying (loanLimitExceeded); applying anyway is declined the same way.
    case 'limitExceeded':
      return { ...base('DECLINED', 719), declineReasons: ['INELIGIBLE_FOR_ADDITIONAL_LOAN'] };
    // Forced rejections (no credit pulled): the same reasons the careful-lender rules give, on demand.
    case 'rejectState':
      return { ...base('REJECTED'), rejectReasons: ['UNSUPPORTED_STATE'] };
    case 'rejectAge':
      return { ...base('REJECTED'), rejectReasons: ['UNDER_MINIMUM_AGE'] };
    // The application sat too long before the borrower finished it: it must be started over.
    case 'rejectStale':
      return { ...base('REJECTED'), rejectReasons: ['STALE_APPLICATION'] };
    // The bureau cannot release a frozen file: no decision until the borrower unfreezes it and submits again;
    // after that the file is a good one.
    case 'frozen':
      return progress.unfreezeConfirmed === true
        ? { ...base('OFFER_AVAILABLE', 738), balanceDecision: balanceAfter(links, false) }
        : { ...base('PENDING'), inquiries: ['BORROWER_PROVIDED_CREDIT_FILE_UNFREEZE'] };
  }
}

const union = (...lists: string[][]): string[] => [...new Set(lists.flat())];

/**
 * Why: the one underwriting answer the server stores and serves. Order of precedence:
 * 1. careful-lender rejections (under 18, unsupported state) end the application whatever the persona, adding any
 *    rejection the persona itself gives; nothing else is asked for;
 * 2. a persona's own rejection (rejectState, rejectAge, rejectStale);
 * 3. declines: the persona's reasons plus the income rule's (an approving persona with too little income is declined);
 * 4. otherwise the persona's approval, conditions and inquiries, with the fixture's lock and email flags added.
 * `progress` carries what changed since (bank links, unfreeze, identity check) for outcomes that move on.
 */
export function decide(borrower: BorrowerData, scenario: Scenario, now: Date, progress: ApplicationProgress = {}): Decision {
  const persona = personaFor(borrower, scenario);
  const rules = lenderRules(borrower, now);
  const outcome = personaOutcome(persona, progress);
  const loanLimitExceeded = persona === 'limitExceeded';
  const closed = { bankVerificationRequired: false, moreInfoRequired: false, emailVerificationRequired: false, lockRequired: false, balanceDecision: null, inquiries: [] };

  if (rules.rejectReasons.length > 0 || outcome.status === 'REJECTED') {
    return { ...base('REJECTED'), ...closed, persona, rejectReasons: union(rules.rejectReasons, outcome.rejectReasons), loanLimitExceeded };
  }
  if (rules.declineReasons.length > 0 || outcome.status === 'DECLINED') {
    // The score is kept only when a file was pulled (a frozen file declined on income has none).
    return { ...base('DECLINED', outcome.creditScore), ...closed, persona, declineReasons: union(outcome.declineReasons, rules.declineReasons), loanLimitExceeded };
  }
  return {
    ...outcome,
    persona,
    lockRequired: outcome.lockRequired === true || scenario.flags?.lockRequired === true,
    emailVerificationRequired: outcome.emailVerificationRequired === true || scenario.flags?.emailVerificationRequired === true,
    loanLimitExceeded,
  };
}

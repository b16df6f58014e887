// The seams between the sandbox's parts: the HTTP core (server, database, auth, routes), the lender's domain
// (decisioning, personas, offers, disclosure PDF) and the third-party stand-ins. Each part codes to these types.

/** A QA/demo scenario as fixtures/*.yaml `scenario:` describes it (see schemas/fixture.schema.json). */
export interface Scenario {
  /** Fixed payment-link token (demo links stay stable across restarts). */
  token?: string;
  merchant: { id?: string; name: string; doingBusinessAs?: string; vertical: 'HS' | 'LG' | 'OTHER' };
  /** Transaction amount in dollars. */
  amount: number;
  /** Data-inquiry types the server asks for at first (short names like FIRST_NAME expand to BORROWER_PROVIDED_BORROWER_FIRST_NAME). */
  inquiries: string[];
  /** Prefilled values by inquiry type or field name (e.g. phone from the merchant). */
  prefilled?: Record<string, string>;
  flags?: {
    phoneVerification?: boolean;   // ask for phone + pin before anything else
    lockRequired?: boolean;        // merchant must confirm the offer lock
    emailVerificationRequired?: boolean;
    profileFound?: boolean;        // returning borrower
    prequalified?: boolean;
    /** The lockout after the 5th wrong code is told as a wrong code is: 200 with it on the pin inquiry, not 423. */
    pinLockoutOnInquiry?: boolean;
    /** Signing runs a last credit check that declines the application (200, DECLINED) instead of signing it. */
    declineAtSigning?: boolean;
    /** A NO (confirm later) makes the lender ask to verify the email first (the reminder goes there). */
    emailVerificationOnLater?: boolean;
    /** Skipping the bank link makes the lender require it (200, bankVerificationRequired) instead of recording DISABLED. */
    bankRequiredOnSkip?: boolean;
    /** Turning autopay on from the first bank linked checks its balance again: INELIGIBLE, no decision recorded. */
    balanceRecheckAtAutopay?: boolean;
  };
  /** Force an outcome regardless of what the borrower types (otherwise the typed data picks the persona). */
  persona?: PersonaName;
  /** Merchant's service completion date, as YYYY-MM-DD or relative '+10d' / '-3d' from seeding. */
  serviceDate?: string;
  /** Days until the application expires (default 30). */
  expiresInDays?: number;
  /** Milliseconds async work takes (decisioning and bank linking answer 202 + jobId until then). */
  delays?: { decision?: number; bankLink?: number; confirmation?: number };
  /** Returning borrower: active loans to list on the dashboard. */
  activeLoans?: { status: string; amount: number; expiresInDays?: number; merchant?: string }[];
  /** Start the application in a later state (for QA replays of a single screen). */
  startAt?: { status: string; selectedOfferStatus?: string; cancelReasons?: string[]; refunded?: boolean; totalRefundAmount?: number };
}

/** The merchant verticals a scenario may name (HS: home services). */
export const VERTICALS = ['HS', 'LG', 'OTHER'] as const;

/** The flags and delays a scenario may set, as the lender reads them: the fixture checker's vocabulary. */
export const SCENARIO_FLAGS = [
  'phoneVerification', 'lockRequired', 'emailVerificationRequired', 'profileFound', 'prequalified', 'pinLockoutOnInquiry',
  'declineAtSigning', 'emailVerificationOnLater', 'bankRequiredOnSkip', 'balanceRecheckAtAutopay',
] as const;
export const SCENARIO_DELAYS = ['decision', 'bankLink', 'confirmation'] as const;
// The lists above and the Scenario type name the same keys: a key added to one and not the other fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const SCENARIO_LISTS_MATCH: Same<(typeof SCENARIO_FLAGS)[number], keyof NonNullable<Scenario['flags']>>
  & Same<(typeof SCENARIO_DELAYS)[number], keyof NonNullable<Scenario['delays']>>
  & Same<(typeof VERTICALS)[number], Scenario['merchant']['vertical']> = true;

export const PERSONAS = [
  'approve', 'conditionalBank', 'conditionalBalance', 'conditionalIdentity', 'emailVerification', 'offerLock',
  'decline', 'declineConcurrent', 'rejectState', 'rejectAge', 'rejectStale', 'frozen', 'limitExceeded',
] as const;
export type PersonaName = (typeof PERSONAS)[number];

/** What the borrower typed, as the sandbox stored it (never logged). */
export interface BorrowerData {
  firstName?: string; lastName?: string; email?: string; dob?: string; annualIncomeBeforeTaxes?: number;
  ssn4?: string; ssn?: string; streetAddress1?: string; addressSecondaryNumber?: string; city?: string;
  stateCode?: string; zip?: string; employer?: string; mobileNumber?: string;
}

/** The underwriting outcome for an application. */
export interface Decision {
  persona: PersonaName;
  /** PENDING (added by the domain): no decision yet, e.g. the credit file is frozen until the borrower unfreezes it. */
  status: 'PENDING' | 'OFFER_AVAILABLE' | 'CONDITIONAL_APPROVAL' | 'DECLINED' | 'REJECTED';
  declineReasons: string[];
  rejectReasons: string[];
  bankVerificationRequired: boolean;
  moreInfoRequired: boolean;
  emailVerificationRequired: boolean;
  lockRequired: boolean;
  /** After a bank link: balance decision (INELIGIBLE sends the borrower back to link another bank). */
  balanceDecision: 'ELIGIBLE' | 'INELIGIBLE' | null;
  /** Extra data inquiries the decision raises (e.g. BORROWER_PROVIDED_CREDIT_FILE_UNFREEZE). */
  inquiries: string[];
  /** Dashboard path: a new loan would pass the borrower's limit (PATCH checkLoanLimit answers loanLimitExceeded). */
  loanLimitExceeded?: boolean;
  /** The score the decision used, for the h5 credit score disclosure. */
  creditScore?: number;
}

/** What has happened on an application since the first decision, for outcomes that change over time. */
export interface ApplicationProgress {
  /** Bank links accepted so far (conditionalBalance: the first is INELIGIBLE, later ones ELIGIBLE). */
  bankLinks?: number;
  /** The borrower said they unfroze their credit file (frozen persona: the unfreeze inquiry goes away). */
  unfreezeConfirmed?: boolean;
  /** The identity check passed (conditionalIdentity: moreInfoRequired goes away). */
  identityVerified?: boolean;
}

/** One plan, in the contract's LoanOffer shape (schemas/api/openapi.yaml). */
export interface OfferPlan {
  id: string;
  status: 'AVAILABLE' | 'SELECTED' | 'TILA_ACCEPTED' | 'CONVERTED';
  loanTermMonths: number;
  numberOfPayments: number;
  interestRate: number;
  monthlyPayment: number;
  totalPayments: number;
  totalInterest: number;
  /** Epoch ms, one month after release. */
  firstPaymentDue: number;
  loanAmount: number;
  skipFree?: boolean;
  truthInLendingID: string;
}

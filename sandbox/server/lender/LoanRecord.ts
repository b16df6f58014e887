// What the sandbox stores for one loan application (a JSON document in loan_applications.doc). The contract's
// LoanApplication is a view of it (toLoanApplication); borrower data lives here and is never logged.
import type { ApplicationProgress, BorrowerData, Decision, OfferPlan, Scenario } from '../../domain/types';

export const LOAN_STATUSES = [
  'PENDING', 'OFFER_AVAILABLE', 'CONDITIONAL_APPROVAL', 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', 'ACCOUNT_LINKED',
  'DOCUMENTS_SIGNED', 'OFFER_CONVERTED', 'SETTLED', 'REJECTED', 'DECLINED', 'EXPIRED', 'CANCELED',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
export const SELECTED_OFFER_STATUSES = ['SELECTED', 'TILA_ACCEPTED', 'CONVERTED'] as const;

/** One data inquiry the lender is waiting for. */
export interface InquiryState {
  type: string;
  prefilledValue?: string;
  errorMessage?: string;
  source?: string;
}

export interface LoanRecord {
  id: string;
  token: string;
  customerId: string;
  scenario: Scenario;
  createdAt: number;
  /** Epoch ms after which the application is EXPIRED (unless it already reached a final state). */
  expiresAt: number;
  status: LoanStatus;
  statusAt: number;
  inquiries: InquiryState[];
  borrower: BorrowerData;
  consents: { termsOfServiceAccepted?: boolean; electronicDisclosuresAccepted?: boolean; privacyPolicyAccepted?: boolean };
  phoneRequired: boolean;
  pinVerified: boolean;
  phoneVerified: boolean;
  profileFound: boolean;
  /** The verified number, or a returning borrower's profile phone: a returning login must verify this one. */
  phoneOnFile?: string;
  /** For the other loans of a returning borrower: the application whose dashboard lists this one. */
  parentId?: string;
  decision?: Decision;
  progress: ApplicationProgress;
  offers: OfferPlan[];
  selectedOfferId?: string;
  selectedOfferStatus?: (typeof SELECTED_OFFER_STATUSES)[number];
  lockRequired: boolean;
  lock?: { offerId: string; status: 'REQUESTED' | 'CONFIRMED' | 'DECLINED' | 'EXPIRED'; at: number };
  bank?: { bankName: string; accountMask: string; institutionId: string; accountId: string; linkedAt: number };
  autoPaymentsDecision?: 'ENABLED' | 'DISABLED';
  balanceDecision?: 'ELIGIBLE' | 'INELIGIBLE';
  bankVerificationRequired: boolean;
  moreInfoRequired: boolean;
  emailVerificationRequired: boolean;
  identityInquiryId?: string;
  serviceCompletionDate?: string;
  offerAcceptedAt?: number;
  truthInLendingAcceptedAt?: number;
  settlementDate?: string;
  cancelReasons: string[];
  refunded: boolean;
  totalRefundAmount?: number;
  loanLimitExceeded?: boolean;
  /** Answers to product-added questions (PATCH answers), merged as they come. */
  answers?: Record<string, unknown>;
  /** Session tokens carry this number; ending the session (sessionExpired) bumps it, so older tokens are refused. */
  sessionGeneration: number;
  emailVerified?: boolean;
  lastAccessedOn?: string;
  /** The job (decisioning, bank link, confirmation) still running for this application. */
  pendingJobId?: string;
}

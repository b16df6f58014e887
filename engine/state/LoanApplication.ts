// The loan application as the engine sees it: the GET /loanapplications/{id} response, normalised once at the
// edge (engine/api/normalizeLoanApplication.ts). Everything downstream (routing, screens) reads only this shape.

export const LOAN_STATUSES = [
  'PENDING', 'OFFER_AVAILABLE', 'CONDITIONAL_APPROVAL', 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', 'ACCOUNT_LINKED',
  'DOCUMENTS_SIGNED', 'OFFER_CONVERTED', 'SETTLED', 'REJECTED', 'DECLINED', 'EXPIRED', 'CANCELED',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

export const SELECTED_OFFER_STATUSES = ['SELECTED', 'TILA_ACCEPTED', 'CONVERTED'] as const;
export type SelectedOfferStatus = (typeof SELECTED_OFFER_STATUSES)[number];

export interface DataInquiry {
  type: string;
  prefilledValue?: string | null;
  errorMessage?: string | null;
  source?: string | null;
}

export interface ActiveLoan {
  id: string;
  initToken: string;
  status: string;
  amount: number;
  expDate?: string | null;
  /** Who the loan pays. */
  merchantName?: string | null;
}

export interface LoanApplication {
  loanApplicationId: string;
  initToken: string;
  customerId?: string | null;
  loanApplicationExpirationDate?: string | null;
  status: LoanStatus;
  selectedLoanOfferStatus?: SelectedOfferStatus | null;
  selectedLoanOfferId?: string | null;
  dataInquiryList: DataInquiry[];
  pinVerified: boolean;
  phoneVerified: boolean;
  profileFound: boolean;
  loanInfoList: ActiveLoan[];
  rejectReasonsList: string[];
  declineReasonsList: string[];
  cancelReasonsList: string[];
  refunded: boolean;
  totalRefundAmount?: number | null;
  offerLock: { declined: boolean; expired: boolean };
  lockRequired: boolean;
  bankVerificationRequired: boolean;
  moreInfoRequired: boolean;
  autoPaymentsDecision?: 'ENABLED' | 'DISABLED' | null;
  balanceDecision?: string | null;
  emailVerificationRequired: boolean;
  prequalStatus: 'PREQUALIFIED' | 'NOT_FOUND';
  merchantName?: string | null;
  doingBusinessAs?: string | null;
  transactionAmount?: number | null;
  /** YYYY-MM-DD */
  serviceCompletionDate?: string | null;
  vertical?: 'HS' | 'LG' | string | null;
  initExpired?: boolean;
  loanLimitExceeded?: boolean;
  email?: string | null;
  mobileNumber?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  settlementDelay?: number | null;
  /** YYYY-MM-DD: when the lender releases (or released) the money to the merchant; null while it is held. */
  settlementDate?: string | null;
  loanServicer?: string | null;
  bankName?: string | null;
  accountMask?: string | null;
  /** The id the lender files this application's documents under (adverse action notice, credit score disclosure). */
  documentsEntityId?: string | null;
  /** The decoded session token attached by the client when the body carries none. */
  jwt?: { created: number; exp: number; [claim: string]: unknown } | null;
}

// The prequalification as the engine sees it: GET /prequals/{id}, normalised once at the edge.
import type { DataInquiry } from './LoanApplication';

export const PREQUAL_STATUSES = ['PENDING', 'OFFER_AVAILABLE', 'CONDITIONAL_APPROVAL', 'EXPIRED', 'DECLINED', 'REJECTED', 'CANCELED'] as const;

export interface PrequalOffer {
  id: string;
  status?: string | null;
  loanTermMonths: number;
  numberOfPayments: number;
  totalPayments: number;
  interestRate: number;
  monthlyPayment: number;
  totalInterest: number;
  firstPaymentDue: number;
  loanAmount: number;
}

export interface Prequal {
  applicationId: string;
  signupId?: string | null;
  prequalId?: string | null;
  status: string;
  prequalStatus: 'PREQUALIFIED' | 'NOT_FOUND' | 'CANCELED';
  dataInquiryList: DataInquiry[];
  maximumLoanAmount?: number | null;
  requestedLoanAmount?: number | null;
  merchantName?: string | null;
  offer?: { loanOfferDetailsList: PrequalOffer[] } | null;
  expiresInDays?: number | null;
  expDate?: string | null;
  selectedOfferId?: string | null;
  personalDataProvided?: boolean;
  parentId?: string | null;
  mobileNumber?: string | null;
  firstName?: string | null;
  /** A declined prequalification's adverse action notice, a base64 PDF (null when the lender sent none). */
  adverseAction?: string | null;
  /** A declined prequalification's credit score disclosure, a base64 PDF (null when the lender sent none). */
  h5CreditScoreDisclosure?: string | null;
}

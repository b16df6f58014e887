// What the sandbox stores for one prequalification (a JSON document in prequals.doc); the contract's Prequal is a
// view of it (toPrequal). Borrower data lives here and is never logged.
import type { BorrowerData, Decision, OfferPlan, PersonaName } from '../../domain/types';
import type { InquiryState } from './LoanRecord';

export type PrequalStatus = 'PENDING' | 'OFFER_AVAILABLE' | 'CONDITIONAL_APPROVAL' | 'EXPIRED' | 'DECLINED' | 'REJECTED' | 'CANCELED';

export interface PrequalRecord {
  id: string;
  signupId: string;
  prequalId: string;
  merchantName: string;
  createdAt: number;
  status: PrequalStatus;
  prequalStatus: 'PREQUALIFIED' | 'NOT_FOUND' | 'CANCELED';
  inquiries: InquiryState[];
  borrower: BorrowerData;
  pinVerified: boolean;
  mobileNumber?: string;
  decision?: Decision;
  maximumLoanAmount?: number;
  requestedLoanAmount?: number;
  offers: OfferPlan[];
  selectedOfferId?: string;
  /** Epoch ms when the prequalification lapses (14 days after it was made). */
  expiresAt?: number;
  sessionGeneration: number;
  /** A test knob of the signup call (decline, frozen) forcing the outcome. */
  persona?: PersonaName;
  unfreezeConfirmed?: boolean;
  /** Answers to product-added questions (PATCH answers), merged as they come; never shown to the borrower. */
  answers?: Record<string, unknown>;
}

import { DAY_MS, LENDER, isoDate } from './lenderConstants';
import { FIELD_BY_INQUIRY, NEVER_ECHOED } from './inquiryFields';
import type { LoanRecord } from './LoanRecord';

const PRE_SIGNING = new Set(['PENDING', 'OFFER_AVAILABLE', 'CONDITIONAL_APPROVAL', 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', 'ACCOUNT_LINKED']);

/** Statuses an application can still leave by expiring. */
export const OPEN_STATUSES: ReadonlySet<string> = new Set([...PRE_SIGNING, 'DOCUMENTS_SIGNED']);

/** Statuses where the borrower may still pick, change, lock or sign an offer. */
export const OFFER_STATUSES: ReadonlySet<string> = new Set([...PRE_SIGNING].filter((s) => s !== 'PENDING'));

/** Whether the borrower has proved who they are far enough to be shown personal data. */
export const identified = (record: LoanRecord): boolean => !record.phoneRequired || record.pinVerified;

// The contract's LoanApplication for a stored application. Until the phone step is done, nothing personal is
// served (no names, email, prefilled values or active loans); ssn and ssn4 are never echoed.
export function toLoanApplication(record: LoanRecord, _now: number): Record<string, unknown> {
  const known = identified(record);
  const scenario = record.scenario;
  const borrower = record.borrower;
  const selected = record.offers.find((offer) => offer.id === record.selectedOfferId);
  const declined = record.status === 'DECLINED';
  const loanInfoList = known && record.profileFound
    ? (scenario.activeLoans ?? []).map((loan, index) => ({
        id: `${record.id}-active-${index + 1}`,
        initToken: `${record.token}-loan-${index + 1}`,
        status: loan.status,
        amount: loan.amount,
        expDate: isoDate(record.createdAt + (loan.expiresInDays ?? LENDER.expiresInDays) * DAY_MS),
        merchantName: loan.merchant ?? scenario.merchant.name,
      }))
    : [];
  return {
    loanApplicationId: record.id,
    initToken: record.token,
    customerId: record.customerId,
    loanApplicationExpirationDate: isoDate(record.expiresAt),
    status: record.status,
    selectedLoanOfferStatus: record.selectedOfferStatus ?? null,
    selectedLoanOfferId: record.selectedOfferId ?? null,
    dataInquiryList: record.inquiries.map((inquiry) => {
      const field = FIELD_BY_INQUIRY[inquiry.type];
      const echo = known && inquiry.prefilledValue !== undefined && !(field !== undefined && NEVER_ECHOED.has(field));
      return {
        type: inquiry.type,
        prefilledValue: echo || (inquiry.source === 'MERCHANT' && inquiry.prefilledValue !== undefined) ? inquiry.prefilledValue : null,
        errorMessage: inquiry.errorMessage ?? null,
        source: inquiry.source ?? null,
      };
    }),
    pinVerified: record.pinVerified,
    phoneVerified: record.phoneVerified,
    profileFound: record.profileFound,
    loanInfoList,
    rejectReasonsList: record.decision?.rejectReasons ?? [],
    declineReasonsList: record.decision?.declineReasons ?? [],
    cancelReasonsList: record.cancelReasons,
    refunded: record.refunded,
    totalRefundAmount: record.totalRefundAmount ?? null,
    offerLock: { declined: record.lock?.status === 'DECLINED', expired: record.lock?.status === 'EXPIRED' },
    lockRequired: record.lockRequired,
    bankVerificationRequired: record.bankVerificationRequired,
    moreInfoRequired: record.moreInfoRequired,
    autoPaymentsDecision: record.autoPaymentsDecision ?? null,
    balanceDecision: record.balanceDecision ?? null,
    emailVerificationRequired: record.emailVerificationRequired,
    prequalStatus: scenario.flags?.prequalified === true ? 'PREQUALIFIED' : 'NOT_FOUND',
    merchantName: scenario.merchant.name,
    doingBusinessAs: scenario.merchant.doingBusinessAs ?? scenario.merchant.name,
    transactionAmount: scenario.amount,
    serviceCompletionDate: record.serviceCompletionDate ?? null,
    vertical: scenario.merchant.vertical,
    initExpired: record.status === 'EXPIRED',
    loanLimitExceeded: record.loanLimitExceeded ?? false,
    email: known ? borrower.email ?? null : null,
    mobileNumber: known ? borrower.mobileNumber ?? null : null,
    firstName: known ? borrower.firstName ?? null : null,
    lastName: known ? borrower.lastName ?? null : null,
    settlementDelay: LENDER.settlementDelayDays,
    loanServicer: LENDER.servicer,
    bankName: record.bank?.bankName ?? null,
    accountMask: record.bank?.accountMask ?? null,
    merchantId: scenario.merchant.id ?? null,
    acceptedOfferId: record.selectedOfferStatus !== undefined && record.selectedOfferStatus !== 'SELECTED' ? selected?.id ?? null : null,
    offerAcceptedAt: record.offerAcceptedAt === undefined ? null : new Date(record.offerAcceptedAt).toISOString(),
    truthInLendingAcceptedAt: record.truthInLendingAcceptedAt === undefined ? null : new Date(record.truthInLendingAcceptedAt).toISOString(),
    settlementDate: record.settlementDate ?? null,
    expectedRunLength: (scenario.delays?.decision ?? 0) > LENDER.longRunMs ? 'long' : 'short',
    documentsEntityId: declined ? `docs-${record.id}` : null,
  };
}

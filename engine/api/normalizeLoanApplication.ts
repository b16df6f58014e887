// GET /loanapplications/{id} (and every call answering with a loan application) enters the engine only through
// here: checked against the contract, then given every default once, so routing and screens never guess.
import type { ActiveLoan, DataInquiry, LoanApplication } from '../state/LoanApplication';
import type * as Contract from '../generated/contractTypes';
import { validateLoanApplication } from '../generated/firstReadValidators';
import { check, type ContractViolation } from './contractCheck';
import { ok, type Result } from '../Result';

// Keep every inquiry entry, with absent fields made explicit nulls (null values are kept as null).
export const normalizeDataInquiries = (list: Contract.DataInquiry[] | null | undefined): DataInquiry[] =>
  (list ?? []).map((entry) => ({
    type: entry.type,
    prefilledValue: entry.prefilledValue ?? null,
    errorMessage: entry.errorMessage ?? null,
    source: entry.source ?? null,
  }));

const activeLoan = (loan: Contract.ActiveLoan): ActiveLoan => ({
  id: loan.id,
  initToken: loan.initToken,
  status: loan.status,
  amount: loan.amount,
  expDate: loan.expDate ?? null,
  merchantName: loan.merchantName ?? null,
});

// The LoanApplication check alone (not the table of every check): the boot's first paint needs only this one.
const checkLoanApplication = check<Contract.LoanApplication>('LoanApplication', validateLoanApplication);

// Validate a raw loan application body and return the engine's state with all defaults filled; fields the
// contract does not know (or the state does not read) are dropped.
export function normalizeLoanApplication(raw: unknown): Result<LoanApplication, ContractViolation> {
  const checked = checkLoanApplication(raw);
  if (!checked.ok) return checked;
  const body = checked.value;
  return ok({
    loanApplicationId: body.loanApplicationId,
    initToken: body.initToken,
    customerId: body.customerId ?? null,
    loanApplicationExpirationDate: body.loanApplicationExpirationDate ?? null,
    status: body.status,
    selectedLoanOfferStatus: body.selectedLoanOfferStatus ?? null,
    selectedLoanOfferId: body.selectedLoanOfferId ?? null,
    dataInquiryList: normalizeDataInquiries(body.dataInquiryList),
    pinVerified: body.pinVerified ?? false,
    phoneVerified: body.phoneVerified ?? false,
    profileFound: body.profileFound ?? false,
    loanInfoList: (body.loanInfoList ?? []).map(activeLoan),
    rejectReasonsList: [...(body.rejectReasonsList ?? [])],
    declineReasonsList: [...(body.declineReasonsList ?? [])],
    cancelReasonsList: [...(body.cancelReasonsList ?? [])],
    refunded: body.refunded ?? false,
    totalRefundAmount: body.totalRefundAmount ?? null,
    offerLock: { declined: body.offerLock?.declined ?? false, expired: body.offerLock?.expired ?? false },
    lockRequired: body.lockRequired ?? false,
    bankVerificationRequired: body.bankVerificationRequired ?? false,
    moreInfoRequired: body.moreInfoRequired ?? false,
    autoPaymentsDecision: body.autoPaymentsDecision ?? null,
    balanceDecision: body.balanceDecision ?? null,
    emailVerificationRequired: body.emailVerificationRequired ?? false,
    prequalStatus: body.prequalStatus ?? 'NOT_FOUND',
    merchantName: body.merchantName ?? null,
    doingBusinessAs: body.doingBusinessAs ?? null,
    transactionAmount: body.transactionAmount ?? null,
    serviceCompletionDate: body.serviceCompletionDate ?? null,
    vertical: body.vertical ?? null,
    initExpired: body.initExpired ?? false,
    loanLimitExceeded: body.loanLimitExceeded ?? false,
    email: body.email ?? null,
    mobileNumber: body.mobileNumber ?? null,
    firstName: body.firstName ?? null,
    lastName: body.lastName ?? null,
    settlementDelay: body.settlementDelay ?? null,
    settlementDate: body.settlementDate ?? null,
    loanServicer: body.loanServicer ?? null,
    bankName: body.bankName ?? null,
    accountMask: body.accountMask ?? null,
    documentsEntityId: body.documentsEntityId ?? null,
    jwt: body.jwt ? { ...body.jwt } : null,
  });
}

// GET /prequals/{id} (and every call answering with a prequalification) enters the engine only through here:
// checked against the contract, then given every default once.
import type { Prequal, PrequalOffer } from '../state/Prequal';
import type * as Contract from '../generated/contractTypes';
import { contractValidators, type ContractViolation } from './contractValidators';
import { normalizeDataInquiries } from './normalizeLoanApplication';
import { sortByTerm } from './normalizeOffers';
import { ok, type Result } from '../Result';

const prequalOffer = (offer: Contract.LoanOffer): PrequalOffer => ({
  id: offer.id,
  status: offer.status ?? null,
  loanTermMonths: offer.loanTermMonths,
  numberOfPayments: offer.numberOfPayments,
  totalPayments: offer.totalPayments,
  interestRate: offer.interestRate,
  monthlyPayment: offer.monthlyPayment,
  totalInterest: offer.totalInterest,
  firstPaymentDue: offer.firstPaymentDue,
  loanAmount: offer.loanAmount,
});

// Validate a raw prequal body and return the engine's state: prequalStatus NOT_FOUND when absent, lists [],
// offer present with its plans sorted by term, flags false, other absent fields null; unknown fields dropped.
export function normalizePrequal(raw: unknown): Result<Prequal, ContractViolation> {
  const checked = contractValidators.Prequal(raw);
  if (!checked.ok) return checked;
  const body = checked.value;
  return ok({
    applicationId: body.applicationId,
    signupId: body.signupId ?? null,
    prequalId: body.prequalId ?? null,
    status: body.status,
    prequalStatus: body.prequalStatus ?? 'NOT_FOUND',
    dataInquiryList: normalizeDataInquiries(body.dataInquiryList),
    maximumLoanAmount: body.maximumLoanAmount ?? null,
    requestedLoanAmount: body.requestedLoanAmount ?? null,
    merchantName: body.merchantName ?? null,
    offer: { loanOfferDetailsList: sortByTerm((body.offer?.loanOfferDetailsList ?? []).map(prequalOffer)) },
    expiresInDays: body.expiresInDays ?? null,
    expDate: body.expDate ?? null,
    selectedOfferId: body.selectedOfferId ?? null,
    personalDataProvided: body.personalDataProvided ?? false,
    parentId: body.parentId ?? null,
    mobileNumber: body.mobileNumber ?? null,
    firstName: body.firstName ?? null,
    // A declined prequalification's own documents; an empty string is no document.
    adverseAction: body.adverseAction || null,
    h5CreditScoreDisclosure: body.h5CreditScoreDisclosure || null,
  });
}

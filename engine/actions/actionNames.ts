// The actions a flow may name (`action:`): each is an API call plus what it stores. The implementations live in
// engine/actions/; this list is what flows:check reads.
export const actionNames = {
  submitData: 'PATCH /loanapplications/{id} with the collected fields, then reload',
  selectOffer: 'PATCH /loanapplications/{id}/offers/{offerId} status SELECTED, then reload',
  lockOffer: 'POST /loanapplications/{id}/offers/{offerId}/lock with an Idempotency-Key, then reload',
  signOffer: 'PATCH the offer TILA_ACCEPTED with ssn4 and acceptances; store adverse action notices on decline',
  linkBank: 'POST /loanapplications/{id}/paymentaccounts with the bank-link result, then reload',
  skipBank: 'POST /loanapplications/{id}/autopay with autoPaymentsDecision DISABLED, then reload',
  acceptAutopay: 'POST /loanapplications/{id}/autopay with the decision, then reload',
  reloadInquiries: 'GET /loanapplications/{id}/persona-inquiries after 500 ms, then reload',
  confirmPurchase: 'POST /loanapplications/{id}/confirmation YES or NO with an Idempotency-Key, then reload',
  confirmLater: 'PATCH serviceCompletionProvidedByBorrower (YYYY-MM-DD or none)',
  confirmEmail: 'PATCH verifiedEmail, then reload',
  requestPin: 'PATCH escalateAuthentication with mobileNumber',
  requestReturnPin: 'PATCH escalateAuthentication with returnMobileNumber',
  verifyPin: 'PATCH authPin, then reload',
  requestNewPin: 'PATCH newPinRequested',
  markStale: 'PATCH lastAccessedOn (marks the application stale)',
  chooseLoan: 'PATCH checkLoanLimit / applyProfile, then load the chosen loan',
  prequalRequestPin: 'POST /prequals/{signupId}/{prequalId} with escalateAuthentication and mobileNumber',
  prequalVerifyPin: 'POST /prequals/{signupId}/{prequalId} with authPin, then reload',
  prequalSubmitPersonal: 'PATCH /prequals/{applicationId} with personal data and consents, then reload',
  prequalSubmitAddress: 'PATCH /prequals/{applicationId} with the address, then reload',
  prequalSelectOffer: 'PATCH /prequals/{applicationId} selectedOfferId',
  prequalUpdateAmount: 'PATCH /prequals/{applicationId} requestedLoanAmount, then reload',
  prequalReapply: 'PATCH /prequals/{applicationId} reapply true, then reload',
} as const;

export type ActionName = keyof typeof actionNames;

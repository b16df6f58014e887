import { ok } from '../Result';
import { contractValidators } from '../api/contractValidators';
import { LOAN_STATUSES, type LoanApplication } from '../state/LoanApplication';
import type { Action, ActionDeps } from './ActionTypes';
import { actionAnswers, answersAs } from './actionAnswers';
import { answersBody } from './answersBody';
import { localError } from './localError';
import { toLoanResult } from './toLoanResult';

type A = Action<LoanApplication>;
const app = (s: LoanApplication) => `loanapplications/${encodeURIComponent(s.loanApplicationId)}`;
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const offerOf = (s: LoanApplication, input: Record<string, unknown>) => str(input.offerId) ?? s.selectedLoanOfferId ?? undefined;
const patch = (deps: ActionDeps, s: LoanApplication, body: Record<string, unknown>) => deps.api.patch(app(s), body).then((r) => toLoanResult(r));
const reload = (deps: ActionDeps, s: LoanApplication) =>
  deps.api.get(app(s), { searchParams: { initToken: s.initToken } }).then((r) => toLoanResult(r));

// A refused confirmation (409) may mean the application moved on while the page was open (the merchant canceled
// it, or it was confirmed already): then the reloaded application is the answer and status routing shows where it
// stands; otherwise the refusal stands.
async function movedOn<E>(deps: ActionDeps, s: LoanApplication, refused: { ok: false; error: E }) {
  const now = await reload(deps, s);
  return now.ok && now.value.state.status !== s.status ? now : refused;
}

/** The application as a confirmation's answer leaves it (ConfirmationResponse), or null when the answer does not say a
 * status the contract knows. Only the fields the answer carries change. */
function answeredState(state: LoanApplication, answer: unknown): LoanApplication | null {
  const checked = contractValidators.ConfirmationResponse(answer);
  if (!checked.ok) return null;
  const { newStatus, settlementDate, serviceCompletionDate, loanServicer } = checked.value as {
    newStatus?: string | null; settlementDate?: string | null; serviceCompletionDate?: string | null; loanServicer?: string | null;
  };
  if (typeof newStatus !== 'string' || !(LOAN_STATUSES as readonly string[]).includes(newStatus)) return null;
  return {
    ...state,
    status: newStatus as LoanApplication['status'],
    ...(settlementDate ? { settlementDate } : {}),
    ...(serviceCompletionDate ? { serviceCompletionDate } : {}),
    ...(loanServicer ? { loanServicer } : {}),
  };
}

/** A form's answers as the API wants them (engine/forms/formChecks answersFor, an agreement already sent as its acceptances),
 * empty optional fields left out: the entry fields, the signing form's. */
function entryBody(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}

// Each borrower action: one API call (plus a reload where the call answers with something else), returning
// the new loan application. Routing after it is the flow's business, not the action's.
export const loanActions = {
  submitData: (deps, { state, input }) => patch(deps, state, entryBody((input.values as Record<string, unknown>) ?? {})),
  saveAnswers: async (deps, { state, input, save }) => {
    if (!save) return localError('saveMapMissing');
    return patch(deps, state, answersBody((input.values as Record<string, unknown>) ?? {}, save));
  },
  selectOffer: async (deps, { state, input }) => {
    const offerId = str(input.offerId);
    if (!offerId) return localError('offerNotSpecified');
    // "Selecting an already selected offer does nothing": no call; the flow still moves the borrower on.
    if (state.selectedLoanOfferId === offerId && state.selectedLoanOfferStatus === 'SELECTED') return ok({ state });
    const r = await deps.api.patch(`${app(state)}/offers/${encodeURIComponent(offerId)}`, { status: 'SELECTED', provideTruthInLendingDocument: false });
    return toLoanResult(r);
  },
  lockOffer: async (deps, { state, input }) => {
    if (!state.loanApplicationId) return localError('loanApplicationIdNotSpecifiedForLock');
    const offerId = offerOf(state, input);
    if (!offerId) return localError('offerIdNotSpecifiedForLock');
    const idempotencyKey = deps.idempotency.keyFor('lockOffer', state.loanApplicationId);
    const r = await deps.api.post(`${app(state)}/offers/${encodeURIComponent(offerId)}/lock`, {}, { idempotencyKey });
    if (r.ok) deps.idempotency.succeeded('lockOffer', state.loanApplicationId);
    return toLoanResult(r);
  },
  signOffer: async (deps, { state, input }) => {
    const offerId = offerOf(state, input);
    if (!offerId) return localError('offerNotSpecified');
    // The signing form's answers as the API wants them (engine/forms/formChecks answersFor): the SSN's last 4 and the agreement
    // as the acceptances its UI schema names (`ui:sendAs`); the form sends only once its tick was recorded.
    const r = await deps.api.patch(`${app(state)}/offers/${encodeURIComponent(offerId)}`, {
      ...entryBody((input.values as Record<string, unknown>) ?? {}),
      status: 'TILA_ACCEPTED', provideTruthInLendingDocument: false,
    });
    const signed = toLoanResult(r);
    if (!signed.ok || signed.value.state.status !== 'DECLINED') return signed;
    // A decline after signing: fetch the adverse action notice and credit score disclosure for the declined page.
    const entityId = signed.value.state.documentsEntityId ?? state.documentsEntityId;
    if (!entityId) return signed;
    const docs = await deps.api.post(`${app(state)}/documentscontent`, { entityId, documentNames: ['adverseAction', 'h5CreditScoreDisclosure'] });
    return ok({ state: signed.value.state, data: docs.ok ? { documents: docs.value } : {} });
  },
  linkBank: async (deps, { state, input }) => {
    // Spec section 8: "Loan application not specified to link bank" is for a missing application; a missing offer is
    // "offer not specified", as for the other offer calls.
    if (!state.loanApplicationId) return localError('loanApplicationNotSpecifiedForBankLink');
    const offerId = offerOf(state, input);
    if (!offerId) return localError('offerNotSpecified');
    const r = await deps.api.post(`${app(state)}/paymentaccounts`, {
      plaidToken: input.plaidToken, offerId, accounts: input.accounts, institution: input.institution,
      ...(str(input.autoPaymentsDecision) ? { autoPaymentsDecision: input.autoPaymentsDecision } : {}),
    });
    return toLoanResult(r);
  },
  skipBank: async (deps, { state, input }) => {
    const offerId = offerOf(state, input);
    if (!offerId) return localError('offerNotSpecified');
    return toLoanResult(await deps.api.post(`${app(state)}/autopay`, { offerId, autoPaymentsDecision: 'DISABLED' }));
  },
  acceptAutopay: async (deps, { state, input }) => {
    if (!state.loanApplicationId) return localError('autopaySetupTrouble');
    const offerId = offerOf(state, input);
    if (!offerId) return localError('autopaySetupTrouble');
    const decision = input.autoPaymentsDecision === 'ENABLED' ? 'ENABLED' : 'DISABLED';
    return toLoanResult(await deps.api.post(`${app(state)}/autopay`, { offerId, autoPaymentsDecision: decision }));
  },
  reloadInquiries: async (deps, { state }) => {
    await deps.sleep(500);
    const inquiry = await deps.api.get(`${app(state)}/persona-inquiries`, { searchParams: { mostRecentActive: true } });
    const loan = await reload(deps, state);
    if (!loan.ok) return loan;
    return ok({ state: loan.value.state, data: inquiry.ok ? { inquiry: inquiry.value } : {} });
  },
  confirmPurchase: async (deps, { state, input }) => {
    const answer = input.answer === 'YES' ? 'YES' : 'NO';
    const action = `confirmPurchase:${answer}`;
    const idempotencyKey = deps.idempotency.keyFor(action, state.loanApplicationId);
    const r = await deps.api.post(`${app(state)}/confirmation`, { answer }, { idempotencyKey });
    if (!r.ok) return r.error.status === 409 ? movedOn(deps, state, r) : r;
    deps.idempotency.succeeded(action, state.loanApplicationId);
    // A YES the lender answered with where the application now stands (newStatus, its dates and servicer): that answer
    // is the application's news, so the receipt's screen is not held up by reading the application again (the next
    // visit reads it whole). A NO, or an answer without a valid status, is followed by a read as before: routing after
    // a NO needs the new confirmation request and whether the email must be verified, which only the application says.
    const answered = answer === 'YES' ? answeredState(state, r.value) : null;
    if (answered) return ok({ state: answered, data: { confirmation: r.value } });
    const loan = await reload(deps, state);
    return loan.ok ? ok({ state: loan.value.state, data: { confirmation: r.value } }) : loan;
  },
  // The answers below come as the lender names them (the form's `ui:sendAs`), each action's in actionAnswers.ts.
  confirmLater: async (deps, { state, input }) => {
    // No date given is no call: the borrower is reminded without one.
    const date = answersAs(input, actionAnswers.borrower.confirmLater);
    return Object.keys(date).length ? patch(deps, state, date) : ok({ state });
  },
  confirmEmail: (deps, { state, input }) => patch(deps, state, answersAs(input, actionAnswers.borrower.confirmEmail)),
  requestPin: (deps, { state, input }) => patch(deps, state, { escalateAuthentication: true, ...answersAs(input, actionAnswers.borrower.requestPin) }),
  requestReturnPin: (deps, { state, input }) => patch(deps, state, { escalateAuthentication: true, ...answersAs(input, actionAnswers.borrower.requestReturnPin) }),
  verifyPin: (deps, { state, input }) => patch(deps, state, answersAs(input, actionAnswers.borrower.verifyPin)),
  requestNewPin: (deps, { state }) => patch(deps, state, { newPinRequested: true }),
  markStale: (deps, { state }) => patch(deps, state, { lastAccessedOn: new Date(deps.now()).toISOString() }),
  chooseLoan: async (deps, { state, input }) => {
    const token = str(input.initToken);
    const isNew = input.isNew === true;
    const first = isNew || (state.status === 'PENDING' && state.profileFound)
      ? await patch(deps, state, { ...(isNew ? { checkLoanLimit: true } : {}), ...(state.status === 'PENDING' && state.profileFound ? { applyProfile: true } : {}) })
      : null;
    if (first && !first.ok) return first;
    const current = first ? first.value.state : state;
    if (current.loanLimitExceeded || !token || token === current.initToken) return ok({ state: current });
    const chosen = await deps.api.get(`loanapplications/${encodeURIComponent(token)}`, { searchParams: { initToken: token } });
    const result = toLoanResult(chosen);
    if (result.ok) deps.tokens.saveToken(token);
    return result;
  },
} as const satisfies Record<string, A>;

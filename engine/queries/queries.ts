import type { ActionDeps } from '../actions/ActionTypes';
import type { ApiError } from '../api/ApiError';
import { contractValidators } from '../api/contractValidators';
import { malformedError } from '../api/malformedError';
import { normalizeOffers, type LoanOffer } from '../api/normalizeOffers';
import { bankLinkLanguage } from '../content/providerLanguages';
import { err, ok, type Result } from '../Result';
import type { LoanApplication } from '../state/LoanApplication';

type R<T> = Promise<Result<T, ApiError>>;
const app = (s: LoanApplication) => `loanapplications/${encodeURIComponent(s.loanApplicationId)}`;
const malformed = malformedError;

/** The two documents a declined borrower is owed, base64 PDFs; null when the lender has none (e.g. no credit score). */
export interface DeclineDocuments { adverseAction: string | null; h5CreditScoreDisclosure: string | null }

export interface AddressSuggestion { street_line: string; secondary?: string | null; city: string; state: string; zipcode: string }

// The reads and side calls screens need besides actions (plans, the disclosure PDF, zip check, address
// suggestions, bank-link token, identity inquiry, checkbox events, document copies). Screens never call the API
// themselves: they ask these, by name, and get Results.
export const queries = {
  /** GET the plans, sorted by months. */
  offers: async (deps: ActionDeps, state: LoanApplication): R<LoanOffer[]> => {
    if (!state.loanApplicationId) return err({ kind: 'general', code: 'loanApplicationNotSpecifiedForOffers' });
    const r = await deps.api.get(`${app(state)}/offers`);
    if (!r.ok) return r;
    const offers = normalizeOffers(r.value);
    return offers.ok ? ok(offers.value) : err(malformed('LoanOffersResponse', offers.error.errors[0]?.message));
  },
  /** The Truth in Lending details of a plan, with its PDF as base64. */
  truthInLending: async (deps: ActionDeps, state: LoanApplication, offerId: string | null | undefined): R<LoanOffer> => {
    if (!state.loanApplicationId) return err({ kind: 'general', code: 'loanApplicationNotSpecifiedForTruthInLending' });
    if (!offerId) return err({ kind: 'general', code: 'offerNotSpecifiedForTruthInLending' });
    const r = await deps.api.get(`${app(state)}/offers/${encodeURIComponent(offerId)}`, { searchParams: { provideTruthInLendingDocument: true } });
    if (!r.ok) return r;
    const offers = normalizeOffers(r.value);
    const offer = offers.ok ? offers.value[0] : undefined;
    return offer ? ok(offer) : err(malformed('LoanOffersResponse', offers.ok ? 'no plan in loanOfferDetailsList' : offers.error.errors[0]?.message));
  },
  /**
   * The adverse action notice and the credit score disclosure after a decline. The entity id is the application's
   * documentsEntityId (from the state, or a fresh GET when the state has none).
   */
  documentsContent: async (deps: ActionDeps, state: LoanApplication): R<DeclineDocuments> => {
    if (!state.loanApplicationId) return err({ kind: 'general', code: 'entityIdNotSpecified' });
    let entityId: unknown = state.documentsEntityId;
    if (!entityId) {
      const loan = await deps.api.get(app(state), { searchParams: { initToken: state.initToken } });
      if (!loan.ok) return loan;
      entityId = (loan.value as { documentsEntityId?: unknown } | null)?.documentsEntityId;
    }
    if (typeof entityId !== 'string' || entityId === '') return err({ kind: 'general', code: 'entityIdNotSpecified' });
    const r = await deps.api.post(`${app(state)}/documentscontent`, { entityId, documentNames: ['adverseAction', 'h5CreditScoreDisclosure'] });
    if (!r.ok) return r;
    const checked = contractValidators.DocumentsContent(r.value);
    if (!checked.ok) return err(malformed('DocumentsContent', checked.error.errors[0]?.message));
    const docs = checked.value as { adverseAction?: string | null; h5CreditScoreDisclosure?: string | null };
    return ok({ adverseAction: docs.adverseAction || null, h5CreditScoreDisclosure: docs.h5CreditScoreDisclosure || null });
  },
  /** Sends a copy of a document to an email address. */
  sendDocument: async (deps: ActionDeps, state: LoanApplication, documentId: string, recipient: string): R<true> => {
    const r = await deps.api.post(`${app(state)}/documents/${encodeURIComponent(documentId)}/delivery`, { recipient });
    return r.ok ? ok(true) : r;
  },
  /** Whether a 5-digit zip exists ('Invalid zip code' when not), with its state when known. */
  checkZip: async (deps: ActionDeps, zip: string): R<{ valid: boolean; state: string | null }> => {
    const r = await deps.api.post('zip', { zip });
    if (!r.ok) return r.error.kind === 'field' ? ok({ valid: false, state: null }) : r;
    const checked = contractValidators.ZipResponse(r.value);
    if (!checked.ok) return err(malformed('ZipResponse', checked.error.errors[0]?.message));
    const state = (checked.value as { state?: string | null }).state ?? null;
    return ok({ valid: Boolean(state), state });
  },
  /**
   * Up to 7 suggestions from the endpoint the host provides (schemas/api/openapi.yaml autocompleteAddress); a quota
   * failure (402) or any other failure gives none, and null says the host has no such endpoint (404, 405, 501, or a
   * page that is not JSON: a static host's fallback), so the field stops asking. The search text (the start of the
   * borrower's address) goes in the query string because the address service's contract is a GET with `search`
   * (section 7); it goes nowhere else: not to analytics, not to storage, and the sandbox stand-in logs nothing.
   */
  addressSuggestions: async (deps: ActionDeps, search: string): Promise<AddressSuggestion[] | null> => {
    const r = await deps.api.get('autocomplete', { searchParams: { search, max_results: 7 } });
    if (!r.ok) return r.error.kind === 'malformed' || [404, 405, 501].includes(r.error.status ?? 0) ? null : [];
    const checked = contractValidators.AddressSuggestions(r.value);
    return checked.ok ? ((checked.value as { suggestions?: AddressSuggestion[] }).suggestions ?? []).slice(0, 7) : [];
  },
  /**
   * A bank-link token (products: AUTH only); redirectUri only on https or localhost. The widget's language is fixed
   * when the token is made, so the borrower's locale goes with the request.
   */
  linkToken: async (deps: ActionDeps, state: LoanApplication, redirectUri: string | null, locale: string): R<string> => {
    if (!state.loanApplicationId) return err({ kind: 'general', code: 'loanApplicationNotSpecifiedForBankLink' });
    const r = await deps.api.post('borrowerlinktoken', {
      loanApplicationId: state.loanApplicationId, plaidProducts: ['AUTH'], ...(redirectUri ? { redirectUri } : {}), language: bankLinkLanguage(locale),
    });
    if (!r.ok) return r;
    const checked = contractValidators.LinkTokenResponse(r.value);
    return checked.ok ? ok((checked.value as { linkToken: string }).linkToken) : err(malformed('LinkTokenResponse', checked.error.errors[0]?.message));
  },
  /** The identity inquiry: template, active inquiry, and whether one was submitted or failed. */
  identityInquiry: async (deps: ActionDeps, state: LoanApplication): R<Record<string, unknown>> => {
    const r = await deps.api.get(`${app(state)}/persona-inquiries`, { searchParams: { mostRecentActive: true } });
    if (!r.ok) return r;
    const checked = contractValidators.PersonaInquiries(r.value);
    return checked.ok ? ok(checked.value as Record<string, unknown>) : err(malformed('PersonaInquiries', checked.error.errors[0]?.message));
  },
  /** Records a checkbox tick or untick (the agreement boxes). Fire and forget: failures are not the borrower's problem. */
  recordCheckbox: async (deps: ActionDeps, event: { loanID: string; checkboxOrigin: 'DATA_COLLECTION_PAGE' | 'ALMOST_DONE_PAGE'; selectionType: 'CHECKED' | 'UNCHECKED'; selectionData?: { loanOfferId?: string } }): Promise<void> => {
    await deps.api.post('checkbox', { ...event, timestamp: deps.now() });
  },
} as const;

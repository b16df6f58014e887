import type { RouteContext } from '../../engine/facts/FactDef';
import type { BorrowerFactName } from '../../engine/facts/borrowerFacts';
import type { PrequalFactName } from '../../engine/facts/prequalFacts';
import type { InquiryTable } from '../../engine/inquiries/InquiryTable';
import type { Journey } from './loadFlows';

/** A state being built for flows:diff: what the server answered (already normalised) and the route context. */
export interface Draft { state: Record<string, unknown>; ctx: RouteContext }

/** Makes a fact read `value` (for a list fact: makes the list hold `value` too). */
export type Realise = (draft: Draft, value: unknown, table: InquiryTable) => void;

const set = (field: string): Realise => ({ state }, value) => { state[field] = value; };
/** Facts that read the state field of their own name, each made to read a value by setting that field. */
const sets = <K extends string>(...fields: K[]): Record<K, Realise> => Object.fromEntries(fields.map((f) => [f, set(f)])) as Record<K, Realise>;
const event = (key: string, pick: (value: unknown) => unknown): Realise => ({ ctx }, value) => {
  ctx.event = { ...ctx.event, [key]: pick(value) };
};
const push = (field: string): Realise => ({ state }, value) => { state[field] = [...(state[field] as unknown[]), value]; };

// A field is asked for by an inquiry type the table maps to it; a field no type maps to cannot be asked for.
const ask: Realise = ({ state }, field, table) => {
  const type = Object.entries(table.types).find(([, f]) => f === field)?.[0];
  if (type) state.dataInquiryList = [...(state.dataInquiryList as unknown[]), { type, prefilledValue: null, errorMessage: null, source: null }];
};
// The lender's message rides on an inquiry of its own (a type no table knows), so it changes nothing else.
const serverMessage: Realise = ({ state }, message) => {
  state.dataInquiryList = [...(state.dataInquiryList as unknown[]), { type: 'FLOWS_DIFF_MESSAGE', prefilledValue: null, errorMessage: message, source: null }];
};
const ctxFlag = (key: 'direct' | 'prequal'): Realise => ({ ctx }, value) => { ctx[key] = value === true; };
const ctxValue = (key: 'screen' | 'actionError' | 'errorMessage'): Realise => ({ ctx }, value) => {
  if (key === 'screen') ctx.screen = typeof value === 'string' ? value : undefined;
  else ctx[key] = typeof value === 'string' ? value : null;
};
const merchant: Realise = ({ state }, value) => { state.merchantName = value === true ? 'Bright Plumbing' : null; };
const offerPicked: Realise = ({ state, ctx }, value) => {
  state.selectedLoanOfferId = 'offer-1';
  state.selectedOfferId = 'offer-1';
  ctx.event = { ...ctx.event, offerId: value === true ? 'offer-1' : 'offer-2' };
  if (value === true && 'selectedLoanOfferStatus' in state) state.selectedLoanOfferStatus = 'SELECTED';
};

// How to make each borrower fact take a value, starting from baseState('borrower'). Typed against the fact
// registry, so a fact added to engine/facts without a way to realise it here fails the typecheck.
const borrower: Record<BorrowerFactName, Realise> = {
  ...sets('status', 'pinVerified', 'phoneVerified', 'profileFound', 'refunded', 'lockRequired', 'emailVerificationRequired'),
  ...sets('bankVerificationRequired', 'moreInfoRequired', 'balanceDecision', 'initExpired', 'loanLimitExceeded'),
  selectedOfferStatus: (d, value) => {
    d.state.selectedLoanOfferStatus = value;
    d.state.selectedLoanOfferId = value === null ? null : 'offer-1';
  },
  hasActiveLoans: ({ state }, value) => {
    state.loanInfoList = value === true ? [{ id: 'loan-1', initToken: 'tok-loan-1', status: 'OFFER_AVAILABLE', amount: 1200, expDate: null, merchantName: null }] : [];
  },
  direct: ctxFlag('direct'),
  hasOauthState: ({ ctx }, value) => { ctx.oauthStateId = value === true ? 'oauth-state-1' : null; },
  hash: ({ ctx }, value) => { ctx.hash = typeof value === 'string' ? `#${value}` : null; },
  codePhoneKnown: ({ ctx }, value) => { ctx.codePhoneLast4 = value === true ? '0123' : null; },
  required: ask,
  offerLockDeclined: ({ state }, value) => { state.offerLock = { ...(state.offerLock as object), declined: value === true }; },
  offerLockExpired: ({ state }, value) => { state.offerLock = { ...(state.offerLock as object), expired: value === true }; },
  prequalified: ({ state }, value) => { state.prequalStatus = value === true ? 'PREQUALIFIED' : 'NOT_FOUND'; },
  hasAutopayDecision: ({ state }, value) => { state.autoPaymentsDecision = value === true ? 'ENABLED' : null; },
  rejectReasons: push('rejectReasonsList'),
  declineReasons: push('declineReasonsList'),
  cancelReasons: push('cancelReasonsList'),
  serviceDateAfterToday: ({ state, ctx }, value) => {
    state.serviceCompletionDate = value === true ? '9999-12-31' : ctx.today;
  },
  screen: ctxValue('screen'),
  answer: event('answer', (v) => v),
  offerAlreadySelected: offerPicked,
  hasCompletionDate: event('completionDate', (v) => (v === true ? '2099-01-01' : null)),
  actionError: ctxValue('actionError'),
  hasMerchant: merchant,
  inquiryErrors: serverMessage,
  errorMessage: ctxValue('errorMessage'),
  prequalQuery: ctxFlag('prequal'),
};

const prequal: Record<PrequalFactName, Realise> = {
  ...sets('status', 'prequalStatus', 'personalDataProvided'),
  required: ask,
  hasParent: ({ state }, value) => { state.parentId = value === true ? 'pq-parent' : null; },
  screen: ctxValue('screen'),
  actionError: ctxValue('actionError'),
  hasFirstName: ({ state }, value) => { state.firstName = value === true ? 'Rosa' : null; },
  hasMerchant: merchant,
  offerAlreadySelected: offerPicked,
  errorMessage: ctxValue('errorMessage'),
  direct: ctxFlag('direct'),
};

export const factRealisers: Record<Journey, Record<string, Realise>> = { borrower, prequal };

// The neutral state every generated state starts from: status PENDING, nothing asked, every flag off, no lists,
// a plain link opened today. A generated state is this plus the facts it changes.
export function baseState(journey: Journey, today: string): Draft {
  const ctx: RouteContext = { today, direct: false, oauthStateId: null };
  if (journey === 'prequal') {
    return {
      ctx,
      state: {
        applicationId: 'pq-flows-diff', signupId: 'signup-flows-diff', prequalId: 'prequal-flows-diff', status: 'PENDING',
        prequalStatus: 'NOT_FOUND', dataInquiryList: [], personalDataProvided: false, parentId: null, firstName: null,
        merchantName: null, selectedOfferId: null,
      },
    };
  }
  return {
    ctx,
    state: {
      loanApplicationId: 'la-flows-diff', initToken: 'tok-flows-diff', status: 'PENDING', selectedLoanOfferStatus: null,
      selectedLoanOfferId: null, dataInquiryList: [], pinVerified: false, phoneVerified: false, profileFound: false,
      loanInfoList: [], rejectReasonsList: [], declineReasonsList: [], cancelReasonsList: [], refunded: false,
      offerLock: { declined: false, expired: false }, lockRequired: false, bankVerificationRequired: false,
      moreInfoRequired: false, autoPaymentsDecision: null, balanceDecision: null, emailVerificationRequired: false,
      prequalStatus: 'NOT_FOUND', merchantName: null, serviceCompletionDate: null, initExpired: false,
      loanLimitExceeded: false, mobileNumber: null,
    },
  };
}

import type { LoanApplication } from '../state/LoanApplication';
import { LOAN_STATUSES, SELECTED_OFFER_STATUSES } from '../state/LoanApplication';
import { phoneLast4 } from '../state/phoneLast4';
import type { FactDef } from './FactDef';
import { API_ERROR_KINDS } from '../api/ApiError';

type F = FactDef<LoanApplication>;
const REASONS = [
  'STALE_APPLICATION', 'STALE_PENDING_APPLICATION', 'INELIGIBLE_FOR_ADDITIONAL_LOAN', 'UNSUPPORTED_STATE',
  'UNDER_MINIMUM_AGE', 'MERCHANT_DECLINED', 'MERCHANT_OPT_OUT',
] as const;
const flag = (describe: string, pick: (s: LoanApplication) => boolean | undefined): F => ({
  type: 'boolean', describe, get: ({ state }) => pick(state) === true,
});

// The facts the borrower flow may name, computed from the normalised loan application and the route context.
// Adding a fact here is how an engineer gives product a new thing to route on; flows:check reads this list.
export const borrowerFacts = {
  status: { type: 'string', values: LOAN_STATUSES, describe: 'loan status', get: ({ state }) => state.status },
  selectedOfferStatus: {
    type: 'string', values: SELECTED_OFFER_STATUSES, describe: 'status of the selected offer (null when none)',
    get: ({ state }) => state.selectedLoanOfferStatus ?? null,
  },
  hasActiveLoans: flag('the borrower has active loans (loanInfoList)', (s) => s.loanInfoList.length > 0),
  direct: { type: 'boolean', describe: 'the token route was opened with the direct marker', get: ({ ctx }) => ctx.direct === true },
  hasOauthState: { type: 'boolean', describe: 'the address carries an oauth_state_id', get: ({ ctx }) => Boolean(ctx.oauthStateId) },
  hash: {
    type: 'string', describe: "the address's fragment without its '#' (or '#/'): terms for /#terms, null when none",
    get: ({ ctx }) => ctx.hash?.replace(/^#\/?/, '') || null,
  },
  pinVerified: flag('the texted code was verified', (s) => s.pinVerified),
  phoneVerified: flag('the phone number was verified', (s) => s.phoneVerified),
  codePhoneKnown: {
    type: 'boolean', describe: 'the app knows which number the code went to (typed in this tab, or the lender names it)',
    get: ({ state, ctx }) => Boolean(ctx.codePhoneLast4 ?? phoneLast4((state as Partial<LoanApplication> | null)?.mobileNumber)),
  },
  profileFound: flag('a returning-borrower profile was found', (s) => s.profileFound),
  required: {
    // Its values are the fields flows/inquiries.yaml maps the lender's types to (flows:check reads them there),
    // never a list of field names kept here beside that table.
    type: 'list', describe: 'fields the server asks for (dataInquiryList through flows/inquiries.yaml)', valuesFrom: 'inquiryFields',
    get: ({ inquiries }) => inquiries.required,
  },
  refunded: flag('the loan was refunded', (s) => s.refunded),
  offerLockDeclined: flag('the merchant declined the offer lock', (s) => s.offerLock.declined),
  offerLockExpired: flag('the offer lock expired unconfirmed', (s) => s.offerLock.expired),
  lockRequired: flag('the merchant must confirm (offer lock)', (s) => s.lockRequired),
  prequalified: { type: 'boolean', describe: 'prequalStatus is PREQUALIFIED', get: ({ state }) => state.prequalStatus === 'PREQUALIFIED' },
  emailVerificationRequired: flag('the email must be confirmed again', (s) => s.emailVerificationRequired),
  bankVerificationRequired: flag('a bank account must be linked for verification', (s) => s.bankVerificationRequired),
  moreInfoRequired: flag('identity verification is required', (s) => s.moreInfoRequired),
  balanceDecision: { type: 'string', describe: 'bank balance decision (e.g. INELIGIBLE)', get: ({ state }) => state.balanceDecision ?? null },
  hasAutopayDecision: flag('an autopay decision (ENABLED or DISABLED) exists', (s) => s.autoPaymentsDecision != null),
  rejectReasons: { type: 'list', values: REASONS, describe: 'rejectReasonsList', get: ({ state }) => state.rejectReasonsList },
  declineReasons: { type: 'list', values: REASONS, describe: 'declineReasonsList', get: ({ state }) => state.declineReasonsList },
  cancelReasons: { type: 'list', values: REASONS, describe: 'cancelReasonsList', get: ({ state }) => state.cancelReasonsList },
  initExpired: flag('the init token has expired', (s) => s.initExpired),
  loanLimitExceeded: flag('the credit limit is used by other pending applications', (s) => s.loanLimitExceeded),
  serviceDateAfterToday: {
    type: 'boolean', describe: "the merchant's service completion date is after today",
    get: ({ state, ctx }) => typeof state.serviceCompletionDate === 'string' && state.serviceCompletionDate.slice(0, 10) > ctx.today,
  },
  screen: { type: 'string', describe: 'the screen the event happened on', get: ({ ctx }) => ctx.screen ?? null },
  answer: { type: 'string', values: ['YES', 'NO'], describe: 'the purchase confirmation answer of the event', get: ({ ctx }) => ctx.event?.answer ?? null },
  offerAlreadySelected: {
    type: 'boolean', describe: 'the offer picked is the one already selected',
    get: ({ state, ctx }) => ctx.event?.offerId != null && ctx.event.offerId === state.selectedLoanOfferId && state.selectedLoanOfferStatus === 'SELECTED',
  },
  hasCompletionDate: { type: 'boolean', describe: 'a completion date was given with confirm later', get: ({ ctx }) => Boolean(ctx.event?.serviceCompletionProvidedByBorrower) },
  actionError: {
    type: 'string', values: [...API_ERROR_KINDS],
    describe: 'kind of error the action ended with (null when it succeeded)', get: ({ ctx }) => ctx.actionError ?? null,
  },
  hasMerchant: { type: 'boolean', describe: 'the loan application names its merchant', get: ({ state }) => Boolean((state as Partial<LoanApplication> | null)?.merchantName) },
  inquiryErrors: {
    type: 'string', describe: "the server's error messages on the asked fields, one per line",
    get: ({ state }) => ((state as Partial<LoanApplication> | null)?.dataInquiryList ?? []).map((i) => i.errorMessage ?? '').filter(Boolean).join('\n'),
  },
  errorMessage: { type: 'string', describe: 'the message of the error being shown', get: ({ ctx }) => ctx.errorMessage ?? null },
  prequalQuery: { type: 'boolean', describe: 'the address has prequal=true', get: ({ ctx }) => ctx.prequal === true },
} as const satisfies Record<string, F>;

export type BorrowerFactName = keyof typeof borrowerFacts;

// The floor of each step `npm run bench:journey` times: the API calls the step needs one after another (each one
// waits for the answer of the one before, or for the tap), times the round trip, plus the lender's own time for
// those calls. No app can show the next screen sooner on that network, however much it fetched ahead: what is fetched
// ahead is code and copy, never the lender's answer to what the borrower just did. The chains are written down here
// per fixture and step, each call with the reason it is needed, from the spec (/work/shared/spec: borrower-journey.md
// for the happy path, prequal-dashboard-calculator-legal.md for the prequal path); where the spec leaves it open,
// the reason says it is a judgement. Pure, so the tests check the arithmetic.
import type { Answered } from './sandbox';

/** A call a step cannot do without, and why. */
export interface NeededCall {
  /** How the table's notes name it: 'PATCH /loanapplications/{id}'. */
  call: string;
  method: string;
  /** Matches the request's path and query ('{link}' stands for the link's own path, for the page itself). */
  url: string;
  why: string;
}

const LOAN = '/api/loanapplications/[^/?]+';

/** The calls each timed step needs one after another, by fixture and by the path the step leads to (as the fixture writes it). */
export const FLOOR_CHAINS: Readonly<Record<string, Readonly<Record<string, readonly NeededCall[]>>>> = {
  'happy-path': {
    '/{token}': [
      { call: 'GET the link', method: 'GET', url: '^{link}$', why: 'the page the link opens (borrower-journey 1: the link carries the token)' },
      { call: 'GET /loanapplications/{token}', method: 'GET', url: `^${LOAN}\\?`, why: 'the entry form asks what the lender asks for (3: data inquiry list; 7: the first read), and the read can start only from the page' },
    ],
    '/choose_plan': [
      { call: 'PATCH /loanapplications/{id}', method: 'PATCH', url: `^${LOAN}$`, why: 'APPLY sends the collected fields (4: entry page)' },
      { call: 'GET /loanapplications/{id}/offers', method: 'GET', url: `^${LOAN}/offers$`, why: 'the plans are the lender\'s answer to the application just sent (4: offers; 7)' },
    ],
    '/link_bank': [
      { call: 'PATCH /loanapplications/{id}/offers/{offerId}', method: 'PATCH', url: `^${LOAN}/offers/[^/?]+$`, why: 'choosing a plan sets it SELECTED, then the status routes to /link_bank (4: offers). Judgement: the bank-link token serves only the bank-link button; Skip, the control used next, needs none' },
    ],
    '/review_plan': [
      { call: 'POST /loanapplications/{id}/autopay', method: 'POST', url: `^${LOAN}/autopay$`, why: 'Skip sends the autopay decision DISABLED, then /review_plan (4: link bank)' },
      { call: 'GET /loanapplications/{id}/offers', method: 'GET', url: `^${LOAN}/offers$`, why: 'the screen shows the chosen plan and SIGN needs one (2: review_plan; 5: signing). Judgement: read after the decision, as the lender holds the offer once it is made' },
    ],
    disclosure: [
      { call: 'GET /loanapplications/{id}/offers/{offerId}?provideTruthInLendingDocument=true', method: 'GET', url: `^${LOAN}/offers/[^/?]+\\?(.*&)?provideTruthInLendingDocument=true`, why: 'the plan\'s Truth in Lending document (7), when nothing was fetched ahead' },
    ],
    '/purchase_confirm': [
      { call: 'PATCH /loanapplications/{id}/offers/{offerId}', method: 'PATCH', url: `^${LOAN}/offers/[^/?]+$`, why: 'SIGN sets the offer TILA_ACCEPTED with the last 4 of the SSN; its answer and the application already held route to /purchase_confirm (4: signing)' },
    ],
    '/purchase_complete': [
      { call: 'POST /loanapplications/{id}/confirmation', method: 'POST', url: `^${LOAN}/confirmation$`, why: 'YES sends the answer; the reply carries newStatus (7), and OFFER_CONVERTED routes to /purchase_complete (4: purchase confirm)' },
    ],
  },
  prequal: {
    '/{token}/prequalify': [
      { call: 'GET the link', method: 'GET', url: '^{link}$', why: 'the static signup page (prequal 2)' },
      { call: 'GET /prequals/{signupId}/{prequalId}', method: 'GET', url: '^/api/prequals/[^/?]+/[^/?]+', why: 'the phone entry is prefilled from the merchant-provided phone (prequal 2: signup; 7: the GET of the prequal path)' },
    ],
    '/prequal_pin': [
      { call: 'POST /prequals/{signupId}/{prequalId}', method: 'POST', url: '^/api/prequals/[^/?]+/[^/?]+', why: 'SEND CODE submits the mobile number (escalateAuthentication, 7); success goes to the pin page (4)' },
    ],
    '/prequal_entry': [
      { call: 'POST /prequals/{signupId}/{prequalId}', method: 'POST', url: '^/api/prequals/[^/?]+/[^/?]+', why: 'the 4th digit submits the code (authPin, 7; 4: entering 4 digits submits); its answer\'s required fields route to /prequal_entry (4: routing by required fields)' },
    ],
    '/prequal_address': [
      { call: 'PATCH /prequals/{applicationId}', method: 'PATCH', url: '^/api/prequals/[^/?]+$', why: 'CONTINUE sends the personal data (7); the address still required routes to /prequal_address (4)' },
    ],
    '/prequal_offers': [
      { call: 'PATCH /prequals/{applicationId}', method: 'PATCH', url: '^/api/prequals/[^/?]+$', why: 'CONTINUE sends the address (7); the status routes to /prequal_offers (4). Judgement: the offers come with that answer (3: offer.loanOfferDetailsList on the prequal), no second read' },
    ],
  },
};

/** The chain of a fixture's step ('disclosure' for the added disclosure step); undefined when the bench has none. */
export const chainOf = (fixture: string, target: string, disclosure: boolean): readonly NeededCall[] | undefined =>
  FLOOR_CHAINS[fixture]?.[disclosure ? 'disclosure' : target];

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether an answered request is the call `needed` (on a link whose own path is `linkPath`). */
export const isCall = (needed: NeededCall, answered: Pick<Answered, 'method' | 'url'>, linkPath: string): boolean =>
  answered.method === needed.method && new RegExp(needed.url.replace('{link}', escapeRe(linkPath))).test(answered.url);

/**
 * The lender's time for each call of a chain: that call answered within the step (the first after the tap), else the
 * last one answered before it on the same journey (fetched ahead), else NaN (never seen). `answered` is one journey's.
 */
export function lenderTimes(chain: readonly NeededCall[], answered: readonly Answered[], window: { from: number; to: number }, linkPath: string): number[] {
  return chain.map((needed) => {
    const matching = answered.filter((a) => isCall(needed, a, linkPath));
    const within = matching.find((a) => a.at >= window.from && a.at <= window.to);
    const before = matching.filter((a) => a.at < window.from).at(-1);
    return (within ?? before)?.elapsedMs ?? Number.NaN;
  });
}

/** The floor: one round trip per call (a request costs one latency under DevTools throttling) plus the lender's time. */
export function floorMs(lenderMs: readonly number[], latencyMs: number): number {
  if (lenderMs.length === 0) return Number.NaN;
  return lenderMs.reduce((sum, ms) => sum + latencyMs + ms, 0);
}

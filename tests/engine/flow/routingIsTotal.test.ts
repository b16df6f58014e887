import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeResponse } from '../../../engine/flow/routeResponse';
import { LOAN_STATUSES } from '../../../engine/state/LoanApplication';
import { TODAY, borrowerFlow, prequalFlow } from '../../support/flows';

const knownPaths = (flow: typeof borrowerFlow) => new Set(Object.values(flow.screens).map((s) => s.path));
const isKnown = (flow: typeof borrowerFlow, path: string) =>
  knownPaths(flow).has(path) || (path.startsWith('/') && !path.slice(1).includes('/') && flow.journey === 'borrower');

// Near-valid responses: the fields routing reads, with any values, so the properties explore real branches.
const loanish = fc.record({
  loanApplicationId: fc.string(), initToken: fc.string({ minLength: 1 }).map((s) => s.replace(/\//g, '')),
  status: fc.oneof(fc.constantFrom(...LOAN_STATUSES), fc.string()),
  selectedLoanOfferStatus: fc.constantFrom('SELECTED', 'TILA_ACCEPTED', 'CONVERTED', null, undefined),
  pinVerified: fc.boolean(), profileFound: fc.boolean(), refunded: fc.boolean(), lockRequired: fc.boolean(),
  bankVerificationRequired: fc.boolean(), moreInfoRequired: fc.boolean(), emailVerificationRequired: fc.boolean(),
  offerLock: fc.record({ declined: fc.boolean(), expired: fc.boolean() }),
  dataInquiryList: fc.array(fc.record({ type: fc.constantFrom('BORROWER_PROVIDED_AUTH_PIN', 'BORROWER_PROVIDED_BORROWER_PHONE', 'BORROWER_PROVIDED_BORROWER_ZIP', 'X') })),
  rejectReasonsList: fc.array(fc.constantFrom('STALE_APPLICATION', 'UNSUPPORTED_STATE')),
  declineReasonsList: fc.array(fc.constantFrom('INELIGIBLE_FOR_ADDITIONAL_LOAN', 'UNDER_MINIMUM_AGE')),
  autoPaymentsDecision: fc.constantFrom('ENABLED', 'DISABLED', null),
  balanceDecision: fc.constantFrom('INELIGIBLE', 'ELIGIBLE', null),
}, { requiredKeys: [] });

describe('routing is total', () => {
  it('any JSON at all lands on a known path or /error, never a throw (borrower)', () => {
    fc.assert(fc.property(fc.jsonValue(), (raw) => {
      const d = routeResponse(borrowerFlow, raw, { today: TODAY });
      expect(isKnown(borrowerFlow, d.path)).toBe(true);
    }), { numRuns: 500 });
  });

  it('near-valid loan applications land on a known screen of the flow', () => {
    fc.assert(fc.property(loanish, fc.boolean(), fc.option(fc.string()), (raw, direct, oauth) => {
      const d = routeResponse(borrowerFlow, raw, { today: TODAY, direct, oauthStateId: oauth });
      expect(borrowerFlow.screens[d.screen]).toBeDefined();
    }), { numRuns: 1000 });
  });

  it('any JSON at all lands on a known path or /error (prequal)', () => {
    fc.assert(fc.property(fc.jsonValue(), (raw) => {
      const d = routeResponse(prequalFlow, raw, { today: TODAY });
      expect(prequalFlow.screens[d.screen]).toBeDefined();
    }), { numRuns: 500 });
  });

  it('a malformed response is routed to /error with a message naming what was wrong', () => {
    const d = routeResponse(borrowerFlow, { loanApplicationId: 'a', initToken: 't', status: 42 }, { today: TODAY });
    expect(d.path).toBe('/error');
    expect(d.error?.kind).toBe('malformed');
    expect(d.error?.message).toContain('/status');
  });
});

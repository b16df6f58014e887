import { describe, expect, it } from 'vitest';
import { describeScreen } from '../../../engine/flow/describeScreen';
import { TODAY, borrowerFlow, loan } from '../../support/flows';

// Spec B2.10: /offer_lock shows progress 40% (its title and the merchant's confirmation are QA's: fixtures/offer-lock.yaml
// sees "Let's lock in your offer" and "Bright Plumbing needs to confirm it.").
describe('/offer_lock (B2.10)', () => {
  it('is at /offer_lock with the progress bar at 40%', () => {
    const state = loan({ status: 'OFFER_AVAILABLE', lockRequired: true, selectedLoanOfferId: 'o1', selectedLoanOfferStatus: 'SELECTED' });
    const view = describeScreen(borrowerFlow, 'offer_lock', state, { today: TODAY });
    expect(borrowerFlow.screens.offer_lock?.path).toBe('/offer_lock');
    expect(view?.progress).toBe(40);
  });
});

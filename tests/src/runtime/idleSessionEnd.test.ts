import { describe, expect, it } from 'vitest';
import { ok } from '../../../engine/Result';
import { markSessionExpired } from '../../../src/runtime/markSessionExpired';
import { fakeDeps } from '../../support/fakeDeps';
import { borrowerFlow, prequalFlow } from '../../support/flows';

// Spec P4.18 (and borrower section 4): after 30 minutes idle (tests/engine/session/createSessionWatch.test.ts) the
// inactivity expiration page shows, the loan is patched with sessionExpired true, and storage is cleared but the
// token kept (tests/engine/session/createTokenStore.test.ts). These are the page and the patch.
describe('an idle session ends (P4.18)', () => {
  it('goes to the inactivity expiration page, with the prequal marker in the prequal journey', () => {
    expect(prequalFlow.session.idle).toBe(borrowerFlow.session.idle);
    expect(prequalFlow.screens[prequalFlow.session.idle]?.path).toBe('/session_inactivity_expiration');
    expect(prequalFlow.session.query).toEqual({ prequal: 'true' });
  });

  it('marks the session expired on the server: PATCH sessionExpired true on the loan application', async () => {
    const { deps, calls } = fakeDeps(() => ok({}));
    await markSessionExpired(deps, 'la 1');
    expect(calls).toEqual([{ method: 'PATCH', path: 'loanapplications/la%201', body: { sessionExpired: true } }]);
  });
});

import { describe, expect, it } from 'vitest';
import { openLoan } from '../../../engine/runtime/openLoan';
import { routeError } from '../../../engine/flow/routeError';
import { transition } from '../../../engine/flow/transition';
import type { ActionDeps } from '../../../engine/actions/ActionTypes';
import { err } from '../../../engine/Result';
import { TODAY, borrowerFlow, loan, prequalFlow } from '../../support/flows';

// A call that does not get through keeps the borrower where they are; an error that sends them away knows how to
// bring them back. Read from the flows, so a product edit of where errors go shows here.
const errorScreen = (flow: typeof borrowerFlow) => flow.errors.general ?? flow.fallback;

describe('network errors in the flows', () => {
  it.each([['borrower', borrowerFlow], ['prequal', prequalFlow]] as const)('%s: a network error stays on the screen, with the error', (_name, flow) => {
    const screen = Object.keys(flow.screens).find((id) => flow.screens[id]?.path && !flow.screens[id]?.path.includes(':')) as string;
    const decision = routeError(flow, { kind: 'network', code: 'serverBusy' }, screen, loan());
    expect(decision).toMatchObject({ screen, stay: true, error: { kind: 'network', code: 'serverBusy' } });
  });

  it('an error that sends the borrower away remembers the step it came from', () => {
    const decision = routeError(borrowerFlow, { kind: 'general', message: 'Something broke' }, 'review_plan', loan({ status: 'OFFER_AVAILABLE' }));
    expect(decision.screen).toBe(errorScreen(borrowerFlow));
    expect(decision.from).toEqual({ screen: 'review_plan', path: borrowerFlow.screens.review_plan?.path });
  });

  it("the error page's Try again goes back to that step, and to the link's route when there is none", () => {
    const error = errorScreen(borrowerFlow);
    const back = transition(borrowerFlow, error, 'tryAgain', loan(), { today: TODAY, returnTo: { screen: 'review_plan', path: '/review_plan' } });
    expect(back).toMatchObject({ screen: 'review_plan', path: '/review_plan' });
    const fresh = transition(borrowerFlow, error, 'tryAgain', loan({ initToken: 'tok123' }), { today: TODAY, returnTo: null });
    expect(fresh?.screen).toBe(borrowerFlow.entry);
    expect(fresh?.path).toBe('/tok123');
  });

  it("a link whose first read does not get through goes to the error page, remembering the link's address", async () => {
    const deps = {
      api: { get: async () => err({ kind: 'network', code: 'serverBusy', status: 503 }) },
      tokens: { getToken: () => null, saveToken: () => undefined, setLoanAppId: () => undefined },
    } as unknown as ActionDeps;
    const opened = await openLoan(borrowerFlow, deps, 'demo-happy', { today: TODAY });
    expect(opened.state).toBeNull();
    expect(opened.decision).toMatchObject({ screen: errorScreen(borrowerFlow), error: { kind: 'network', code: 'linkUnreachable' } });
    expect(opened.decision.stay).toBeUndefined();
    expect(opened.decision.from).toEqual({ screen: borrowerFlow.entry, path: '/demo-happy' });
  });
});

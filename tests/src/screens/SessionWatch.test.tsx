// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ok } from '../../../engine/Result';
import { SESSION_LIMITS } from '../../../engine/session/sessionConstants';
import { borrowerFlow, loan } from '../../support/flows';
import { renderApp } from '../support/renderApp';

// jsdom has <dialog> but not its close(): closing removes the open attribute, as a browser does (the 'Stay signed in'
// dialog opens a minute before the idle limit and closes when the session ends).
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) { this.removeAttribute('open'); };

// Spec P4.18 (and borrower section 4), as the app does it (src/screens/SessionWatch.tsx): after 30 minutes idle the
// loan is patched with sessionExpired true, storage and state are cleared but the link token kept, and the inactivity
// expiration page shows. The clock is the runtime's (deps.now); the watch's 10 s check is the interval it set up,
// called by hand once the clock has moved, so nothing here waits on real time.
// Waits are bounded generously, so a busy machine gives the same verdict (the page is drawn when its chunk is in).
const PATIENCE = { timeout: 10_000 };
let intervals: MockInstance<typeof window.setInterval>;
beforeEach(() => {
  intervals = vi.spyOn(window, 'setInterval');
});
afterEach(() => {
  cleanup();
  intervals.mockRestore();
});

/** A borrower on the offers page of a loaded application, with a clock the test moves. */
async function onOffers() {
  const app = renderApp('/choose_plan', (c) => ok(c.method === 'GET' ? loan({ status: 'OFFER_AVAILABLE' }) : {}), { token: 'tok123' });
  await screen.findByRole('heading', { level: 1 }, PATIENCE);
  expect(app.where.path).toBe('/choose_plan');
  const clock = { now: app.runtime.deps.now() };
  app.runtime.deps.now = () => clock.now;
  /** Moves the clock on and runs the watch's check once, as its 10 s interval would. */
  const after = async (ms: number) => {
    const checks = intervals.mock.calls.filter(([, every]) => every === SESSION_LIMITS.CHECK_EVERY_MS);
    expect(checks.length).toBeGreaterThan(0);
    const check = checks.at(-1)![0] as () => void;
    clock.now += ms;
    await act(async () => check());
  };
  return { app, after };
}

const sessionExpiredPatches = (calls: { method: string; body?: unknown }[]) =>
  calls.filter((c) => c.method === 'PATCH' && (c.body as Record<string, unknown> | undefined)?.sessionExpired === true);

describe('SessionWatch: the session ends after 30 minutes idle (P4.18)', () => {
  it('after 30 min idle patches the loan sessionExpired true, clears the session but keeps the link token, and shows the inactivity expiration page', async () => {
    const { app, after } = await onOffers();
    await after(SESSION_LIMITS.IDLE_MS - 1);
    expect(sessionExpiredPatches(app.calls)).toEqual([]);
    expect(app.where.path).toBe('/choose_plan');
    expect(app.runtime.session.getSession()?.loanId).toBe('la-1234567890');
    expect(app.runtime.deps.tokens.getLoanAppId()).toBe('la-1234567890');

    await after(1);
    await waitFor(() => expect(app.where.path).toBe(borrowerFlow.screens[borrowerFlow.session.idle]!.path), PATIENCE);
    expect(sessionExpiredPatches(app.calls)).toEqual([{ method: 'PATCH', path: 'loanapplications/la-1234567890', body: { sessionExpired: true } }]);
    expect(app.runtime.session.getSession()).toBeNull();
    expect(app.runtime.deps.tokens.getLoanAppId()).toBeNull();
    expect(app.runtime.deps.tokens.getToken()).toBe('tok123');
  });

  it('after 1 h in all shows the absolute expiration page, without marking the session expired for inactivity', async () => {
    const { app, after } = await onOffers();
    await after(SESSION_LIMITS.ABSOLUTE_MS);
    await waitFor(() => expect(app.where.path).toBe(borrowerFlow.screens[borrowerFlow.session.absolute]!.path), PATIENCE);
    expect(sessionExpiredPatches(app.calls)).toEqual([]);
    expect(app.runtime.deps.tokens.getToken()).toBe('tok123');
  });
});

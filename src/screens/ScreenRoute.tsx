import { addressFacts } from '../../engine/facts/addressFacts';
import { useStore } from 'jotai';
import { startTransition, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { v4 as uuidv4 } from 'uuid';
import type { Decision } from '../../engine/flow/Decision';
import { routeState } from '../../engine/flow/routeState';
import { transition } from '../../engine/flow/transition';
import { openLoan } from '../../engine/runtime/openLoan';
import { reportDecision } from '../runtime/reportDecision';
import type { LoanApplication } from '../../engine/state/LoanApplication';
import { catalog } from '../content/catalog';
import { earlySignupPrequalId } from '../runtime/earlyRead';
import { openPrequal } from '../runtime/openPrequal';
import { useRuntime } from '../runtime/useRuntime';
import { atoms, type Journey } from '../state/atoms';
import { Loader } from '../ui/Loader';
import { ScreenRenderer } from './ScreenRenderer';
import { useJourney } from './useJourney';

/** How a route is entered: the payment link, the root, a prequal link, or any other screen. */
export type RouteKind = 'token' | 'root' | 'prequalLink' | 'prequalSignup' | 'screen';

export interface ScreenRouteProps {
  screenId: string;
  /** The journey the screen belongs to; 'common' screens keep the journey the borrower is in. */
  journey: Journey | 'common';
  kind: RouteKind;
}

// One route of the app. Before drawing, it makes sure the state the screen needs is there, asking the engine
// what to do: the payment link opens the loan (openLoan) and follows the decision; a guarded screen with nothing
// loaded reloads with the saved token or prequal id; the root follows its load transition on an OAuth return.
export function ScreenRoute({ screenId, journey, kind }: ScreenRouteProps) {
  const runtime = useRuntime();
  const store = useStore();
  const location = useLocation();
  const params = useParams();
  const { follow, ctx } = useJourney();
  const [readyAt, setReadyAt] = useState<string | null>(null);
  const opened = useRef<string | null>(null);
  const latest = useRef('');

  // Arriving at an address reads the route, the store and the runtime as they are at that moment.
  const arrive = useEffectEvent((key: string) => {
    latest.current = key;
    if (opened.current === key) return;
    opened.current = key;
    const live = () => latest.current === key;
    const search = new URLSearchParams(location.search);
    const name: Journey = journey === 'common' ? (search.get('prequal') === 'true' ? 'prequal' : store.get(atoms.journey)) : journey;
    store.set(atoms.journey, name);
    store.set(atoms.address, addressFacts(search, store.get(atoms.address).oauthStateId));
    const flow = runtime.config.flows[name];
    const screen = flow.screens[screenId];
    // Draw this screen, or follow the engine elsewhere (replacing the address that only led here).
    const settle = (decision: Decision | null) => {
      if (!live()) return;
      const to = decision ? decision.path + (decision.query ? `?${new URLSearchParams(decision.query).toString()}` : '') : '';
      if (decision) reportDecision(decision);
      if (!decision || decision.stay || (decision.screen === screenId && decision.path === location.pathname) || to === location.pathname + location.search) {
        reportDecision({ screen: screenId, via: 'shown' });
        // A transition, as every screen change through the router is: React draws the screen in slices that yield to
        // the browser, not in one long task (docs/adr/0009).
        startTransition(() => setReadyAt(key));
      } else follow({ ...decision, replace: true });
    };
    const startSession = (id: string) => {
      const marker = runtime.session.getSession();
      if (!marker || marker.loanId !== id) runtime.session.startSession(id, runtime.deps.now());
    };
    const loaded = (state: LoanApplication) => {
      store.set(atoms.loan, state);
      runtime.analytics.identify(state.loanApplicationId);
      startSession(state.loanApplicationId);
    };
    void (async () => {
      if (kind === 'root') {
        // The flow decides the root from its address (an oauth_state_id, a legal page's hash such as /#terms): when
        // its load rule says stay, MarketingRedirect leaves for the marketing site.
        const rootCtx = { ...ctx(), hash: location.hash };
        if (!search.get('oauth_state_id')) return settle(transition(flow, screenId, 'load', store.get(atoms.loan), rootCtx));
        runtime.local.setItem('oauthRedirectUri', window.location.href);
        return settle(transition(flow, screenId, 'load', store.get(atoms.loan), rootCtx));
      }
      if (kind === 'token') {
        const token = params.token ?? '';
        const current = store.get(atoms.loan);
        if (current && current.initToken === token) return settle(routeState(flow, current, ctx()));
        const result = await openLoan(flow, runtime.deps, token, ctx());
        if (result.state) loaded(result.state);
        if (result.decision.error) store.set(atoms.decision, result.decision);
        return settle(result.decision);
      }
      if (kind === 'prequalLink' || kind === 'prequalSignup') {
        const link = kind === 'prequalSignup'
          ? { signupId: params.signupId ?? '', prequalId: earlySignupPrequalId(params.signupId ?? '') ?? uuidv4(), staticSignup: true }
          : { signupId: params.signupId ?? '', prequalId: params.prequalId ?? '', checksum: params.checksum };
        const result = await openPrequal(flow, runtime.deps, runtime.session, link, ctx());
        if (result.state) {
          store.set(atoms.prequal, result.state);
          startSession(result.state.applicationId);
        }
        if (result.decision?.error) store.set(atoms.decision, result.decision);
        return settle(result.decision);
      }
      if (screen?.guard === 'loanApplication' && !store.get(atoms.loan)) {
        const result = await openLoan(flow, runtime.deps, null, ctx());
        if (result.state) loaded(result.state);
        if (result.decision.error) store.set(atoms.decision, result.decision);
        return settle(result.state && screen.linkable ? null : result.decision);
      }
      if (screen?.guard === 'prequal' && !store.get(atoms.prequal)) {
        const result = await openPrequal(flow, runtime.deps, runtime.session, null, ctx());
        if (result.state) {
          store.set(atoms.prequal, result.state);
          startSession(result.state.applicationId);
        }
        if (result.decision?.error) store.set(atoms.decision, result.decision);
        return settle(result.state && screen.linkable ? null : result.decision);
      }
      return settle(null);
    })().catch((error: unknown) => {
      if (live()) follow({ screen: 'error', path: '/error', via: 'app.unexpected', error: { kind: 'general', message: error instanceof Error ? error.message : String(error) } });
    });
  });
  // Runs once per arrival at an address. A route no longer drawn (the borrower moved on, or the router table changed
  // under the address: the form editor of `npm run dev` swapping the journeys, src/screens/AppRoutes.tsx) leaves its
  // arrival unfinished: what it read comes back to nobody, and never moves the borrower off the screen they are on.
  useEffect(() => {
    arrive(location.key);
    return () => {
      latest.current = '';
    };
  }, [location.key]);

  if (readyAt !== location.key) return <div className="screen-wrap"><main className="screen"><Loader text={catalog.site.loading.default} /></main></div>;
  return <ScreenRenderer screenId={screenId} />;
}

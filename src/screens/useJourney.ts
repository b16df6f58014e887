import { phoneLast4 } from '../../engine/state/phoneLast4';
import { useStore } from 'jotai';
import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RouteContext } from '../../engine/facts/FactDef';
import { reportDecision } from '../runtime/reportDecision';
import type { Decision } from '../../engine/flow/Decision';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { dispatch } from '../../engine/runtime/dispatch';
import type { LoanApplication } from '../../engine/state/LoanApplication';
import type { Prequal } from '../../engine/state/Prequal';
import { catalog } from '../content/catalog';
import { useRuntime } from '../runtime/useRuntime';
import { atoms, type Journey } from '../state/atoms';
import { errorText } from '../../engine/content/errorText';

export interface JourneyApi {
  /** The route context of right now (today, direct marker, oauth state, the error being shown). */
  ctx: () => RouteContext;
  flow: () => CompiledFlow;
  /** The state the current journey routes on (a stub with the saved token when nothing is loaded). */
  state: () => LoanApplication | Prequal | Record<string, unknown>;
  /** Does what the engine decided: navigate, or stay and show the decision's error. */
  follow: (decision: Decision) => void;
  /** Sends a screen event through the engine (action, then transition) and follows the decision. */
  send: (screen: string, event: string, input?: Record<string, unknown>) => Promise<Decision | null>;
}

const urlOf = (d: Decision) => d.path + (d.query && Object.keys(d.query).length ? `?${new URLSearchParams(d.query).toString()}` : '');

// The only way the app moves: every navigation is an engine Decision, every event goes through dispatch.
export function useJourney(): JourneyApi {
  const runtime = useRuntime();
  const store = useStore();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = location.pathname + location.search;

  const flow = useCallback(() => runtime.config.flows[store.get(atoms.journey)], [runtime, store]);
  const ctx = useCallback((): RouteContext => {
    const address = store.get(atoms.address);
    const error = store.get(atoms.decision)?.error;
    return {
      today: runtime.today(), direct: address.direct, oauthStateId: address.oauthStateId, prequal: address.prequal,
      errorMessage: error ? errorText(error, catalog.errors) : null, codePhoneLast4: store.get(atoms.codePhoneLast4),
      returnTo: store.get(atoms.returnTo),
    };
  }, [runtime, store]);
  const state = useCallback(() => {
    const journey: Journey = store.get(atoms.journey);
    const loaded = journey === 'borrower' ? store.get(atoms.loan) : store.get(atoms.prequal);
    return loaded ?? (journey === 'borrower' ? { initToken: runtime.deps.tokens.getToken() ?? undefined } : {});
  }, [runtime, store]);

  const follow = useCallback((decision: Decision) => {
    reportDecision(decision);
    store.set(atoms.decision, decision);
    if (decision.stay) {
      if (!decision.error) return;
      // Kept as the error, not its sentence: the screen says it in the language of the moment (a switch redraws it).
      if (decision.error.kind === 'field' && decision.error.field) store.set(atoms.fieldErrors, { ...store.get(atoms.fieldErrors), [decision.error.field]: decision.error });
      else if (decision.error.kind !== 'cancelled') {
        // A wait-and-retry (screen) or a call that did not get through (network) leaves the form usable.
        store.set(atoms.pageErrorBlocks, decision.error.kind !== 'screen' && decision.error.kind !== 'network');
        store.set(atoms.pageError, decision.error);
      }
      return;
    }
    // An error that sends the borrower away remembers the address they were on, for the error page's Try again;
    // any other move forgets it.
    store.set(atoms.returnTo, decision.error && decision.from ? { screen: decision.from.screen, path: here.current } : null);
    store.set(atoms.pageError, null);
    store.set(atoms.fieldErrors, {});
    store.set(atoms.retry, null);
    const to = urlOf(decision);
    if (to !== here.current) navigate(to, { replace: decision.replace === true });
  }, [navigate, store]);

  const send = useCallback(async (screen: string, event: string, input: Record<string, unknown> = {}): Promise<Decision | null> => {
    if (store.get(atoms.busy)) return null;
    const journey = store.get(atoms.journey);
    store.set(atoms.busy, true);
    store.set(atoms.pageError, null);
    store.set(atoms.retry, null);
    // A handler that waits on a decision says so in the flow (`wait:`): the screen shows it at once.
    const wait = runtime.config.flows[journey].screens[screen]?.on?.[event]?.wait ?? null;
    if (wait) store.set(atoms.waiting, wait);
    try {
      const result = await dispatch(runtime.config.flows[journey], runtime.deps, { screen, event, state: state(), input, ctx: ctx() });
      if (result.decision === null) return null;
      if (journey === 'borrower' && (result.state as LoanApplication).loanApplicationId) {
        store.set(atoms.loan, result.state as LoanApplication);
        runtime.analytics.identify((result.state as LoanApplication).loanApplicationId);
      }
      if (journey === 'prequal' && (result.state as Prequal).applicationId) store.set(atoms.prequal, result.state as Prequal);
      store.set(atoms.data, result.data ?? {});
      store.set(atoms.lastEvent, input);
      // A number the borrower typed and the lender accepted: the pin screen names it by its last 4 digits. It comes
      // as the lender's mobileNumber, whichever field the form gave it from (the field's `ui:sendAs`).
      const last4 = phoneLast4(input.mobileNumber);
      if (last4 && !result.decision.error) store.set(atoms.codePhoneLast4, last4);
      follow(result.decision);
      // A call that did not get through: the message on the screen offers to send the same event again.
      if (result.decision.stay && result.decision.error?.kind === 'network') store.set(atoms.retry, { screen, event, input });
      return result.decision;
    } finally {
      store.set(atoms.busy, false);
      if (wait) store.set(atoms.waiting, null);
    }
  }, [ctx, follow, runtime, state, store]);

  return { ctx, flow, state, follow, send };
}

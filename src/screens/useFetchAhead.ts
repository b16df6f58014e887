import { useEffect } from 'react';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { AHEAD_SCREENS, codeAhead } from '../../engine/flow/nextScreens';
import { fetchComponent } from '../components/registry';
import { loadScreenForm } from '../forms/lazyScreenForm';
import { callsAnswered, FETCH_AHEAD_MARK, fetchAheadWhenIdle } from '../start/fetchAhead';

// Once a screen is drawn and the page idle, the next screens' code is fetched, one screen after another (so the
// borrower's own calls always find a free connection), and the next screen draws as soon as the lender has answered.
// A component may name more to fetch with its code (`Component.ahead`: the bank link's script). No screen's downloads
// start while one of the borrower's own calls is under way.
// Failures are swallowed: the screen that needs the code asks for it again, with its own message and Try again.
export function useFetchAhead(flow: CompiledFlow, screenId: string): void {
  useEffect(() => {
    let live = true;
    const cancel = fetchAheadWhenIdle(() => {
      void (async () => {
        for (const { screen, component, form } of codeAhead(flow, screenId, AHEAD_SCREENS)) {
          // A tap's call under way (the borrower is leaving this screen, or may be): nothing more starts until it is
          // answered, and then only if the borrower is still here.
          await callsAnswered();
          if (!live) return;
          // Each screen's downloads as a User Timing span (DevTools' Timings track; bench:journey reads it).
          const detail = { from: screenId, screen, component, form };
          const started = performance.mark(FETCH_AHEAD_MARK, { detail });
          await Promise.all([
            component ? fetchComponent(component).then(({ default: Screen }) => Screen.ahead?.()).catch(() => undefined) : undefined,
            form ? loadScreenForm(form).catch(() => undefined) : undefined,
          ]);
          performance.measure(FETCH_AHEAD_MARK, { start: started.startTime, detail });
        }
      })();
    });
    return () => {
      live = false;
      cancel();
    };
  }, [flow, screenId]);
}

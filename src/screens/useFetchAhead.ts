import { useEffect } from 'react';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { AHEAD_SCREENS, codeAhead } from '../../engine/flow/nextScreens';
import { fetchComponent } from '../components/registry';
import { loadScreenForm } from '../forms/lazyScreenForm';
import { fetchAheadWhenIdle } from '../runtime/fetchAhead';

// Once a screen is drawn and the page idle, the next screens' code is fetched, one screen after another (so the
// borrower's own calls always find a free connection), and the next screen draws as soon as the lender has answered.
// Failures are swallowed: the screen that needs the code asks for it again, with its own message and Try again.
export function useFetchAhead(flow: CompiledFlow, screenId: string): void {
  useEffect(() => {
    let live = true;
    const cancel = fetchAheadWhenIdle(() => {
      void (async () => {
        for (const { component, form } of codeAhead(flow, screenId, AHEAD_SCREENS)) {
          if (!live) return;
          await Promise.all([
            component ? fetchComponent(component).catch(() => undefined) : undefined,
            form ? loadScreenForm(form).catch(() => undefined) : undefined,
          ]);
        }
      })();
    });
    return () => {
      live = false;
      cancel();
    };
  }, [flow, screenId]);
}

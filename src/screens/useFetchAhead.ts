import { useEffect } from 'react';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { nextScreens } from '../../engine/flow/nextScreens';
import { fetchComponent } from '../components/registry';
import { loadScreenForm } from '../forms/lazyScreenForm';
import { fetchAheadWhenIdle } from '../runtime/fetchAhead';

/** The budget (docs/adr/0010): the code of at most this many of the next screens, the likeliest first. */
export const AHEAD_SCREENS = 4;

/** A next screen's code to fetch ahead: its component, its form (code, rules, field libraries), or both. */
export interface AheadScreen { screen: string; component?: string; form?: string }

// What to fetch while the borrower reads `screenId`: the code of the screens it can lead to (engine/flow/nextScreens.ts,
// likeliest first), skipping those that draw with nothing new (no component or form, or the same as one already
// listed), up to AHEAD_SCREENS of them. Code only: a component's heavy libraries (the PDF viewer, the identity SDK,
// the bank-link script) are imported inside it when used, never by its module; a screen that knows the borrower will
// open one fetches it itself (Review and sign: the disclosure).
export function aheadOf(flow: CompiledFlow, screenId: string): AheadScreen[] {
  const seen = new Set<string>();
  const list: AheadScreen[] = [];
  for (const id of nextScreens(flow, screenId)) {
    if (list.length >= AHEAD_SCREENS) break;
    const { component, form } = flow.screens[id] ?? {};
    const parts = [component && `component:${component}`, form && `form:${form}`].filter((p): p is string => Boolean(p));
    if (parts.length === 0 || parts.every((p) => seen.has(p))) continue;
    parts.forEach((p) => seen.add(p));
    list.push({ screen: id, ...(component ? { component } : {}), ...(form ? { form } : {}) });
  }
  return list;
}

// Once a screen is drawn and the page idle, the next screens' code is fetched, one screen after another (so the
// borrower's own calls always find a free connection), and the next screen draws as soon as the lender has answered.
// Failures are swallowed: the screen that needs the code asks for it again, with its own message and Try again.
export function useFetchAhead(flow: CompiledFlow, screenId: string): void {
  useEffect(() => {
    let live = true;
    const cancel = fetchAheadWhenIdle(() => {
      void (async () => {
        for (const { component, form } of aheadOf(flow, screenId)) {
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

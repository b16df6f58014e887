import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Decision } from '../../engine/flow/Decision';
import { afterNextPaint } from '../start/schedule';
import { focusAfterStay } from './focusAfterStay';
import type { JourneyApi } from './useJourney';

/** What the screen draws that the focus goes to. */
export interface ScreenFocusTargets {
  main: RefObject<HTMLElement | null>;
  pageError: RefObject<HTMLElement | null>;
  /** The screen's heading, focusable (tabindex -1). */
  heading: RefObject<HTMLElement | null>;
}

export interface ScreenFocusOptions {
  screenId: string;
  /** Changes on every arrival on the screen (the location's key), the same screen again included. */
  arrival: string;
  /** The heading is drawn (the screen's state may still be loading on the first render, which draws none). */
  drawn: boolean;
  /** A full-screen wait is shown in place of the screen. */
  takeover: boolean;
  journey: JourneyApi;
  targets: ScreenFocusTargets;
}

/** Sends an event from a screen; the focus then goes to its outcome when the borrower stays (or is routed back to it). */
export type SendFrom = (screen: string, event: string, input?: Record<string, unknown>) => Promise<Decision | null>;

// Where the focus is on a screen (WCAG 2.4.3): on the heading on every arrival, and again after a full-screen wait;
// on its outcome after an event that keeps the borrower here (src/screens/focusAfterStay.ts). Returns how the screen
// sends its events, which remembers the control pressed as the event starts.
export function useScreenFocus({ screenId, arrival, drawn, takeover, journey, targets }: ScreenFocusOptions): SendFrom {
  const { main, pageError, heading } = targets;
  const [stayed, setStayed] = useState<{ decision: Decision; pressed: Element | null } | null>(null);
  const sendFrom = useCallback(async (screen: string, event: string, input?: Record<string, unknown>) => {
    const pressed = document.activeElement;
    const decision = await journey.send(screen, event, input);
    // Routed back to this very screen (the bank linked, its balance too low: link another) is staying too: the app
    // does not navigate, so no arrival moves the focus, and what had it (the bank's window) is gone.
    if (decision?.stay || decision?.screen === screen) setStayed({ decision, pressed });
    return decision;
  }, [journey]);

  // A form that asks for its field at once (`ui:autofocus`, the pin code) has focused it on mount: keep that; the
  // field's hint carries what the heading would have said. The focus moves once the screen is painted, in a task of
  // its own: focusing lays the page out, which the task running the screen's other effects paid too (a long task on
  // a slow phone).
  useEffect(() => {
    if (!drawn) return undefined;
    return afterNextPaint(() => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && active.matches('main form input, main form select, main form textarea')) return;
      heading.current?.focus();
    });
  }, [screenId, arrival, drawn, heading]);
  // After a full-screen wait that keeps the borrower here, focus returns to the heading; an error it ended in then
  // takes it (below).
  const waited = useRef(false);
  useEffect(() => {
    if (takeover) waited.current = true;
    else if (waited.current) {
      waited.current = false;
      heading.current?.focus();
    }
  }, [takeover, heading]);
  // Drawn and painted (the field's message, the page error, a plan list read again), the event's outcome takes the focus.
  useEffect(() => {
    if (!stayed) return undefined;
    return afterNextPaint(() => focusAfterStay(stayed.decision, stayed.pressed, { main: main.current, pageError: pageError.current, heading: heading.current }));
  }, [stayed, main, pageError, heading]);
  return sendFrom;
}

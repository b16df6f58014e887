import type { Decision } from '../../engine/flow/Decision';
import { fieldControl } from '../forms/fieldControl';

/** What the screen holds that the focus may go to after an event that keeps the borrower on it. */
export interface StayTargets {
  /** The screen's main landmark: the fields are looked for in it. */
  main: HTMLElement | null;
  /** The page error's box (src/screens/PageError.tsx). */
  pageError: HTMLElement | null;
  /** The screen's heading, focusable (tabindex -1). */
  heading: HTMLElement | null;
}

/** A control the focus can sit on: on the page, and not switched off. */
const usable = (el: Element | null): el is HTMLElement =>
  el instanceof HTMLElement && el.isConnected && !el.matches(':disabled') && !el.closest('[hidden], [inert]');

// Where the focus goes once an event that keeps the borrower on the screen is done (WCAG 2.4.3): to the field the
// lender found wrong (its message is tied to it, read with it); to the page error; else it stays where the borrower
// left it (the control they pressed), or, when that control is gone or was switched off meanwhile (the browser then
// drops the focus to the page's top), the pressed control again, else the screen's heading. Never nowhere.
export function focusAfterStay(decision: Decision, pressed: Element | null, targets: StayTargets): void {
  const { main, pageError, heading } = targets;
  const error = decision.error;
  if (error?.kind === 'field' && error.field && main) {
    // The form says which control is the field's (its own box, else the first part of its group).
    const input = fieldControl(main, error.field, usable);
    if (input) return input.focus();
  }
  const alert = pageError?.querySelector<HTMLElement>('.alert') ?? null;
  if (error && error.kind !== 'cancelled' && alert) return alert.focus();
  const active = document.activeElement;
  if (usable(active) && active !== document.body) return;
  if (usable(pressed) && pressed !== document.body) return pressed.focus();
  heading?.focus();
}

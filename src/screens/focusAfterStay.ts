import type { Decision } from '../../engine/flow/Decision';

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

// A form's inputs are named `<form prefix>_<field>` (src/forms: the prefix is `f` and letters or digits); a birth
// date's group by its month. The field's own input, else the first of its group (a radio's options).
function fieldInput(main: HTMLElement, field: string): HTMLElement | null {
  const named = /^f[A-Za-z0-9]*_(.+)$/;
  for (const el of main.querySelectorAll<HTMLElement>('form input[id], form select[id], form textarea[id], form button[id]')) {
    const name = named.exec(el.id)?.[1];
    if ((name === field || name === `${field}_dobMonth` || name?.startsWith(`${field}-`)) && usable(el)) return el;
  }
  return null;
}

// Where the focus goes once an event that keeps the borrower on the screen is done (WCAG 2.4.3): to the field the
// lender found wrong (its message is tied to it, read with it); to the page error; else it stays where the borrower
// left it (the control they pressed), or, when that control is gone or was switched off meanwhile (the browser then
// drops the focus to the page's top), the pressed control again, else the screen's heading. Never nowhere.
export function focusAfterStay(decision: Decision, pressed: Element | null, targets: StayTargets): void {
  const { main, pageError, heading } = targets;
  const error = decision.error;
  if (error?.kind === 'field' && error.field && main) {
    const input = fieldInput(main, error.field);
    if (input) return input.focus();
  }
  const alert = pageError?.querySelector<HTMLElement>('.alert') ?? null;
  if (error && error.kind !== 'cancelled' && alert) return alert.focus();
  const active = document.activeElement;
  if (usable(active) && active !== document.body) return;
  if (usable(pressed) && pressed !== document.body) return pressed.focus();
  heading?.focus();
}

/** A submit that cannot send yet, as the borrower meets it: disabled, or (a form's submit, issue 48) aria-disabled,
 * which looks disabled and stays in the tab order. */
export const notReady = (button: Element | null | undefined): boolean =>
  Boolean(button && ((button as HTMLButtonElement).disabled || button.getAttribute('aria-disabled') === 'true'));

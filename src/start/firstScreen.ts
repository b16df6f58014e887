// The moment the app has drawn its first screen. When the boot has already painted the payment link's first screen
// (src/firstPaint), the app renders out of sight (src/start/main.tsx) and shows itself at that moment, in the same frame
// as the painted page goes, so the borrower sees no loading state in between. When the boot painted the screen's
// form too, that moment is the app's form drawn (the borrower may be typing in the painted one), not its heading.
// Anything that draws in place of a screen or a form (the error boundary, a problem) says so too; src/start/main.tsx also
// shows the app after a while whatever happens.

/** The attribute the page's root carries once the boot has painted a screen (its id): src/start/main.tsx reads it. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';
/** The attribute naming the painted screen's form: the boot asks for its validators with the form's code. */
export const FIRST_PAINT_FORM_ATTRIBUTE = 'data-first-paint-form';

/** The attribute on the page's root holding a link clicked on the painted form (one of the screen's documents), for
 * the app to open once it is there (src/firstPaint/adoptPaintedForm.ts). */
export const FIRST_PAINT_HELD_ATTRIBUTE = 'data-first-paint-held';

/** What has been drawn: a screen (its heading and copy), its form, or something in place of either. */
export type Drawn = 'screen' | 'form' | 'other';

let waiting: (() => void) | null = null;
let waitsForForm = false;

/** Calls `show` once, when the first screen is drawn (with `form`, once its form is). */
export function onFirstScreen(show: () => void, options: { form?: boolean } = {}): void {
  waiting = show;
  waitsForForm = options.form === true;
}

/** Called by what draws a screen, a form or a problem, in a layout effect (before the heading takes the focus). */
export function firstScreenDrawn(what: Drawn = 'screen'): void {
  if (waitsForForm && what === 'screen') return;
  const show = waiting;
  waiting = null;
  show?.();
}

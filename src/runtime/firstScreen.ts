// The moment the app has drawn its first screen. When the boot has already painted the payment link's first screen
// (src/firstPaint), the app renders out of sight (src/main.tsx) and shows itself at that moment, in the same frame
// as the painted page goes, so the borrower sees no loading state in between. Anything that draws in place of a
// screen (the error boundary) says so too; src/main.tsx also shows the app after a while whatever happens.

/** The attribute the page's root carries once the boot has painted a screen (its id): src/main.tsx reads it. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';
/** The attribute naming the painted screen's form: the boot asks for its validators with the form's code. */
export const FIRST_PAINT_FORM_ATTRIBUTE = 'data-first-paint-form';

let waiting: (() => void) | null = null;

/** Calls `show` once, when the first screen is drawn. */
export function onFirstScreen(show: () => void): void {
  waiting = show;
}

/** Called by what draws a screen, in a layout effect (before the heading takes the focus). */
export function firstScreenDrawn(): void {
  const show = waiting;
  waiting = null;
  show?.();
}

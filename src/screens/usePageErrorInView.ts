import { useEffect, type RefObject } from 'react';

// The borrower pressed a button at the foot of a long form: the page's error (and its Try again) is brought into
// view when it is off screen, without motion for those who asked for none. Moving the focus to it is
// useScreenFocus's; role="alert" announces the words once.
export function usePageErrorInView(pageError: unknown, box: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const shown = box.current;
    if (!pageError || !shown || typeof shown.scrollIntoView !== 'function') return;
    const { top, bottom } = shown.getBoundingClientRect();
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    if (top < 0 || bottom > window.innerHeight) shown.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  }, [pageError, box]);
}

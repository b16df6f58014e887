import { useState, type ReactNode, type RefObject } from 'react';
import type { ShownError } from '../../engine/content/errorText';

interface Props {
  /** The error the page shows (its identity: a new one is a new error, the same one redrawn is not). */
  error: ShownError | null;
  /** Its sentence in the language shown now. */
  text: string | null;
  /** The language shown now. */
  locale: string;
  /** The box, brought into view and focused by the screen. */
  boxRef: RefObject<HTMLDivElement | null>;
  /** What goes under the sentence (a Try again). */
  children?: ReactNode;
}

// The screen's page error: an alert when it appears, so it is announced once; focusable (tabindex -1) so the screen
// can move the focus to it after the borrower's action ended in it (WCAG 2.4.3). Redrawn in another language it is
// no longer an alert: a live region whose words are replaced is announced again, and a language switch must not
// read out every error on the page once more (WCAG 4.1.3, 3.2); a new error is an alert again.
export function PageError({ error, text, locale, boxRef, children }: Props) {
  // The error as it arrived, and whether the page has been redrawn in another language since (React's "state from
  // the previous render": set while drawing, no extra paint).
  const [seen, setSeen] = useState({ error, locale, quiet: false });
  if (seen.error !== error) setSeen({ error, locale, quiet: false });
  else if (seen.locale !== locale) setSeen({ error, locale, quiet: true });
  const quiet = seen.error === error && (seen.quiet || seen.locale !== locale);
  return (
    <div ref={boxRef} className="page-error">
      {text ? <div className="alert" role={quiet ? undefined : 'alert'} tabIndex={-1}>{text}</div> : null}
      {children}
    </div>
  );
}

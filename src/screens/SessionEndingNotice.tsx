import { useAtomValue } from 'jotai';
import { useLayoutEffect } from 'react';
import { displayLocale } from '../../engine/content/displayLocale';
import { resolveVariant } from '../../engine/content/resolveVariant';
import { catalog } from '../content/catalog';
import { atoms } from '../state/atoms';
import { Button } from '../ui/Button';
import { Markdown } from '../ui/Markdown';
import { plainText } from '../ui/plainText';
import './sessionEndingNotice.css';

export interface SessionEndingNoticeProps {
  /** When the session ends (epoch ms), or null while nothing is to be said. */
  endsAt: number | null;
  /** The prequal journey (no payment link to log in again with): its own words for how to continue. */
  prequal: boolean;
  onDismiss: () => void;
}

/** Hiding the notice removes the button that had the focus: the focus goes to the screen's heading, just below, so
 * the borrower goes on from the top of the screen rather than from the start of the page. */
function focusScreenHeading(): void {
  const heading = document.querySelector<HTMLElement>('.screen h1[tabindex="-1"]');
  heading?.focus();
}

/** The notice pushes the screen down as it appears: the control being used is brought back into view if it left it,
 * so the borrower's place is kept (the browser's scroll anchoring does not act at the top of the page). */
function keepFocusedInView(): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) focused.scrollIntoView?.({ block: 'nearest' });
}

// The one-hour limit is the spec's and activity does not move it, so the borrower is told ahead when it comes, what
// is kept and how to go on (WCAG 2.2.1). A notice above the screen, not a dialog: it never takes the focus from a
// field being typed in, and sits in the page's flow (not fixed or sticky), so it never covers the focused control
// (WCAG 2.4.11). It is an alert, announced once as it appears (an alert put in the page is read out); its words do
// not count down (the end is a clock time), so nothing announces them again. The words are
// content/<locale>/modals/sessionEnding.md.
export function SessionEndingNotice({ endsAt, prequal, onDismiss }: SessionEndingNoticeProps) {
  // Redrawn on a language switch: the words and the time's format are read as it draws.
  useAtomValue(atoms.locale);
  const base = catalog.modals.sessionEnding;
  const copy = base ? resolveVariant(base, prequal ? 'prequalLink' : undefined) : undefined;
  const showing = copy !== undefined && endsAt !== null;
  useLayoutEffect(() => {
    if (showing) keepFocusedInView();
  }, [showing]);
  const values = {};
  const time = endsAt === null ? '' : new Intl.DateTimeFormat(displayLocale(), { hour: 'numeric', minute: '2-digit' }).format(endsAt);
  return (
    <div className="session-ending">
      {copy && endsAt !== null ? (
        <section className="session-ending-card" role="alert" aria-labelledby="session-ending-title">
          <h2 id="session-ending-title">{plainText(copy.title, values)}</h2>
          <p className="session-ending-time">
            {plainText(copy.labels.endsAt, values)} <strong>{time}</strong>
          </p>
          <Markdown text={copy.body} values={values} />
          {copy.labels.continue ? <p>{plainText(copy.labels.continue, values)}</p> : null}
          <Button kind="secondary" onClick={() => { onDismiss(); focusScreenHeading(); }}>{plainText(copy.buttons.close, values)}</Button>
        </section>
      ) : null}
    </div>
  );
}

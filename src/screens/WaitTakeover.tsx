import { useEffect, useRef } from 'react';

// The screen while a decision runs (a flow handler with `wait:`): it takes the place of the screen's content at
// once, with the animated loader and the waiting text, and takes the focus so a screen reader reads it (it is
// also a polite live region). The screen's content stays mounted underneath, hidden, so nothing typed is lost.
export function WaitTakeover({ text, hint }: { text: string; hint: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="wait-takeover" role="status" aria-live="polite" tabIndex={-1}>
      <span className="loader-dots wait-dots" aria-hidden="true" />
      <p className="wait-text">{text}</p>
      {hint ? <p className="wait-hint">{hint}</p> : null}
    </div>
  );
}

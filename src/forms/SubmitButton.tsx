import { useState } from 'react';
import { Button, type ButtonKind } from '../ui/Button';

export interface SubmitButtonProps {
  kind: ButtonKind;
  label: string | undefined;
  busy: boolean;
  /** Whether the form may be sent (engine/forms/formModel.ts's readiness). */
  ready: boolean;
  /** The "Still needed" line: what the form waits for, in words ('' when it waits for nothing it can name). */
  needs: string;
  /** How many submits were tried: each one tried while the form may not be sent says the line again. */
  tried: number;
  needsId: string;
}

// A form's submit, drawn from the form's readiness: it cannot send until the form may be sent, and then says what it
// waits for in a line tied to it (aria-describedby), so a borrower who cannot use it knows why (issue 15).
// Not ready, it is aria-disabled rather than disabled (issue 48, WCAG 2.2): it looks disabled and sends nothing, but
// stays in the tab order, so a keyboard or screen reader user meets it and its "Still needed" line, and the browser
// sends the form on Enter in a field, as it never does while the submit is disabled. A submit tried then sends
// nothing (the model's attempt: every problem shows, the first field missing takes the focus) and the line is said
// in a polite live region: said again at each try, though its words are the same, and gone once they change.
export function SubmitButton({ kind, label, busy, ready, needs, tried, needsId }: SubmitButtonProps) {
  const said = useSaidAtEachTry(tried, ready ? '' : needs);
  return (
    <>
      {needs ? <p id={needsId} className="submit-needs">{needs}</p> : null}
      <Button type="submit" kind={kind} aria-disabled={!ready || undefined} busy={busy} aria-describedby={needs ? needsId : undefined}>{label}</Button>
      <div className="visually-hidden" role="status" aria-live="polite">{said}</div>
    </>
  );
}

/** What the live region says: the line, at each try (a clear counting the tries from none again says nothing). */
function useSaidAtEachTry(tried: number, line: string): string {
  const [said, setSaid] = useState({ tried, line, text: '' });
  if (said.tried !== tried) {
    // A live region speaks when its words change: the same line again gets a no-break space, and loses it next time.
    const text = tried < said.tried || !line ? '' : said.line === line && said.text === line ? `${line}\u00a0` : line;
    setSaid({ tried, line, text });
    return text;
  }
  return said.line === line ? said.text : '';
}

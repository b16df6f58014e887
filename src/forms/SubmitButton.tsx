import { useState } from 'react';
import { Button, type ButtonKind } from '../ui/Button';

export interface SubmitButtonProps {
  kind: ButtonKind;
  label: string | undefined;
  busy: boolean;
  ready: boolean;
  /** The "Still needed" line: what the form waits for, in words ('' when it waits for nothing it can name). */
  needs: string;
  /** How many submits were tried: each one tried while the form may not be sent says the line again. */
  tried: number;
  needsId: string;
}

// Not ready, the submit says what it waits for in a line tied to it (issue 15), and is aria-disabled, not disabled
// (issue 48, WCAG 2.2): it stays in the tab order with its line, and the browser still sends the form on Enter in a
// field. A try then sends nothing (the model shows every problem) and the line is said in a polite live region.
export function SubmitButton({ kind, label, busy, ready, needs, tried, needsId }: SubmitButtonProps) {
  // The live region says the line at each try (a clear counting the tries from none again says nothing).
  const line = ready ? '' : needs;
  const [said, setSaid] = useState({ tried, line, text: '' });
  let text = said.line === line ? said.text : '';
  if (said.tried !== tried) {
    // A live region speaks when its words change: the same line again gets a no-break space, and loses it next time.
    text = tried < said.tried || !line ? '' : said.line === line && said.text === line ? `${line}\u00a0` : line;
    setSaid({ tried, line, text });
  }
  return (
    <>
      {needs ? <p id={needsId} className="submit-needs">{needs}</p> : null}
      <Button type="submit" kind={kind} aria-disabled={!ready || undefined} busy={busy} aria-describedby={needs ? needsId : undefined}>{label}</Button>
      <div className="visually-hidden" role="status" aria-live="polite">{text}</div>
    </>
  );
}

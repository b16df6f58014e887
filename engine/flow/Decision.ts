// What the engine tells the app to do: show this screen at this path. `via` names the rule or transition that
// decided (for traces, QA and flow coverage).
export interface Decision {
  screen: string;
  path: string;
  via: string;
  /** Stay on the current screen (no navigation). */
  stay?: boolean;
  /** On staying: the form's fields to empty, each with the error text (content's errors.yaml key) it says. */
  clear?: Record<string, string>;
  /** Replace the history entry instead of pushing one. */
  replace?: boolean;
  /** Query string values to add to the path (e.g. prequal=true). */
  query?: Record<string, string>;
  /** The error that led here, when one did. */
  error?: { kind: string; message?: string; code?: string; field?: string };
  /** When an error sends the borrower away: the screen they were on, where a flow's `$return` brings them back. */
  from?: { screen: string; path: string };
}

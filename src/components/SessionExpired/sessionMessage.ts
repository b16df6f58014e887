/** What decides the session-expired sentence. */
export interface SessionMessageFacts {
  /** The page's path (or screen id) names inactivity. */
  inactivity: boolean;
  /** A continue path exists and it is not the root. */
  canContinue: boolean;
}

/** Why: product words the pieces ('Your session has timed out', ' due to inactivity', ' where you left off'); the page only joins them. */
export function sessionMessage(labels: Record<string, string>, facts: SessionMessageFacts): string {
  return [labels.timedOut ?? '', facts.inactivity ? (labels.dueToInactivity ?? '') : '', facts.canContinue ? (labels.whereYouLeftOff ?? '') : ''].join('');
}

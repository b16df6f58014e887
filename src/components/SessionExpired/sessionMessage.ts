import { interpolate } from '../../../engine/content/interpolate';

/** What decides the session-expired sentence. */
export interface SessionMessageFacts {
  /** The page's path (or screen id) names inactivity. */
  inactivity: boolean;
  /** A continue path exists and it is not the root. */
  canContinue: boolean;
}

/** The sentences the page shows: the timeout, and (with somewhere to continue) the invitation to pick up. */
export interface SessionMessage {
  timedOut: string;
  continueText: string | null;
}

// Product words the spec's pieces ('Your session has timed out', ' due to inactivity', ' where you left off') and
// says in `sentence` / `continueSentence` how they read as sentences; the page only fills the pieces in. A piece
// whose fact is false is empty.
export function sessionMessage(labels: Record<string, string>, facts: SessionMessageFacts): SessionMessage {
  const pieces = {
    timedOut: labels.timedOut ?? '',
    dueToInactivity: facts.inactivity ? (labels.dueToInactivity ?? '') : '',
    whereYouLeftOff: facts.canContinue ? (labels.whereYouLeftOff ?? '') : '',
  };
  const fill = (template: string | undefined) => (template === undefined ? '' : interpolate(template, pieces, {}, { mode: 'text' }).trim());
  return {
    timedOut: fill(labels.sentence ?? '{timedOut}{dueToInactivity}'),
    continueText: facts.canContinue && labels.continueSentence ? fill(labels.continueSentence) : null,
  };
}

/** What in the config keeps a screen from being drawn. */
export type ConfigCause = 'missingForm' | 'missingValidators' | 'unknownWidget' | 'unknownField' | 'badOrder' | 'unknownComponent';

/**
 * One config mistake that keeps a screen from being drawn: what kind, the file to fix and a sentence for the
 * developer (`widget "x" of field "phone" is not a widget (did you mean "text"?)`). Never shown to a borrower in
 * production: they read content's screenConfigBroken instead.
 */
export interface ConfigProblem {
  cause: ConfigCause;
  file: string;
  detail: string;
}

// Thrown while drawing a screen whose config names something that does not exist (a form, a widget, a component):
// the screen's boundary tells it from a download that failed and says so, never a network message.
export class ScreenConfigError extends Error {
  readonly problem: ConfigProblem;

  constructor(problem: ConfigProblem) {
    super(`${problem.file}: ${problem.detail}`);
    this.name = 'ScreenConfigError';
    this.problem = problem;
  }
}

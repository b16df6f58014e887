/** A config mistake for the developer: its kind, the file to fix, a sentence (a borrower reads screenConfigBroken). */
export interface ConfigProblem {
  cause: 'missingForm' | 'missingValidators' | 'unknownWidget' | 'unknownField' | 'badOrder' | 'unknownComponent';
  file: string;
  detail: string;
}

// Thrown drawing a screen whose config names something missing: its boundary tells it from a failed download.
export class ScreenConfigError extends Error {
  constructor(readonly problem: ConfigProblem) {
    super(`${problem.file}: ${problem.detail}`);
    this.name = 'ScreenConfigError';
  }
}

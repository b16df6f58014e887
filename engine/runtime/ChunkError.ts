// A part of the app's code (the form library, a form's rules, a screen's component) could not be downloaded: a
// network failure, which the screen says as such and offers to try again; never a config problem.
export class ChunkError extends Error {
  constructor(cause: unknown) {
    super(`a part of the app's code could not be downloaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ChunkError';
  }
}

// The form library's code (the form chunk) could not be downloaded: a network failure, which the screen says as
// such and offers to try again; never a config problem.
export class FormChunkError extends Error {
  constructor(cause: unknown) {
    super(`the form code could not be downloaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'FormChunkError';
  }
}

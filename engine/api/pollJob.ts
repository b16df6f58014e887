import { err, type Result } from '../Result';
import type { ApiError } from './ApiError';
import { API_ERROR_CODES } from './apiErrorCodes';
import { jobSchedule } from './jobSchedule';

export interface PollJobOptions {
  /** Waits ms milliseconds (injected so tests control time). */
  sleep: (ms: number) => Promise<void>;
  /** The caller's signal: once aborted, polling stops with kind 'cancelled'. */
  signal?: AbortSignal;
  /** Waits before each poll; defaults to the spec schedule (18 polls). */
  schedule?: readonly number[];
  /** Told after each poll, with its 1-based number and HTTP status (no body: bodies are never logged). */
  onPoll?: (attempt: number, status: number) => void;
}

const cancelled: ApiError = { kind: 'cancelled' };

// Resolves after ms, or as soon as the signal aborts (true when the wait was cut short).
const waitUnlessAborted = (sleep: (ms: number) => Promise<void>, ms: number, signal?: AbortSignal): Promise<boolean> => {
  if (signal === undefined) return sleep(ms).then(() => false);
  if (signal.aborted) return Promise.resolve(true);
  return new Promise<boolean>((resolve) => {
    const onAbort = (): void => resolve(true);
    signal.addEventListener('abort', onAbort, { once: true });
    void sleep(ms).then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(signal.aborted);
    });
  });
};

// Follows an asynchronous job (HTTP 202 + jobId) by waiting, then polling, on the spec's schedule until a poll's
// status is no longer 202; that poll's reply is the answer. Past the schedule: 'jobTimeout' naming the job.
export async function pollJob<T extends { status: number }>(
  jobId: string,
  pollOnce: () => Promise<Result<T, ApiError>>,
  options: PollJobOptions,
): Promise<Result<T, ApiError>> {
  const schedule = options.schedule ?? jobSchedule;
  for (const [index, delayMs] of schedule.entries()) {
    if (await waitUnlessAborted(options.sleep, delayMs, options.signal)) return err(cancelled);
    const reply = await pollOnce();
    if (!reply.ok) return reply;
    options.onPoll?.(index + 1, reply.value.status);
    if (reply.value.status !== 202) return reply;
  }
  return err({ kind: 'jobTimeout', code: API_ERROR_CODES.jobTimeout, params: { id: jobId } });
}

import ky, { HTTPError, type KyInstance } from 'ky';
import { err, ok, type Result } from '../Result';
import type { SessionTokenStore } from '../session/createSessionTokenStore';
import type { ApiError } from './ApiError';
import type { ApiEvent } from './ApiEvent';
import { API_HEADERS } from './apiHeaders';
import { decodeToken } from './decodeToken';
import type { ErrorRule } from './ErrorRule';
import { createRequestKeys, requestIdentity } from './createRequestKeys';
import { failureToApiError } from './failureToApiError';
import { lenderAnswered } from './lenderAnswered';
import { pollJob } from './pollJob';
import { readReply, type Reply } from './readReply';
import { redactPath } from './redactPath';
import { replyToResult } from './replyToResult';
import { RETRY_POLICY, retryAfterMs, retryDelay, type RetryPolicy } from './retryPolicy';

// Spec section 9: a request that has not answered in 60 s is given up. Retries happen inside that time.
export const REQUEST_TIMEOUT_MS = RETRY_POLICY.deadlineMs;

export type SearchParams = Record<string, string | number | boolean | undefined>;
export interface RequestOptions {
  searchParams?: SearchParams;
  /** The caller's signal; an aborted call resolves to { kind: 'cancelled' }, which callers ignore. */
  signal?: AbortSignal;
}
export interface PostOptions extends RequestOptions {
  /**
   * The spec's client-made request id (lock, confirmation: createIdempotencyKeys), sent as the Idempotency-Key
   * header. A call that carries one is sent again on any failure that says nothing; a write without one only on a
   * failure that says the lender did not act on it (docs/adr/0007, "A slow lender").
   */
  idempotencyKey?: string;
}

export interface ApiClientOptions {
  /** API base; '/api' unless the app passes import.meta.env.VITE_API_BASE_URL. */
  baseUrl?: string;
  fetch?: typeof fetch;
  tokenStore: SessionTokenStore;
  /** The device blackbox, sent as X-Device-Blackbox when available. */
  deviceHeader?: () => string | undefined;
  /** Waits between job polls; defaults to setTimeout. */
  timers?: { sleep(ms: number): Promise<void> };
  onEvent?: (event: ApiEvent) => void;
  /** Rules from flows/errors.yaml (parseErrorRules). Without them every server message is a general error. */
  errorRules?: readonly ErrorRule[];
  /** How calls that do not get through are retried (retryPolicy.ts); tests shorten the waits. */
  retry?: Partial<RetryPolicy>;
  /** The jitter's randomness (Math.random); tests pin it. */
  random?: () => number;
  /** Whether the device is online (navigator.onLine in the browser): an offline device is not retried. */
  isOnline?: () => boolean;
  /** The clock the retry window is measured on. */
  now?: () => number;
}

export type ApiResult = Result<unknown, ApiError>;
export interface ApiClient {
  get(path: string, options?: RequestOptions): Promise<ApiResult>;
  patch(path: string, body: unknown, options?: RequestOptions): Promise<ApiResult>;
  post(path: string, body: unknown, options?: PostOptions): Promise<ApiResult>;
}

interface Exchange extends Reply {
  decoded?: Record<string, unknown>;
}
interface Call {
  method: 'GET' | 'PATCH' | 'POST';
  path: string;
  body?: unknown;
  options: PostOptions;
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The one way the app talks to the lender API: bearer auth from the session, token refresh from the
// X-Session-Token header, 202 jobs followed to their result, and every outcome a Result whose error says what kind
// of failure it was. A call that does not get through is retried by ky when that is safe for a lender that ignores
// Idempotency-Key: a read, or a write carrying the spec's request id, on any failure that says nothing; any other
// PATCH or POST only on a 408, 429 or 503, which say the lender did not act on it (it still carries a key, one per
// logical action, createRequestKeys, for a lender that honours it). Backoff with jitter, Retry-After honoured, no
// retry once the device is offline or the retry window is spent, and one attempt may take the spec's whole 60 s
// (docs/adr/0007).
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokenStore, deviceHeader, onEvent } = options;
  const rules = options.errorRules ?? [];
  const sleep = options.timers?.sleep ?? defaultSleep;
  const policy: RetryPolicy = { ...RETRY_POLICY, ...options.retry };
  const random = options.random ?? Math.random;
  const online = options.isOnline ?? (() => true);
  const now = options.now ?? (() => Date.now());
  const keys = createRequestKeys();
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl ?? '/api',
    timeout: policy.attemptTimeoutMs,
    // Only a status worth retrying is thrown (for ky's retry); every other answer is read as it is.
    throwHttpErrors: (status) => policy.statuses.includes(status),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const emit = (event: ApiEvent): void => {
    try {
      onEvent?.(event);
    } catch {
      // A faulty listener must not break a borrower's request.
    }
  };

  // One HTTP request (with its retries) and its reply; stores a refreshed session token whatever the status.
  const exchange = async (call: Call): Promise<Result<Exchange, ApiError>> => {
    const { method, path, body, options: callOptions } = call;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = tokenStore.getAuthToken();
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    const device = deviceHeader?.();
    if (device !== undefined && device !== '') headers[API_HEADERS.deviceBlackbox] = device;
    // Every call that changes something carries a key, so a retry (ours or the borrower's) is never done twice.
    const identity = method === 'GET' ? null : requestIdentity(method, path, callOptions.searchParams, body);
    const key = callOptions.idempotencyKey ?? (identity !== null ? keys.keyFor(identity) : undefined);
    if (key !== undefined) headers[API_HEADERS.idempotencyKey] = key;
    // Sent twice, does it do twice what it does? A read, or a write with the spec's request id, cannot. Any other
    // write may have reached the lender when its answer is lost, a 500 or a gateway's 502/504: not sent again.
    const replayable = method === 'GET' || callOptions.idempotencyKey !== undefined;
    const retriedStatuses = replayable ? policy.statuses : policy.statuses.filter((status) => policy.unprocessedStatuses.includes(status));
    const started = now();
    // The whole call's deadline, every attempt and wait included, beside the caller's own signal.
    const deadline = new AbortController();
    let deadlinePassed = false;
    const timer = setTimeout(() => {
      deadlinePassed = true;
      deadline.abort();
    }, policy.deadlineMs);
    const onCallerAbort = (): void => deadline.abort();
    callOptions.signal?.addEventListener('abort', onCallerAbort, { once: true });
    if (callOptions.signal?.aborted === true) deadline.abort();
    // The next wait, decided where the retry is decided, so no retry starts after the window.
    let planned = 0;
    let response: Response;
    try {
      response = await http(path.replace(/^\/+/, ''), {
        method,
        headers,
        signal: deadline.signal,
        ...(body !== undefined ? { json: body } : {}),
        ...(callOptions.searchParams ? { searchParams: callOptions.searchParams } : {}),
        retry: {
          limit: policy.limit,
          methods: [method.toLowerCase() as 'get'],
          statusCodes: [...retriedStatuses],
          afterStatusCodes: [429, 503],
          maxRetryAfter: policy.maxRetryAfterMs,
          retryOnTimeout: replayable,
          delay: () => planned,
          shouldRetry: async ({ error, retryCount }) => {
            if (!online()) return false;
            // No answer at all (a dropped connection, a timeout): a write may have been done all the same.
            if (!replayable && !(error instanceof HTTPError)) return false;
            const asked = error instanceof HTTPError ? retryAfterMs(error.response.status, error.response.headers.get('Retry-After'), now(), policy) : null;
            planned = retryDelay(retryCount, policy, random);
            if (now() - started + (asked ?? planned) > policy.retryWindowMs) return false;
            // A failure the lender explains is its answer, not the network's: never retried. A gateway's 502/503/504
            // is retried whatever its body; its words are read only once the retries are spent.
            if (error instanceof HTTPError && lenderAnswered(await readReply(error.response.clone()), policy.statuses)) return false;
            return undefined;
          },
        },
      });
    } catch (error) {
      if (error instanceof HTTPError) response = error.response;
      else {
        const failure = failureToApiError(error, {
          ...(callOptions.signal ? { signal: callOptions.signal } : {}), deadlinePassed, offline: !online(),
        });
        emit({ type: 'failure', method, path: redactPath(path), kind: failure.kind, ...(failure.code ? { code: failure.code } : {}) });
        return err(failure);
      }
    } finally {
      clearTimeout(timer);
      callOptions.signal?.removeEventListener('abort', onCallerAbort);
    }
    const refreshed = response.headers.get(API_HEADERS.sessionToken);
    let decoded: Record<string, unknown> | undefined;
    if (refreshed !== null && refreshed !== '') {
      tokenStore.setAuthToken(refreshed);
      decoded = decodeToken(refreshed) as Record<string, unknown> | undefined;
      emit({ type: 'tokenRefreshed' });
    }
    const reply = await readReply(response);
    if (callOptions.signal?.aborted === true) return err({ kind: 'cancelled' });
    // The lender answered this request: the same request again is a new action with a new key. A gateway's failure
    // keeps the key for the borrower's try again.
    if (identity !== null && lenderAnswered(reply, policy.statuses)) keys.answered(identity);
    emit({ type: 'response', method, path: redactPath(path), status: reply.status });
    return ok({ ...reply, ...(decoded ? { decoded } : {}) });
  };

  const request = async (call: Call): Promise<ApiResult> => {
    const first = await exchange(call);
    if (!first.ok) return first;
    let final: Exchange = first.value;
    let decoded = first.value.decoded;
    const jobId = isPlainObject(final.body) ? final.body.jobId : undefined;
    if (final.status === 202 && (typeof jobId === 'string' || typeof jobId === 'number') && String(jobId) !== '') {
      const id = String(jobId);
      const signal = call.options.signal;
      const polled = await pollJob(
        id,
        async () => {
          const poll = await exchange({ method: 'GET', path: `jobs/${encodeURIComponent(id)}`, options: signal ? { signal } : {} });
          if (poll.ok && poll.value.decoded) decoded = poll.value.decoded;
          return poll;
        },
        { sleep, ...(signal ? { signal } : {}), onPoll: (attempt, status) => emit({ type: 'jobPoll', attempt, status }) },
      );
      if (!polled.ok) {
        if (polled.error.kind === 'jobTimeout') emit({ type: 'failure', method: call.method, path: redactPath(call.path), kind: 'jobTimeout', code: 'jobTimeout' });
        return polled;
      }
      final = polled.value;
    }
    const result = replyToResult(final, rules);
    if (!result.ok) {
      const { kind, code, status } = result.error;
      emit({ type: 'failure', method: call.method, path: redactPath(call.path), kind, ...(code ? { code } : {}), ...(status ? { status } : {}) });
      return result;
    }
    // Spec section 7: the decoded refreshed token rides along as `jwt` unless the body already has one.
    if (decoded && isPlainObject(result.value) && !('jwt' in result.value)) return ok({ ...result.value, jwt: decoded });
    return result;
  };

  return {
    get: (path, callOptions = {}) => request({ method: 'GET', path, options: callOptions }),
    patch: (path, body, callOptions = {}) => request({ method: 'PATCH', path, body, options: callOptions }),
    post: (path, body, callOptions = {}) => request({ method: 'POST', path, body, options: callOptions }),
  };
}

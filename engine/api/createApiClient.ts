import ky, { type KyInstance } from 'ky';
import { err, ok, type Result } from '../Result';
import type { SessionTokenStore } from '../session/createSessionTokenStore';
import type { ApiError } from './ApiError';
import type { ApiEvent } from './ApiEvent';
import { API_HEADERS } from './apiHeaders';
import { decodeToken } from './decodeToken';
import type { ErrorRule } from './ErrorRule';
import { failureToApiError } from './failureToApiError';
import { pollJob } from './pollJob';
import { readReply, type Reply } from './readReply';
import { redactPath } from './redactPath';
import { replyToResult } from './replyToResult';

// Spec section 9: a request that has not answered in 60 s is given up (never silently retried).
export const REQUEST_TIMEOUT_MS = 60_000;

export type SearchParams = Record<string, string | number | boolean | undefined>;
export interface RequestOptions {
  searchParams?: SearchParams;
  /** The caller's signal; an aborted call resolves to { kind: 'cancelled' }, which callers ignore. */
  signal?: AbortSignal;
}
export interface PostOptions extends RequestOptions {
  /** Sent as the Idempotency-Key header (see createIdempotencyKeys). */
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
// X-Session-Token header, 60 s timeout, no silent retries, 202 jobs followed to their result, and every
// outcome a Result whose error says what kind of failure it was.
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokenStore, deviceHeader, onEvent } = options;
  const rules = options.errorRules ?? [];
  const sleep = options.timers?.sleep ?? defaultSleep;
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl ?? '/api',
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const emit = (event: ApiEvent): void => {
    try {
      onEvent?.(event);
    } catch {
      // A faulty listener must not break a borrower's request.
    }
  };

  // One HTTP request and its reply; stores a refreshed session token whatever the status.
  const exchange = async (call: Call): Promise<Result<Exchange, ApiError>> => {
    const { method, path, body, options: callOptions } = call;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = tokenStore.getAuthToken();
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    const device = deviceHeader?.();
    if (device !== undefined && device !== '') headers[API_HEADERS.deviceBlackbox] = device;
    if (callOptions.idempotencyKey !== undefined) headers[API_HEADERS.idempotencyKey] = callOptions.idempotencyKey;
    let response: Response;
    try {
      response = await http(path.replace(/^\/+/, ''), {
        method,
        headers,
        ...(body !== undefined ? { json: body } : {}),
        ...(callOptions.searchParams ? { searchParams: callOptions.searchParams } : {}),
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
      });
    } catch (error) {
      const failure = failureToApiError(error, callOptions.signal);
      emit({ type: 'failure', method, path: redactPath(path), kind: failure.kind, ...(failure.code ? { code: failure.code } : {}) });
      return err(failure);
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

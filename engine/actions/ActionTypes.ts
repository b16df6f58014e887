import type { ApiClient } from '../api/createApiClient';
import type { ApiError } from '../api/ApiError';
import type { IdempotencyKeys } from '../api/idempotencyKey';
import type { Result } from '../Result';
import type { TokenStore } from '../session/createTokenStore';

/** What an action may use: the API client and the stores, all injected. */
export interface ActionDeps {
  api: ApiClient;
  tokens: TokenStore;
  idempotency: IdempotencyKeys;
  sleep(ms: number): Promise<void>;
  now(): number;
}

/** The state an action starts from and the input the screen gathered (form values, button input, event data). */
export interface ActionInput<S> {
  state: S;
  input: Record<string, unknown>;
  /** The handler's `save:` map from flows/ (form field -> API field), for actions that save a form's answers. */
  save?: Record<string, string>;
}

/** A new state (usually the response the call returned, normalised), plus anything a screen shows next. */
export interface ActionOutput<S> {
  state: S;
  data?: Record<string, unknown>;
}

export type Action<S> = (deps: ActionDeps, args: ActionInput<S>) => Promise<Result<ActionOutput<S>, ApiError>>;

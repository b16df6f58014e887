import type { ActionDeps } from '../../engine/actions/ActionTypes';
import type { ApiClient, ApiResult } from '../../engine/api/createApiClient';
import { createIdempotencyKeys } from '../../engine/api/idempotencyKey';
import { createTokenStore } from '../../engine/session/createTokenStore';

export interface Call { method: 'GET' | 'PATCH' | 'POST'; path: string; body?: unknown; idempotencyKey?: string; searchParams?: unknown }
export type Responder = (call: Call) => ApiResult;

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
};

// Action dependencies with a scripted API: every call is recorded, and `respond` answers it.
export function fakeDeps(respond: Responder) {
  const calls: Call[] = [];
  const api: ApiClient = {
    get: async (path, o) => { const c: Call = { method: 'GET', path, searchParams: o?.searchParams }; calls.push(c); return respond(c); },
    patch: async (path, body) => { const c: Call = { method: 'PATCH', path, body }; calls.push(c); return respond(c); },
    post: async (path, body, o) => { const c: Call = { method: 'POST', path, body, ...(o?.idempotencyKey ? { idempotencyKey: o.idempotencyKey } : {}) }; calls.push(c); return respond(c); },
  };
  const local = memory();
  let n = 0;
  const deps: ActionDeps = {
    api,
    tokens: createTokenStore(local, () => 1_700_000_000_000),
    idempotency: createIdempotencyKeys(undefined, () => `key-${++n}`),
    sleep: async () => undefined,
    now: () => 1_700_000_000_000,
  };
  return { deps, calls, local: local.m };
}

import { createHash } from 'node:crypto';
import { ApiFailure } from './ApiFailure';
import type { ContractOperation } from './contractOperations';
import { idempotencyKeyOf } from './idempotencyKeyOf';
import { OWNER_PARAMS, idempotencyScope, type IdempotencyScope } from './idempotencyScope';
import type { Call, Handler, Reply, ServerContext } from './ServerContext';
import { canonicalJson as canonical } from '../../engine/api/canonicalJson';

/** Runs one contract call through its handler, honouring the call's Idempotency-Key. */
export type IdempotentRun = (op: ContractOperation, call: Call, handler: Handler) => Promise<Reply>;

// What makes two requests "the same": the call, the path parameters that do not name the owner (the offer, the
// document), the query and the body. The owner is the scope itself.
function requestHash(op: ContractOperation, call: Call): string {
  const params = Object.fromEntries(Object.entries(call.params).filter(([name]) => !OWNER_PARAMS.includes(name)));
  return createHash('sha256').update(`${op.operationId}\n${canonical(params)}\n${canonical(call.query)}\n${canonical(call.body)}`).digest('hex');
}

const isSuccess = (reply: Reply): boolean => reply.status >= 200 && reply.status < 300;
const isPromise = (value: unknown): value is Promise<Reply> => typeof (value as Promise<Reply> | undefined)?.then === 'function';

// The idempotency layer every mutating contract call passes through (registerContractRoutes), one per server.
//
// Concurrency: the first request with a key (within its owner) runs; a request with the same key that arrives
// while it runs waits for its outcome, then looks again: a stored answer is repeated (or 422 for another body),
// and when the first stored nothing (a 4xx/5xx, or it threw) the waiting request runs itself. Waiting rather than
// refusing with 409 "in progress" (as some APIs do) because the app's automatic retries would then show an error
// for an action that is about to succeed. The in-flight map is per process: one sandbox process owns its file.
//
// Storage: the first 2xx answer (202 job answers included) is stored in the idempotency table. A synchronous
// handler runs in the same transaction as the store, so its effect and its stored answer commit together; an
// async handler (most: the session check is async) commits its effect in its own transaction and the answer is
// stored as soon as it resolves: a crash between the two would keep the effect without the answer, and a retry
// would run again (the route then answers as it does to any repeated action, e.g. 409).
export function createIdempotency(ctx: ServerContext): IdempotentRun {
  const inFlight = new Map<string, Promise<unknown>>();

  // A call that moved its application to another scope (the texted code typed: ':unverified' to verified) is stored
  // in both, so its retry with the session it was answered with (now a verified one) is repeated, not run again.
  const store = (scope: IdempotencyScope, op: ContractOperation, key: string, hash: string, reply: Reply): void => {
    if (!isSuccess(reply)) return;
    ctx.repo.idempotency.put(scope.owner, op.operationId, key, hash, reply.status, reply.body, ctx.clock.now());
    const moved = scope.now().owner;
    if (moved !== scope.owner && !ctx.repo.idempotency.find(moved, key)) {
      ctx.repo.idempotency.put(moved, op.operationId, key, hash, reply.status, reply.body, ctx.clock.now());
    }
  };

  // The stored answer, repeated: same status and body, marked, with a refreshed session when there is one to give.
  const replay = async (stored: { statusCode: number; body: unknown }, sessionHeaders: Record<string, string>): Promise<Reply> => ({
    status: stored.statusCode, ...(stored.body !== null ? { body: stored.body } : {}), headers: { ...sessionHeaders, 'Idempotent-Replayed': 'true' },
  });

  // A caller whose session was ended by the very request it repeats (the texted code typed, or sessionExpired: a
  // retry after a lost answer, or a double tap that waited for the first) gets that request's answer, not 401: same
  // key, same request, stored under the application as it is now. A new session only when that request proved the
  // phone (its answer is stored in both scopes, see store): a session ended by sessionExpired stays ended.
  const endedSessionReplay = async (call: Call, key: string, hash: string): Promise<Reply | undefined> => {
    const now = await idempotencyScope(call, ctx, { ended: true });
    const stored = now && ctx.repo.idempotency.find(now.owner, key);
    if (!now || stored?.requestHash !== hash) return undefined;
    const unverified = `${now.owner}:unverified`;
    const typedTheCode = !now.owner.endsWith(':unverified') && ctx.repo.idempotency.find(unverified, key)?.requestHash === hash;
    return replay(stored, typedTheCode ? await now.sessionHeaders() : {});
  };

  // The handler, with its answer stored when it succeeds (in its transaction when it is synchronous).
  const runAndStore = async (scope: IdempotencyScope, op: ContractOperation, call: Call, handler: Handler, key: string, hash: string): Promise<Reply> => {
    let pending: Promise<Reply> | undefined;
    let failure: { error: unknown } | undefined;
    const done = ctx.repo.tx(() => {
      let result: Reply | Promise<Reply>;
      try {
        result = handler(call, ctx);
      } catch (error) {
        failure = { error }; // the handler's own writes stand, as they would without a key
        return undefined;
      }
      if (isPromise(result)) {
        pending = result;
        return undefined;
      }
      store(scope, op, key, hash, result);
      return result;
    });
    if (failure) throw failure.error;
    if (done) return done;
    const reply = await (pending as Promise<Reply>);
    store(scope, op, key, hash, reply);
    return reply;
  };

  return async (op, call, handler) => {
    if (op.method === 'GET' || op.idempotencyKey === 'absent') return handler(call, ctx);
    const key = idempotencyKeyOf(op, call);
    if (key === undefined) return handler(call, ctx);
    const hash = requestHash(op, call);
    for (;;) {
      const scope = await idempotencyScope(call, ctx);
      if (!scope) return (await endedSessionReplay(call, key, hash)) ?? handler(call, ctx);
      const flight = `${scope.owner}\n${key}`;
      const running = inFlight.get(flight);
      if (running) {
        await running.catch(() => undefined);
        continue; // the scope may have changed meanwhile (a verified phone, an ended session): look again
      }
      const stored = ctx.repo.idempotency.find(scope.owner, key);
      if (stored) {
        if (stored.requestHash !== hash) throw new ApiFailure(422, `Idempotency-Key ${key} was already used with a different request`);
        return replay(stored, await scope.sessionHeaders());
      }
      const run = runAndStore(scope, op, call, handler, key, hash);
      inFlight.set(flight, run);
      try {
        return await run;
      } finally {
        inFlight.delete(flight);
      }
    }
  };
}

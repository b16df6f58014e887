import { createHash } from 'node:crypto';
import { ApiFailure } from './ApiFailure';
import type { Call, Reply, ServerContext } from './ServerContext';

// Sorted-key JSON, so the same body always hashes the same.
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
};

// Runs a call at most once per Idempotency-Key: the first successful answer is stored with the effect (one
// transaction) and repeated for the same key; the same key with another body is refused with 422.
export function withIdempotency(ctx: ServerContext, call: Call, owner: string, operation: string, run: () => Reply): Reply {
  const key = call.headers['idempotency-key'];
  if (typeof key !== 'string' || key.length < 8 || key.length > 128) {
    throw new ApiFailure(400, 'Idempotency-Key header is required (8 to 128 characters)');
  }
  const hash = createHash('sha256').update(`${operation}\n${canonical(call.body)}`).digest('hex');
  return ctx.repo.tx(() => {
    const first = ctx.repo.idempotency.get(owner, operation, key);
    if (first) {
      if (first.requestHash !== hash) throw new ApiFailure(422, 'Idempotency-Key was already used with a different request');
      return { status: first.statusCode, body: first.body, headers: { 'Idempotent-Replayed': 'true' } };
    }
    const reply = run();
    if (reply.status >= 200 && reply.status < 300) {
      ctx.repo.idempotency.put(owner, operation, key, hash, reply.status, reply.body, ctx.clock.now());
    }
    return reply;
  });
}

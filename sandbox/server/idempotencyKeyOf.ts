import { ApiFailure } from './ApiFailure';
import type { ContractOperation } from './contractOperations';
import type { Call } from './ServerContext';

/** 8 to 128 printable ASCII characters (space to tilde), as the contract's IdempotencyKey schema says. */
const KEY_FORMAT = /^[\x20-\x7e]{8,128}$/;

// The Idempotency-Key a mutating call carries, checked like a body field before anything runs: a call whose
// contract requires one (lock, confirmation) is refused without it, and a malformed key is refused everywhere
// rather than silently ignored (a client that thinks its retries are safe must learn they are not).
export function idempotencyKeyOf(op: ContractOperation, call: Call): string | undefined {
  const given = call.headers['idempotency-key'];
  if (given === undefined) {
    if (op.idempotencyKey === 'required') {
      throw new ApiFailure(400, `Idempotency-Key header is required on ${op.operationId} (8 to 128 printable ASCII characters)`);
    }
    return undefined;
  }
  const key = Array.isArray(given) ? given.join(', ') : given;
  if (!KEY_FORMAT.test(key)) {
    throw new ApiFailure(400, `Idempotency-Key header must be 8 to 128 printable ASCII characters (got ${key.length} characters)`);
  }
  return key;
}

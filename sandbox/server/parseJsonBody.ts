import { ApiFailure } from './ApiFailure';
import { MAX_JSON_DEPTH, nestingPastLimit } from '../standins/shared/jsonNesting';

export { MAX_JSON_DEPTH };

// The first key path that would reach an object's prototype ('__proto__', or 'constructor.prototype'), if any.
// Recursive, but only ever over a value already known to nest at most MAX_JSON_DEPTH levels.
function prototypeKey(value: unknown, path: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const key of Object.keys(value)) {
    const child = (value as Record<string, unknown>)[key];
    const where = path === '' ? key : `${path}.${key}`;
    if (key === '__proto__') return where;
    if (key === 'constructor' && typeof child === 'object' && child !== null && Object.hasOwn(child, 'prototype')) return `${where}.prototype`;
    const deeper = prototypeKey(child, where);
    if (deeper !== undefined) return deeper;
  }
  return undefined;
}

// The sandbox's JSON body parser: like Fastify's, but says what is wrong. Not JSON: 'Malformed JSON'; nested past
// MAX_JSON_DEPTH: 'Request body is nested too deeply' (checked on the text before anything recursive sees it, so
// 20,000 brackets are a 400, not a stack overflow and a 500); a key that would set an object's prototype:
// "Forbidden field '__proto__'" (JSON.parse keeps it as a plain key, which is then refused before any handler could
// copy it into an object).
export function parseJsonBody(_request: unknown, body: string, done: (error: Error | null, value?: unknown) => void): void {
  if (body.length === 0) {
    done(new ApiFailure(400, 'Malformed JSON: the body is empty but Content-Type is application/json'));
    return;
  }
  if (nestingPastLimit(body, MAX_JSON_DEPTH)) {
    done(new ApiFailure(400, `Request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`));
    return;
  }
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    done(new ApiFailure(400, 'Malformed JSON: the request body is not valid JSON'));
    return;
  }
  const forbidden = prototypeKey(value, '');
  if (forbidden !== undefined) done(new ApiFailure(400, `Forbidden field '${forbidden}': a request body may not set an object's prototype`, { field: forbidden }));
  else done(null, value);
}

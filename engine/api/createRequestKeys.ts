import { v4 as uuidv4 } from 'uuid';
import { canonicalJson as canonical } from './canonicalJson';

export interface RequestKeys {
  /** The Idempotency-Key of this request: the same one for the same request until it is answered. */
  keyFor(request: string): string;
  /** The lender answered the request (whatever it said): the next identical request is a new action. */
  answered(request: string): void;
}

// cyrb53: a fast 53-bit string hash. Only a memory key: the request (it may carry an SSN's last 4) is never kept.
const hash = (text: string): string => {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
};

/** What makes two requests the same logical action: method, path, query and body. */
export const requestIdentity = (method: string, path: string, query: unknown, body: unknown): string =>
  hash(`${method} ${path}\n${canonical(query ?? null)}\n${canonical(body ?? null)}`);

// One Idempotency-Key per logical action: the same request (method, path, query, body) keeps its key across the
// client's retries and the borrower's own "Try again", until the lender answers it; a changed answer is a new
// action. Kept in this tab's memory only.
export function createRequestKeys(newKey: () => string = uuidv4): RequestKeys {
  const keys = new Map<string, string>();
  return {
    keyFor(request) {
      const existing = keys.get(request);
      if (existing !== undefined) return existing;
      const key = newKey();
      keys.set(request, key);
      return key;
    },
    answered(request) {
      keys.delete(request);
    },
  };
}

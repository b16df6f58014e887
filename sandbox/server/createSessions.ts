import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Repo } from '../db/createRepo';
import { ApiFailure, MESSAGES } from './ApiFailure';

/** Session lifetime: one hour from the last authenticated call (each call answers a refreshed token). */
export const SESSION_TTL_SECONDS = 3600;

/** What a session token says (created and exp in epoch seconds, as the client decodes them). */
export interface Session {
  loanAppId?: string;
  prequalAppId?: string;
  /** The owner's session generation when issued (ending a session bumps it). */
  gen: number;
  /** When the session started (kept across refreshes). */
  created: number;
  iat: number;
  exp: number;
}

export interface Sessions {
  issue(owner: ({ loanAppId: string } | { prequalAppId: string }) & { gen: number }, created?: number): Promise<string>;
  /** The session in an Authorization header; 401 'Unauthorized.' when missing or forged, 'Token has expired' when old. */
  verify(authorization: string | undefined): Promise<Session>;
}

// Reads the per-database signing secret, making one on first use: tokens stay valid across restarts of the same
// database and mean nothing to another one.
function secretOf(repo: Repo): Buffer {
  let secret = repo.meta.get('jwtSecret');
  if (secret === undefined) {
    secret = randomBytes(32).toString('base64');
    repo.meta.set('jwtSecret', secret);
  }
  return Buffer.from(secret, 'base64');
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const BEARER = /^Bearer\s+([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/i;

// Signed session tokens (JWT, HS256, RFC 7519) on the sandbox clock, so advancing the clock expires sessions.
// Node's HMAC directly (a JWT library's WebCrypto path cost ~0.5 ms per request); only HS256 with this header
// is accepted, the signature compared in constant time.
export function createSessions(repo: Repo, now: () => number): Sessions {
  const secret = secretOf(repo);
  const sign = (input: string): string => createHmac('sha256', secret).update(input).digest('base64url');
  return {
    async issue(owner, created) {
      const iat = Math.floor(now() / 1000);
      const payload = Buffer.from(JSON.stringify({ ...owner, created: created ?? iat, iat, exp: iat + SESSION_TTL_SECONDS })).toString('base64url');
      return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`)}`;
    },
    async verify(authorization) {
      const match = BEARER.exec(authorization ?? '');
      if (!match || match[1] !== HEADER) throw new ApiFailure(401, MESSAGES.unauthorized);
      const expected = Buffer.from(sign(`${match[1]}.${match[2]}`));
      const given = Buffer.from(match[3] as string);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new ApiFailure(401, MESSAGES.unauthorized);
      let claims: Session;
      try {
        claims = JSON.parse(Buffer.from(match[2] as string, 'base64url').toString('utf8')) as Session;
      } catch {
        throw new ApiFailure(401, MESSAGES.unauthorized);
      }
      if (typeof claims.exp !== 'number' || typeof claims.gen !== 'number') throw new ApiFailure(401, MESSAGES.unauthorized);
      if (claims.exp * 1000 <= now()) throw new ApiFailure(401, MESSAGES.tokenExpired);
      return claims;
    },
  };
}

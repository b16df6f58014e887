import { randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
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
function secretOf(repo: Repo): Uint8Array {
  let secret = repo.meta.get('jwtSecret');
  if (secret === undefined) {
    secret = randomBytes(32).toString('base64');
    repo.meta.set('jwtSecret', secret);
  }
  return new Uint8Array(Buffer.from(secret, 'base64'));
}

// Signed session tokens (JWT, HS256) on the sandbox clock, so advancing the clock expires sessions.
export function createSessions(repo: Repo, now: () => number): Sessions {
  const secret = secretOf(repo);
  return {
    async issue(owner, created) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ ...owner, created: created ?? iat })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + SESSION_TTL_SECONDS)
        .sign(secret);
    },
    async verify(authorization) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
      if (!match) throw new ApiFailure(401, MESSAGES.unauthorized);
      try {
        const { payload } = await jwtVerify(match[1] as string, secret, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        return payload as unknown as Session;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new ApiFailure(401, MESSAGES.tokenExpired);
        throw new ApiFailure(401, MESSAGES.unauthorized);
      }
    },
  };
}

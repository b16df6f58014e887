// What every route handler is given and returns: the database, the sandbox clock, sessions, texted codes, and a
// reply as a value (status, body, headers) that the route wrapper checks against the contract before sending.
import type { IncomingHttpHeaders } from 'node:http';
import type { Repo } from '../db/createRepo';
import type { SandboxClock } from './createClock';
import type { Sessions } from './createSessions';
import type { PhoneCodes } from './lender/phoneCodes';

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Call {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  headers: IncomingHttpHeaders;
}

export interface ServerContext {
  repo: Repo;
  clock: SandboxClock;
  sessions: Sessions;
  codes: PhoneCodes;
  /** The documented test channel (texted codes); never given personal data. */
  print: (line: string) => void;
  /** Merchant names of the prequal signup links the fixtures define (signupId -> name). */
  signupMerchants: Map<string, string>;
}

export type Handler = (call: Call, ctx: ServerContext) => Promise<Reply> | Reply;

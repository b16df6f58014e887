// The contract fuzzer's real sessions: each run starts from a fresh application made through the control API (a
// payment link, opened as a borrower opens it; the texted code read from the outbox when the phone comes first), or
// a prequal signup link, and then learns ids (offers, jobs) and refreshed session tokens from the answers
// it gets, as the app does. Every answer on the way is judged too.
import { randomUUID } from 'node:crypto';
import type { RawAnswer, RawRequest } from './fuzzContractHttp';

/** Where a run starts. */
export const WORLD_KINDS = ['fresh', 'decided', 'phoneVerified', 'phonePending', 'prequal'] as const;
export type WorldKind = (typeof WORLD_KINDS)[number];

export interface World {
  kind: WorldKind;
  /** The loan application (or prequalification) id, and the link's token. */
  id: string;
  linkToken: string;
  /** The current session token (refreshed from every answer's X-Session-Token). */
  token: string;
  signup?: { signupId: string; prequalId: string };
  offerIds: string[];
  jobIds: string[];
}

/** Sends one request and judges its answer (the fuzzer's `exchange`): returns the answer, parsed when JSON. */
export type Exchange = (raw: RawRequest) => Promise<RawAnswer & { json?: unknown }>;

const BORROWER = {
  firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', dob: '1985-12-10', annualIncomeBeforeTaxes: 85000, ssn4: '1111',
  streetAddress1: '1 Market St', city: 'San Francisco', stateCode: 'CA', zip: '94105',
};

const json = (method: string, path: string, body: unknown, token?: string): RawRequest => ({
  method, path, body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
});
const get = (path: string, token?: string): RawRequest => ({ method: 'GET', path, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** What an answer teaches the run: a refreshed session, and ids it may use next (jobs, offers). */
export function learn(world: World, answer: RawAnswer & { json?: unknown }): void {
  const token = answer.headers['x-session-token'];
  if (typeof token === 'string' && answer.status < 300) world.token = token;
  const body = answer.json as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return;
  const add = (ids: string[], id: unknown) => { if (typeof id === 'string' && !ids.includes(id)) ids.push(id); };
  const listOf = (value: unknown) => (Array.isArray(value) ? value : []) as ({ id?: unknown } | null)[];
  add(world.jobIds, body.jobId);
  for (const offer of listOf(body.loanOfferDetailsList)) add(world.offerIds, offer?.id);
}

// A setup step's answer, which must be a success; what it teaches `world` (when there is one yet) learnt.
const expectOk = <A extends RawAnswer & { json?: unknown }>(step: string, answer: A, world?: World): A => {
  if (answer.status >= 300) throw new Error(`fuzz setup: ${step} answered ${answer.status} ${answer.text.slice(0, 200)}`);
  if (world) learn(world, answer);
  return answer;
};

// A phone per world: one link may text a few numbers an hour, and codes are read back by number.
let phones = 0;
const nextPhone = (): string => `+1555${String(5_000_000 + (phones++ % 4_000_000)).padStart(7, '0')}`;

async function verifyPhone(exchange: Exchange, world: World, path: string, method: 'PATCH' | 'POST', phone: string): Promise<void> {
  expectOk('send code', await exchange(json(method, path, { escalateAuthentication: true, mobileNumber: phone }, world.token)), world);
  const outbox = await exchange(get(`/api/__sandbox/outbox?phone=${encodeURIComponent(phone)}`));
  const code = (outbox.json as { code?: string } | undefined)?.code;
  if (!code) throw new Error(`fuzz setup: no code texted to ${phone}`);
  expectOk('type code', await exchange(json(method, path, { authPin: code }, world.token)), world);
}

/** A fresh world of a kind, through the control API and the borrower's own calls. */
export async function makeWorld(exchange: Exchange, kind: WorldKind): Promise<World> {
  if (kind === 'prequal') {
    const signup = { signupId: 'demo-signup', prequalId: `fz-${randomUUID()}` };
    const path = `/api/prequals/${signup.signupId}/${signup.prequalId}`;
    const opened = expectOk('open signup', await exchange(get(path)));
    const world: World = { kind, id: (opened.json as { applicationId: string }).applicationId, linkToken: signup.signupId, token: '', signup, offerIds: [], jobIds: [] };
    learn(world, opened);
    await verifyPhone(exchange, world, path, 'POST', nextPhone());
    return world;
  }
  const fixture = kind === 'phoneVerified' || kind === 'phonePending' ? 'phone-first' : 'happy-path';
  const linkToken = (expectOk('make link', await exchange(json('POST', '/api/__sandbox/links', { fixture }))).json as { token: string }).token;
  const opened = expectOk('open link', await exchange(get(`/api/loanapplications/${linkToken}?initToken=${linkToken}`)));
  const world: World = { kind, id: (opened.json as { loanApplicationId: string }).loanApplicationId, linkToken, token: '', offerIds: [], jobIds: [] };
  learn(world, opened);
  if (kind === 'phoneVerified') await verifyPhone(exchange, world, `/api/loanapplications/${world.id}`, 'PATCH', nextPhone());
  if (kind === 'decided') {
    expectOk('decide', await exchange(json('PATCH', `/api/loanapplications/${world.id}`, BORROWER, world.token)), world);
    learn(world, await exchange(get(`/api/loanapplications/${world.id}/offers`, world.token)));
  }
  return world;
}

// The contract fuzzer's requests: a step is one call of the contract (any of its operations, in any order), its
// body drawn from the call's request schema, then maybe mutated the way a careless or hostile partner would send it.
// A step is plain data (fast-check shrinks it); `toRequest` turns it into bytes with the run's real ids and session.
import fc from 'fast-check';
import type { OpenApiDocument } from '../../schemas/api/contract';
import type { ContractOperation } from '../../sandbox/server/contractOperations';
import type { RawRequest } from './fuzzContractHttp';
import { anyJson, valuesOf } from './fuzzContractValues';
import type { World } from './fuzzContractWorld';

export type Auth = 'session' | 'none' | 'forged' | 'garbage';
/** none: no key; fresh: a new one; previous: the previous step's key (a retry, or the same key on another call). */
export type KeyChoice = 'none' | 'fresh' | 'previous';

export interface Step {
  operation: number;
  body: unknown;
  mutation: Mutation;
  auth: Auth;
  key: KeyChoice;
  /** Sent again right after (a retry), or twice at once (a double tap), with the same key. */
  repeat: 'no' | 'after' | 'together';
  /** Which learnt id fills a path parameter (an index into the run's list; past its end: an unknown id). */
  pick: number;
}

/** Percent-encodings a router must refuse (not hex, a lone %, bytes that are not UTF-8, an overlong '/'). */
export const BAD_ENCODINGS = ['%zz', '%', '%FF%FE', '%E0%80%AF', '%C0%AF', 'a%2', '%%41', '%ED%A0%80'] as const;

/** How a request is spoiled (none: as the contract says). */
const MUTATIONS = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('wrongType' as const), field: fc.nat(20), value: anyJson() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('dropField' as const), field: fc.nat(20) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('extraField' as const), name: fc.constantFrom('extra', '__proto__', 'constructor', 'x'.repeat(300)), value: anyJson() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('hugeString' as const), field: fc.nat(20), size: fc.constantFrom(1_000, 50_000, 100 * 1024, 200 * 1024) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('deepNesting' as const), depth: fc.constantFrom(10, 64, 65, 1_000, 20_000), shape: fc.constantFrom('array' as const, 'object' as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('controlCharacters' as const), field: fc.nat(20), text: fc.constantFrom('\u0000', 'a\u001bb', '\u0007\u0008', '\u202e\u0000x', '\ud800') }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('malformedJson' as const), text: fc.constantFrom('{', '{"a":', '[1,]', 'nul', '{"a":1}}', '\u0000', '"unterminated', '{\'a\':1}', 'NaN', '') }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('wrongContentType' as const), contentType: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=latin1', '') }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'noBody' as const }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('badEncoding' as const), param: fc.nat(2), text: fc.constantFrom(...BAD_ENCODINGS) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('longId' as const), param: fc.nat(2), length: fc.constantFrom(101, 500, 5_000, 20_000) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('hugeHeaders' as const), size: fc.constantFrom(17_000, 40_000) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('badIdempotencyKey' as const), key: fc.constantFrom('', 'short', 'k'.repeat(129), '\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9', 'tab\there-ok?') }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('wrongMethod' as const), method: fc.constantFrom('PUT', 'DELETE', 'OPTIONS', 'PATCH', 'POST', 'GET') }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('queryNoise' as const), query: fc.constantFrom('a=%zz', 'initToken=', 'initToken[]=1&initToken[]=2', 'provideTruthInLendingDocument=maybe', 'pinRequired=%FF', '__proto__[x]=1', '&&&=') }), weight: 1 },
);
export type Mutation = typeof MUTATIONS extends fc.Arbitrary<infer M> ? M : never;

/** One step of a run: any operation of the contract, with a body from its request schema. */
export function stepArbitrary(doc: OpenApiDocument, operations: readonly ContractOperation[]): fc.Arbitrary<Step> {
  const bodies = operations.map((op) => (op.requestSchema ? valuesOf(doc, { $ref: op.requestSchema }) : fc.constant(undefined)));
  return fc.nat(operations.length - 1).chain((operation) => fc.record({
    operation: fc.constant(operation),
    body: bodies[operation] as fc.Arbitrary<unknown>,
    mutation: MUTATIONS,
    auth: fc.constantFrom<Auth>('session', 'session', 'session', 'session', 'none', 'forged', 'garbage'),
    key: fc.constantFrom<KeyChoice>('none', 'fresh', 'fresh', 'previous'),
    repeat: fc.constantFrom<Step['repeat']>('no', 'no', 'no', 'no', 'after', 'together'),
    pick: fc.nat(3),
  }));
}

const pickFrom = (list: readonly string[], pick: number, fallback: string): string => list[pick] ?? (list.length > 0 && pick < 2 ? (list[0] as string) : fallback);

// The value of one path parameter, from what the run knows (its application, offers, documents, jobs, signup).
function paramValue(name: string, world: World, pick: number): string {
  switch (name) {
    case 'id': return pick === 3 ? world.linkToken : world.id;
    case 'applicationId': return world.kind === 'prequal' ? world.id : pick === 3 ? 'unknown-prequal' : world.id;
    case 'offerId': return pickFrom(world.offerIds, pick, 'unknown-offer');
    case 'documentId': return pickFrom(['adverseAction', 'h5CreditScoreDisclosure', 'LOAN_AGREEMENT'], pick, 'unknown-document');
    case 'jobId': return pickFrom(world.jobIds, pick, 'job-unknown');
    case 'signupId': return world.signup?.signupId ?? 'demo-signup';
    case 'prequalId': return world.signup?.prequalId ?? `fz-${pick}`;
    default: return 'x';
  }
}

/** The body's fields, in a stable order, so a mutation's `field` index names one. */
const fieldsOf = (body: unknown): string[] => (body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body).sort() : []);

function mutateBody(body: unknown, m: Mutation): unknown {
  const fields = fieldsOf(body);
  const at = (index: number): string | undefined => (fields.length ? fields[index % fields.length] : undefined);
  const copy = { ...(body as Record<string, unknown>) };
  switch (m.kind) {
    case 'wrongType': {
      const field = at(m.field) ?? 'field';
      const wrong = typeof copy[field] === typeof m.value ? (typeof m.value === 'string' ? 12345 : 'a string') : m.value;
      return { ...copy, [field]: wrong };
    }
    case 'dropField': {
      const field = at(m.field);
      if (field) delete copy[field];
      return copy;
    }
    case 'extraField': {
      // An own property even for '__proto__' (an assignment would set the prototype), so JSON.stringify sends it.
      Object.defineProperty(copy, m.name, { value: m.value ?? null, enumerable: true, configurable: true, writable: true });
      return copy;
    }
    case 'hugeString': return { ...copy, [at(m.field) ?? 'field']: 'x'.repeat(m.size) };
    case 'controlCharacters': return { ...copy, [at(m.field) ?? 'field']: m.text };
    default: return body;
  }
}

const nested = (depth: number, shape: 'array' | 'object'): string =>
  (shape === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** The step as bytes on the wire, with the run's ids, session and keys. */
export function toRequest(step: Step, op: ContractOperation, world: World, key: string | undefined): RawRequest {
  const m = step.mutation;
  let index = 0;
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const position = index++;
    if (m.kind === 'badEncoding' && m.param % Math.max(1, (op.path.match(/\{/g) ?? []).length) === position) return m.text;
    if (m.kind === 'longId' && m.param % Math.max(1, (op.path.match(/\{/g) ?? []).length) === position) return 'i'.repeat(m.length);
    return encodeURIComponent(paramValue(name, world, step.pick));
  });
  const query: string[] = [];
  if (op.operationId === 'getLoanApplication' && step.pick === 3) query.push(`initToken=${encodeURIComponent(world.linkToken)}`);
  if (m.kind === 'queryNoise') query.push(m.query);
  if (m.kind === 'hugeHeaders') query.push(`x=${'q'.repeat(m.size)}`);
  const headers: Record<string, string> = {};
  if (step.auth === 'session' && world.token) headers.authorization = `Bearer ${world.token}`;
  if (step.auth === 'forged') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.eyJsb2FuQXBwSWQiOiJ4In0.';
  if (step.auth === 'garbage') headers.authorization = 'Basic dXNlcjpwYXNz';
  if (m.kind === 'badIdempotencyKey') headers['idempotency-key'] = m.key;
  else if (key !== undefined) headers['idempotency-key'] = key;
  let body: string | undefined;
  if (op.requestSchema !== undefined && m.kind !== 'noBody') {
    headers['content-type'] = 'application/json';
    if (m.kind === 'malformedJson') body = m.text;
    else if (m.kind === 'deepNesting') body = nested(m.depth, m.shape);
    else body = JSON.stringify(mutateBody(step.body ?? {}, m));
    if (m.kind === 'wrongContentType') {
      if (m.contentType === '') delete headers['content-type'];
      else headers['content-type'] = m.contentType;
    }
  }
  const method = m.kind === 'wrongMethod' ? m.method : op.method;
  return { method, path: `/api${path}${query.length ? `?${query.join('&')}` : ''}`, headers, ...(body !== undefined ? { body } : {}) };
}

/** A short, readable form of a request for a report (long strings cut). */
export function describeRequest(raw: RawRequest): string {
  const cut = (text: string): string => (text.length > 200 ? `${text.slice(0, 120)}...(${text.length} characters)` : text);
  const headers = Object.entries(raw.headers).map(([name, value]) => `${name}: ${cut(name === 'authorization' ? value.replace(/Bearer .{12}.*/, 'Bearer <session>') : value)}`);
  return [`${raw.method} ${cut(raw.path)}`, ...headers, ...(raw.body !== undefined ? ['', cut(raw.body)] : [])].join('\n');
}

// Test harness for the sandbox HTTP core: an in-memory sandbox, calls through app.inject(), and every /api answer
// checked against the contract operation it belongs to (a response that breaks the contract fails the test).
import { buildContractAjv, contractRef } from '../../../schemas/api/contract';
import { buildServer, type Sandbox, type SandboxOptions } from '../../../sandbox/server/buildServer';
import { contractOperations, type ContractOperation } from '../../../sandbox/server/contractOperations';
import { loadFixtures } from '../../../sandbox/server/fixtures/loadFixtures';
import { seedFixtures } from '../../../sandbox/server/fixtures/seedFixtures';

const ajv = buildContractAjv({ allErrors: true });
const operations = contractOperations();
const matchers = operations.map((op) => ({
  op,
  pattern: new RegExp(`^${op.url.replace(/:\w+/g, '[^/]+')}$`),
}));

export const fixtures = loadFixtures();

/** The contract operation a request hits, or undefined (stand-ins' own paths, control API, app pages). */
export function operationFor(method: string, url: string): ContractOperation | undefined {
  const path = url.split('?')[0] ?? '';
  return matchers.find((m) => m.op.method === method && m.pattern.test(path))?.op;
}

// Checks a body against the operation's response schema for the status; returns the problems (empty when valid).
export function contractProblems(op: ContractOperation, status: number, body: unknown): string[] {
  const key = String(status) in op.responses ? String(status) : 'default';
  if (!(key in op.responses)) return [`${op.operationId}: status ${status} is not in the contract`];
  const ref = op.responses[key];
  if (!ref) return body === undefined || body === '' ? [] : [`${op.operationId} ${status}: the contract declares no body`];
  const validate = ajv.getSchema(contractRef(ref));
  if (!validate) return [`no schema ${ref}`];
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${op.operationId} ${status} ${e.instancePath || '/'} ${e.message ?? ''}`);
}

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Record<string, string | string[] | number | undefined>;
  token?: string;
}

export interface Harness extends Sandbox {
  printed: string[];
  call(method: 'GET' | 'POST' | 'PATCH', url: string, options?: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: string }): Promise<Answer>;
  /** Opens a payment link (GET with initToken) and returns the session token and loan application id. */
  open(token: string): Promise<{ token: string; id: string; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** A fresh link from a fixture's scenario (with overrides), through the control API. */
  link(fixture: string): Promise<string>;
  latestCode(phone: string): Promise<string>;
  advance(ms: number): Promise<void>;
}

export async function makeHarness(options: SandboxOptions = {}): Promise<Harness> {
  const printed: string[] = [];
  const sandbox = await buildServer({ fixtures, control: true, print: (line) => printed.push(line), ...options });
  seedFixtures(sandbox.repo, fixtures, sandbox.clock.now());
  const call: Harness['call'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
    const payload = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const response = await sandbox.app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
    const text = response.body;
    const body = text === '' ? undefined : response.headers['content-type']?.toString().includes('json') ? JSON.parse(text) : text;
    const op = operationFor(method, url);
    if (op) {
      const problems = contractProblems(op, response.statusCode, body);
      if (problems.length) throw new Error(`contract broken by ${method} ${url}: ${problems.join('; ')}`);
    }
    const token = response.headers['x-session-token'];
    return { status: response.statusCode, body, headers: response.headers, ...(typeof token === 'string' ? { token } : {}) };
  };
  return {
    ...sandbox,
    printed,
    call,
    async open(linkToken) {
      const answer = await call('GET', `/api/loanapplications/${linkToken}?initToken=${linkToken}`);
      if (answer.status !== 200 || answer.token === undefined) throw new Error(`open ${linkToken}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return { token: answer.token, id: answer.body.loanApplicationId, body: answer.body };
    },
    async link(fixture) {
      const answer = await call('POST', '/api/__sandbox/links', { body: { fixture } });
      if (answer.status !== 201) throw new Error(`link ${fixture}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.token as string;
    },
    async latestCode(phone) {
      const answer = await call('GET', `/api/__sandbox/outbox?phone=${encodeURIComponent(phone)}`);
      return answer.body.code as string;
    },
    async advance(ms) {
      await call('POST', '/api/__sandbox/clock', { body: { advanceMs: ms } });
    },
  };
}

/** Everything a full entry page sends; ssn4 picks the persona. */
export const borrower = (ssn4 = '1111', overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', dob: '1985-12-10', annualIncomeBeforeTaxes: 85000, ssn4,
  streetAddress1: '1 Market St', addressSecondaryNumber: 'Apt 2', city: 'San Francisco', stateCode: 'CA', zip: '94105', ...overrides,
});

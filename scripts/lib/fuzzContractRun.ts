// The contract fuzzer's property (scripts/fuzz-contract.ts, tests/sandbox/contract/fuzzContract.test.ts): from a
// fresh real session, any sequence of the contract's calls (valid, mutated, out of order, retried, doubled) gets only
// answers the contract allows, and a repeated Idempotency-Key gives one effect and the same answer. fast-check
// draws the runs from a seed and, on a failure, shrinks it to the smallest sequence that still fails.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { OpenApiDocument } from '../../schemas/api/contract';
import { CONTRACT_DOCUMENT_PATH } from '../../sandbox/server/contractDocumentRoute';
import { contractJudge } from './fuzzContractCheck';
import { jsonOf, NoAnswer, send, type RawAnswer, type RawRequest } from './fuzzContractHttp';
import { describeRequest, stepArbitrary, toRequest, type Step } from './fuzzContractRequests';
import { WORLD_KINDS, learn, makeWorld, type Exchange, type World } from './fuzzContractWorld';

export interface FuzzOptions {
  /** The sandbox to fuzz (its control API on). */
  base: URL;
  runs: number;
  seed: number;
  /** Longest sequence of calls in one run (default 6). */
  maxSteps?: number;
}

/** A request with no answer by then is a hang. */
const DEADLINE_MS = 15_000;

export interface FuzzResult {
  failed: boolean;
  seed: number;
  runs: number;
  /** Requests sent, the setup's included (every one judged), and the off-contract answers among them. */
  requests: number;
  offContract: number;
  /** Answers by status. */
  statuses: Record<string, number>;
  /** fast-check's report: the seed, the path to replay and the shrunk counterexample (as requests). */
  report?: string;
}

/** A finding: the request, the answer and what is wrong with it. */
class OffContract extends Error {}

const sameAnswer = (a: RawAnswer, b: RawAnswer): boolean => a.status === b.status && a.text === b.text;

// The contract as the sandbox serves it (GET /api/openapi.json): the fuzzer judges by the very document the lender
// under test answers by, as a partner's tools would.
async function servedContract(base: URL): Promise<OpenApiDocument> {
  const answer = await send(base, { method: 'GET', path: CONTRACT_DOCUMENT_PATH, headers: {} }, DEADLINE_MS);
  if (answer.status !== 200) throw new Error(`fuzz:contract: ${base.origin}${CONTRACT_DOCUMENT_PATH} answered ${answer.status}: is it the sandbox?`);
  return JSON.parse(answer.text) as OpenApiDocument;
}

export async function fuzzContract(options: FuzzOptions): Promise<FuzzResult> {
  const judge = contractJudge(await servedContract(options.base));
  const stats = { requests: 0, offContract: 0, statuses: {} as Record<string, number> };

  const exchange: Exchange = async (raw) => {
    stats.requests += 1;
    let answer: RawAnswer;
    try {
      answer = await send(options.base, raw, DEADLINE_MS);
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      stats.offContract += 1;
      throw new OffContract(`${error.message}\n${describeRequest(raw)}`);
    }
    stats.statuses[answer.status] = (stats.statuses[answer.status] ?? 0) + 1;
    const problems = judge.problems(raw.method, raw.path, answer);
    if (problems.length > 0) {
      stats.offContract += 1;
      throw new OffContract(`${problems.join('; ')}\n--- request\n${describeRequest(raw)}\n--- answer\n${answer.status} ${answer.text.slice(0, 300)}`);
    }
    return { ...answer, json: /json/i.test(String(answer.headers['content-type'] ?? '')) ? jsonOf(answer) : undefined };
  };

  // One step; with `repeat`, the same request again (after, or at once) and the idempotency promise checked.
  const play = async (world: World, step: Step, previousKey: string | undefined): Promise<string | undefined> => {
    const op = judge.operations[step.operation];
    if (!op) return previousKey;
    const key = step.key === 'none' ? undefined : step.key === 'previous' ? previousKey ?? randomUUID() : randomUUID();
    const raw = toRequest(step, op, world, key);
    // The contract keeps a key per application or prequalification, for its own session: the promise is checked on
    // calls the run's session makes on its own application (a loan session on a prequal's path is a stranger there).
    const prequalPath = /\{(applicationId|signupId)\}/.test(op.path);
    const ownApplication = /\{id\}/.test(op.path) ? world.kind !== 'prequal' : prequalPath ? world.kind === 'prequal' : true;
    const keyed = key !== undefined && raw.headers['idempotency-key'] === key && raw.method === op.method && op.method !== 'GET' && op.idempotencyKey !== 'absent'
      && step.auth === 'session' && world.token !== '' && ownApplication;
    if (step.repeat === 'together') {
      const answers = await Promise.all([exchange(raw), exchange(raw)]);
      for (const answer of answers) learn(world, answer);
      const done = answers.filter((answer) => answer.status >= 200 && answer.status < 300);
      if (keyed && done.length === 2 && !(sameAnswer(done[0] as RawAnswer, done[1] as RawAnswer) && done.some((answer) => answer.headers['idempotent-replayed'] === 'true'))) {
        throw new OffContract(`two requests with one Idempotency-Key in flight together: ${done.map((a) => `${a.status} replayed=${String(a.headers['idempotent-replayed'])} ${a.text.slice(0, 200)}`).join(' / ')}\n--- request\n${describeRequest(raw)}`);
      }
      return key ?? previousKey;
    }
    const first = await exchange(raw);
    learn(world, first);
    if (step.repeat === 'after') {
      const refreshed = first.headers['x-session-token'];
      // The app retries with the session its last answer gave it.
      const again: RawRequest = { ...raw, headers: { ...raw.headers, ...(keyed && typeof refreshed === 'string' ? { authorization: `Bearer ${refreshed}` } : {}) } };
      const second = await exchange(again);
      learn(world, second);
      if (keyed && first.status >= 200 && first.status < 300 && typeof refreshed === 'string' && !(sameAnswer(first, second) && second.headers['idempotent-replayed'] === 'true')) {
        throw new OffContract(`a retry with the same Idempotency-Key got another answer: first ${first.status} ${first.text.slice(0, 200)} / retry ${second.status} replayed=${String(second.headers['idempotent-replayed'])} ${second.text.slice(0, 200)}\n--- request\n${describeRequest(raw)}`);
      }
    }
    return key ?? previousKey;
  };

  const property = fc.asyncProperty(
    fc.constantFrom(...WORLD_KINDS),
    fc.array(stepArbitrary(judge.doc, judge.operations), { minLength: 1, maxLength: options.maxSteps ?? 6 }),
    async (kind, steps) => {
      const world = await makeWorld(exchange, kind);
      let key: string | undefined;
      for (const step of steps) key = await play(world, step, key);
    },
  );

  const details = await fc.check(property, { numRuns: options.runs, seed: options.seed, endOnFailure: false, verbose: 1 });
  // The server is still well at the end: its contract is served and a new session can be made.
  const healthy = !details.failed && (await exchange({ method: 'GET', path: CONTRACT_DOCUMENT_PATH, headers: {} })).status === 200;
  if (!details.failed && healthy) await makeWorld(exchange, 'fresh');
  // fast-check's report (seed, path, shrunk counterexample as steps), then the shrunk run's request and answer.
  const finding = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance ?? '');
  const report = details.failed
    ? `${fc.defaultReportMessage(details) ?? 'failed'}\n\nThe shrunk counterexample's finding:\n${finding}`
    : healthy ? undefined : 'the sandbox no longer serves /api/openapi.json after the run';
  return { failed: details.failed || !healthy, seed: options.seed, runs: details.numRuns, requests: stats.requests, offContract: stats.offContract, statuses: stats.statuses, ...(report !== undefined ? { report } : {}) };
}

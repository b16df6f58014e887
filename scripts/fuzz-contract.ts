// npm run fuzz:contract -- [--runs N] [--seed S] [--steps K] [--url http://localhost:4173]
// Fuzzes the sandbox lender against its contract (schemas/api/openapi.yaml, also served at GET /api/openapi.json):
// each run opens a real session (a payment link from the control API, the texted code from the outbox, or a prequal
// signup), then sends up to K calls of the contract, valid, mutated and out of order, retried and doubled with
// their Idempotency-Key; every answer is checked against the statuses and response schemas the contract declares.
// Without --url it starts its own sandbox on a free loopback port. On a failure it prints the seed and the shrunk
// counterexample, and exits 1. npm test runs the same property with a fixed seed
// (tests/sandbox/contract/fuzzContract.test.ts).
import { parseArgs } from 'node:util';
import { fuzzContract } from './lib/fuzzContractRun';
import { startFuzzTarget } from './lib/fuzzContractTarget';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1000' },
    seed: { type: 'string' },
    steps: { type: 'string', default: '6' },
    url: { type: 'string' },
  },
});

const whole = (name: string, text: string | undefined, fallback: number): number => {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < (name === 'seed' ? -(2 ** 31) : 1)) {
    console.error(`fuzz:contract: --${name} must be a whole number${name === 'seed' ? '' : ' of at least 1'} (got ${text})`);
    process.exit(2);
  }
  return value;
};

const runs = whole('runs', values.runs, 1000);
const seed = whole('seed', values.seed, Date.now() % 2 ** 31);
const maxSteps = whole('steps', values.steps, 6);
const target = values.url ? { base: new URL(values.url), close: async () => undefined } : await startFuzzTarget();

console.log(`fuzz:contract: ${runs} runs of up to ${maxSteps} calls against ${target.base.origin}, seed ${seed}`);
const started = Date.now();
const result = await fuzzContract({ base: target.base, runs, seed, maxSteps });
await target.close();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const statuses = Object.entries(result.statuses).map(([status, count]) => `${status}: ${count}`).join(', ');
console.log(`${result.requests} requests in ${seconds} s, ${result.offContract} off the contract (${result.runs} runs)`);
console.log(`statuses: ${statuses}`);
if (result.failed) {
  console.error(`\nfuzz:contract FAILED with seed ${result.seed} (again: npm run fuzz:contract -- --runs ${runs} --seed ${result.seed})\n${result.report ?? ''}`);
  process.exit(1);
}
console.log(`fuzz:contract: no off-contract answer (seed ${result.seed})`);

// The contract fuzzer in npm test: a fixed seed and a modest number of runs (a few hundred requests, real HTTP,
// real sessions) against a sandbox on a loopback port. The longer run is `npm run fuzz:contract -- --runs N --seed S`
// (sandbox/README.md "Contract and fuzzer"). On a failure fast-check's report names the seed and the shrunk
// sequence of calls, with the off-contract answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzContract } from '../../../scripts/lib/fuzzContractRun';
import { startFuzzTarget, type FuzzTarget } from '../../../scripts/lib/fuzzContractTarget';

const SEED = 20_261_129;
const RUNS = 40;

let target: FuzzTarget;
// Building the sandbox (fixtures, the contract's validators) takes seconds on a busy machine.
beforeAll(async () => {
  target = await startFuzzTarget();
}, 60_000);
afterAll(async () => {
  await target.close();
});

describe('contract fuzzer (fixed seed)', () => {
  it('finds no off-contract answer over a few hundred valid, mutated and out-of-order requests', async () => {
    const result = await fuzzContract({ base: target.base, runs: RUNS, seed: SEED });
    expect(result.report ?? '', `seed ${SEED}`).toBe('');
    expect(result.offContract).toBe(0);
    // The seed reaches the answers the framework gives by itself (bad percent-encoding is a 400 among others) and
    // every kind of refusal, not only the happy path.
    expect(result.requests).toBeGreaterThan(200);
    for (const status of ['200', '400', '401', '404', '414', '415', '431']) expect(result.statuses[status] ?? 0, `status ${status}`).toBeGreaterThan(0);
  }, 120_000);
});

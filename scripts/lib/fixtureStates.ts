import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'date-fns';
import { normalizeLoanApplication } from '../../engine/api/normalizeLoanApplication';
import { normalizePrequal } from '../../engine/api/normalizePrequal';
import { createLoanRecord } from '../../sandbox/server/lender/createLoanRecord';
import { fastForward } from '../../sandbox/server/lender/fastForward';
import { createPrequal, toPrequal } from '../../sandbox/server/lender/prequalActions';
import { toLoanApplication } from '../../sandbox/server/lender/toLoanApplication';
import { FixtureError, parseFixture, tokenOf } from '../../sandbox/server/fixtures/loadFixtures';
import type { Fixture } from '../../sandbox/server/fixtures/Fixture';
import type { Journey } from './loadFlows';
import type { DiffState } from './flowsDiff';

// What the app receives when a fixture's link is opened, made by the sandbox's own code (as createLink and the
// prequal signup route do it, without a database): the seeded record, fast-forwarded to scenario.startAt, as the
// contract's response; then normalised by the engine as the app normalises it.
function responseOf(fixture: Fixture, now: number): unknown {
  if (fixture.kind === 'prequal') return toPrequal(createPrequal(tokenOf(fixture), `${tokenOf(fixture)}-prequal`, fixture.scenario.merchant.name, now), now);
  const record = createLoanRecord(fixture.scenario, now, tokenOf(fixture));
  if (fixture.scenario.startAt) fastForward(record, fixture.scenario.startAt, now);
  return toLoanApplication(record, now);
}

// The state each fixtures/*.yaml seeds, by journey, labelled with the fixture's name. A fixture the sandbox could
// not seed (broken YAML, a value the schema refuses) is left out with a sentence naming it, not a throw.
export function fixtureStates(dir: string, now: number): { states: Record<Journey, DiffState[]>; skipped: string[] } {
  const states: Record<Journey, DiffState[]> = { borrower: [], prequal: [] };
  const skipped: string[] = [];
  const ctx = { today: format(now, 'yyyy-MM-dd'), direct: false, oauthStateId: null };
  for (const file of readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort()) {
    try {
      const fixture = parseFixture(readFileSync(join(dir, file), 'utf8'), `fixtures/${file}`);
      const journey: Journey = fixture.kind === 'prequal' ? 'prequal' : 'borrower';
      const raw = responseOf(fixture, now);
      const normalized = journey === 'prequal' ? normalizePrequal(raw) : normalizeLoanApplication(raw);
      if (!normalized.ok) {
        skipped.push(`fixtures/${file}: the sandbox's response breaks the contract: ${normalized.error.errors[0]?.message ?? normalized.error.schema}`);
        continue;
      }
      states[journey].push({ label: `fixture ${fixture.name}`, state: normalized.value, ctx: { ...ctx }, source: 'fixture', changes: 0 });
    } catch (error) {
      const message = (error as Error).message.split('\n')[0] ?? '';
      skipped.push(error instanceof FixtureError ? message : `fixtures/${file}: the sandbox cannot seed it: ${message}`);
    }
  }
  return { states, skipped };
}

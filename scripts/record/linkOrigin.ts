import type { Scenario } from '../../sandbox/domain/types';
import type { Fixture } from '../../sandbox/server/fixtures/Fixture';
import { tokenOf } from '../../sandbox/server/fixtures/loadFixtures';
import { orElse } from '../lib/orElse';
import type { Origin } from './writeRecording';

// Where a journey begins, from the path of a page: a prequal fixture's signup (/<token>/prequalify), or a payment
// link the sandbox knows (/<token>: a fixture's demo link, or one the control API made from a scenario). None for any
// other path (the outbox, a screen after the first, which names no link).
export function linkOrigin(path: string, fixtures: readonly Fixture[], scenarioOf: (token: string) => Scenario | undefined): Origin | null {
  const parts = orElse(() => path.split('/').filter(Boolean).map(decodeURIComponent), null);
  const [first = '', second] = parts ?? [];
  if (!parts || parts.length > 2 || first === '') return null;
  const signup = second === 'prequalify' ? fixtures.find((f) => f.kind === 'prequal' && tokenOf(f) === first) : undefined;
  const link = second === undefined && scenarioOf(first) ? first : undefined;
  if (!signup && !link) return null;
  const fixture = signup ?? fixtures.find((f) => f.kind === 'loan' && tokenOf(f) === link);
  return { ...(fixture ? { fixture } : {}), token: first };
}

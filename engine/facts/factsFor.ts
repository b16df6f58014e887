import type { FactDef } from './FactDef';
import { borrowerFacts } from './borrowerFacts';
import { prequalFacts } from './prequalFacts';

// The fact registry of a journey: the names its flow (and the common screens it includes) may test.
export function factsFor(journey: 'borrower' | 'prequal'): Record<string, FactDef<never>> {
  return (journey === 'borrower' ? borrowerFacts : prequalFacts) as unknown as Record<string, FactDef<never>>;
}

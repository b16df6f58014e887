import type { CompiledFlow } from '../../engine/flow/FlowTypes';

/** `journey`: which journey's replay made the decision (replay tags it by the fixture's kind; rule ids and the
 * common screens are named alike in both journeys, so one journey's decisions must not count for the other). */
export interface EngineDecision { screen: string; via: string; journey?: 'borrower' | 'prequal' }
export interface Coverage {
  screens: { hit: number; total: number; missed: string[] };
  rules: { hit: number; total: number; missed: string[] };
  transitions: { hit: number; total: number; missed: string[] };
}

/** Every routing rule, phone step and transition the flow has, by the names decisions carry in `via`. */
export function flowParts(flow: CompiledFlow) {
  const rules = [...flow.routing.map((r) => `routing.${r.id}`), ...flow.phoneSteps.map((r) => `phoneSteps.${r.id}`)];
  const transitions = Object.entries(flow.screens).flatMap(([id, s]) =>
    Object.entries(s.on ?? {}).flatMap(([event, h]) => h.next.map((_n, i) => `screens.${id}.on.${event}.next[${i}]`)));
  return { screens: Object.keys(flow.screens), rules, transitions };
}

// Coverage from what the engine actually decided during the run (the `via` of every decision and the screens
// shown), not from the fixture text.
export function coverage(flow: CompiledFlow, decisions: readonly EngineDecision[]): Coverage {
  const parts = flowParts(flow);
  const mine = decisions.filter((d) => (d.journey ?? flow.journey) === flow.journey);
  const vias = mine.flatMap((d) => d.via.split(' -> '));
  const shown = new Set(mine.map((d) => d.screen));
  const used = new Set(vias);
  const count = (all: string[], hit: (x: string) => boolean) => {
    const missed = all.filter((x) => !hit(x));
    return { hit: all.length - missed.length, total: all.length, missed };
  };
  return {
    screens: count(parts.screens, (s) => shown.has(s)),
    rules: count(parts.rules, (r) => used.has(r)),
    transitions: count(parts.transitions, (t) => used.has(t)),
  };
}

export const coverageLine = (c: Coverage) =>
  `screens ${c.screens.hit}/${c.screens.total}, rules ${c.rules.hit}/${c.rules.total}, transitions ${c.transitions.hit}/${c.transitions.total}`;

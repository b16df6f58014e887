import { checkFlow, type FlowWorld } from '../../engine/analysis/checkFlow';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { shadowedRules } from '../../engine/analysis/shadowedRules';
import type { Finding } from './flowGraph';

// What flows:check knows about parts of a journey, as findings the map draws: the screens its reachability pass
// finds nothing leads to (checkFlow reports them on the screen's own key), and the routing rules, phone steps and
// transition steps that can never apply (engine/analysis/shadowedRules.ts), each on its rule row or edge.
export function flowFindings(flow: CompiledFlow, world: FlowWorld): Finding[] {
  const mainFile = `flows/${flow.journey}.yaml`;
  const unreachable = checkFlow(flow, world, mainFile)
    .filter((p) => p.path.length === 2 && p.path[0] === 'screens' && /never reached/.test(p.message))
    .map((p) => ({ id: String(p.path[1]), kind: 'unreachable' as const, reason: p.message }));
  const shadowed = shadowedRules(flow, world.facts, mainFile).marks.map((m) => ({ id: m.id, kind: 'shadowed' as const, reason: m.reason }));
  return [...unreachable, ...shadowed];
}

import { checkFlow, type FlowWorld } from '../../engine/flow/checkFlow';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import type { Finding } from './flowGraph';

// What flows:check knows about parts of a journey, as findings the map draws. Today: the screens its reachability
// pass finds nothing leads to (checkFlow reports them on the screen's own key). Shadowed rules and transition steps
// belong here too once flows:check decides them: add them as { id: 'routing.<rule>' or
// 'screens.<screen>.on.<event>.next[<i>]', kind: 'shadowed', reason } and the map marks that rule or step.
export function flowFindings(flow: CompiledFlow, world: FlowWorld): Finding[] {
  const mainFile = `flows/${flow.journey}.yaml`;
  return checkFlow(flow, world, mainFile)
    .filter((p) => p.path.length === 2 && p.path[0] === 'screens' && /never reached/.test(p.message))
    .map((p) => ({ id: String(p.path[1]), kind: 'unreachable' as const, reason: p.message }));
}

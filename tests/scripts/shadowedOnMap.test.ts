import { describe, expect, it } from 'vitest';
import type { CompiledFlow, Handler } from '../../engine/flow/FlowTypes';
import { flowFindings } from '../../scripts/lib/flowFindings';
import { flowGraph, withCoverage, withFindings } from '../../scripts/lib/flowGraph';
import { layoutFlowGraph } from '../../scripts/lib/layoutFlowGraph';
import { loadWorld } from '../../scripts/check/loadWorld';
import { renderFlowMap } from '../../scripts/lib/renderFlowMap';
import { prequalFlow } from '../support/flows';

// The prequal journey as a product edit might leave it: a routing rule added below one that takes all its states,
// and a transition step after a step that takes all of its.
const first = prequalFlow.routing[0];
const firstScreen = Object.entries(prequalFlow.screens).find(([, s]) => s.on && Object.values(s.on).some((h) => h.next.length))?.[0] as string;
const [event, handler] = Object.entries(prequalFlow.screens[firstScreen]?.on ?? {})[0] as [string, Handler];
const edited: CompiledFlow = {
  ...prequalFlow,
  routing: [...prequalFlow.routing.slice(0, 1), { id: 'copyOfFirst', when: { all: [first?.when ?? {}] }, goto: first?.goto ?? 'error' }, ...prequalFlow.routing.slice(1)],
  screens: {
    ...prequalFlow.screens,
    [firstScreen]: {
      ...prequalFlow.screens[firstScreen],
      path: prequalFlow.screens[firstScreen]?.path ?? '/',
      on: { ...prequalFlow.screens[firstScreen]?.on, [event]: { ...handler, next: [{ goto: '$status' }, { goto: '$stay' }] } },
    },
  },
};

describe('shadowed rules and steps on the flow map', () => {
  it('marks the rule and the step flows:check finds can never apply, with the reason in the tooltip', async () => {
    const world = loadWorld('prequal').world;
    const findings = flowFindings(edited, world);
    expect(findings).toEqual(expect.arrayContaining([
      { id: 'routing.copyOfFirst', kind: 'shadowed', reason: expect.stringContaining(`taken first by rule "${first?.id}"`) },
      { id: `screens.${firstScreen}.on.${event}.next[1]`, kind: 'shadowed', reason: expect.stringContaining('has no condition') },
    ]));
    const graph = withCoverage(withFindings(flowGraph(edited), findings).graph, null);
    const html = renderFlowMap({ graph, layout: await layoutFlowGraph(graph), file: 'flows/prequal.yaml', coverageNote: 'No replay coverage.', notes: [], nav: [] });
    expect(html).toMatch(/class="edge rule plain shadowed" data-id="routing\.copyOfFirst"/);
    expect(html).toMatch(/class="row plain shadowed" data-id="routing\.copyOfFirst"><title>[^<]*shadowed: rule &quot;copyOfFirst&quot; can never apply/);
    expect(html).toContain(`data-id="screens.${firstScreen}.on.${event}.next[1]"`);
    expect(html).toMatch(new RegExp(`class="edge transition plain shadowed" data-id="screens\\.${firstScreen}\\.on\\.${event}\\.next\\[1\\]"`));
    expect(html).toMatch(/What flows:check found \(2\)/);
  });

  it('marks nothing on the flows as they are', () => {
    expect(flowFindings(prequalFlow, loadWorld('prequal').world).filter((f) => f.kind === 'shadowed')).toEqual([]);
  });
});

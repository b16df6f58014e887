import { describe, expect, it } from 'vitest';
import { coverageFile } from '../../e2e/replay/coverageFile';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { flowFindings } from '../../scripts/lib/flowFindings';
import { flowGraph, HUBS, withCoverage, withFindings } from '../../scripts/lib/flowGraph';
import { layoutFlowGraph, ROW } from '../../scripts/lib/layoutFlowGraph';
import { loadWorld } from '../../scripts/check/loadWorld';
import { renderFlowMap } from '../../scripts/lib/renderFlowMap';
import { prequalFlow } from '../support/flows';

// The prequal journey with a screen nothing leads to, as a product edit might leave one.
const withOrphan: CompiledFlow = {
  ...prequalFlow,
  screens: { ...prequalFlow.screens, prequal_orphan: { path: '/prequal_orphan', copy: 'blank' } },
  origin: { ...prequalFlow.origin, prequal_orphan: 'flows/prequal.yaml' },
};

describe('what flows:check knows, on the map', () => {
  it('marks the screens the checker finds unreachable, and nothing on the flows as they are', () => {
    const world = loadWorld('prequal').world;
    expect(flowFindings(prequalFlow, world)).toEqual([]);
    expect(flowFindings(withOrphan, world)).toEqual([{ id: 'prequal_orphan', kind: 'unreachable', reason: expect.stringContaining('never reached') }]);
  });
});

describe('layout and page', () => {
  const decisions = [
    { screen: 'prequal_phone', via: 'routing.needPhone', journey: 'prequal' as const },
    { screen: 'prequal_pin', via: 'screens.prequal_phone.on.submit.next[0]', journey: 'prequal' as const },
  ];
  const record = coverageFile({ prequal: withOrphan }, decisions, [{ name: 'prequal', kind: 'prequal' }], new Date()).journeys.prequal ?? null;
  const graph = withCoverage(withFindings(flowGraph(withOrphan), flowFindings(withOrphan, loadWorld('prequal').world)).graph, record);

  it('places every node apart, gives every edge a route and a label, and starts each rule at its own row', async () => {
    const layout = await layoutFlowGraph(graph);
    expect(layout.nodes).toHaveLength(graph.nodes.length);
    const boxes = layout.nodes;
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${a.node.id} and ${b.node.id} overlap`).toBe(true);
      }
    }
    for (const e of layout.edges) {
      expect(e.points.length, e.edge.id).toBeGreaterThanOrEqual(2);
      expect(e.label?.text.length, e.edge.id).toBeGreaterThan(0);
    }
    const hub = layout.nodes.find((n) => n.node.id === HUBS.status);
    const rule = layout.edges.find((e) => e.edge.id === 'routing.needAddress');
    const row = prequalFlow.routing.findIndex((r) => r.id === 'needAddress');
    expect(rule?.points[0]?.x).toBeCloseTo((hub?.x ?? 0) + (hub?.width ?? 0), 0);
    expect(rule?.points[0]?.y).toBeCloseTo((hub?.y ?? 0) + (hub?.headerHeight ?? 0) + row * ROW + ROW / 2, 0);
  });

  it('writes a page that needs no network, with exercised parts solid, the rest dashed and the unreachable marked', async () => {
    const html = renderFlowMap({ graph, layout: await layoutFlowGraph(graph), file: 'flows/prequal.yaml', coverageNote: 'Coverage from the replay.', notes: [], nav: [] });
    expect(html).not.toMatch(/<(script|img|link)[^>]+(src|href)=/);
    expect(html).not.toMatch(/url\((?!#)/);
    expect(html).toMatch(/<svg [^>]*viewBox=/);
    expect(html).toMatch(/class="edge rule hit" data-id="routing\.needPhone"/);
    expect(html).toMatch(/class="edge rule missed" data-id="routing\.needPin"/);
    expect(html).toMatch(/class="edge transition hit" data-id="screens\.prequal_phone\.on\.submit\.next\[0\]"/);
    expect(html).toMatch(/\.edge\.missed \.line\{[^}]*stroke-dasharray/);
    expect(html).toMatch(/class="node screen missed unreachable" id="node-prequal_orphan"/);
    expect(html).toContain('not exercised');
    expect(html).toMatch(/Screens not shown \(\d+\)/);
  });

  it('without coverage draws every part plain and says so in the legend', async () => {
    const plain = withCoverage(flowGraph(prequalFlow), null);
    const html = renderFlowMap({ graph: plain, layout: await layoutFlowGraph(plain), file: 'flows/prequal.yaml', coverageNote: 'No replay coverage.', notes: [], nav: [] });
    expect(html).not.toMatch(/class="edge [a-zA-Z]+ (hit|missed)/);
    expect(html).toContain('No replay coverage.');
    expect(html).not.toContain('Screens not shown');
  });
});

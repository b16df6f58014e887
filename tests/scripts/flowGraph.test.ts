import { describe, expect, it } from 'vitest';
import { coverage, coverageLine, flowParts } from '../../e2e/replay/coverage';
import { coverageFile } from '../../e2e/replay/coverageFile';
import type { Condition } from '../../engine/flow/Condition';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { conditionText } from '../../scripts/lib/conditionText';
import { flowGraph, HUBS, tally, tallyLine, withCoverage, withFindings } from '../../scripts/lib/flowGraph';
import { borrowerFlow, prequalFlow } from '../support/flows';

const edge = (flow: CompiledFlow, id: string) => flowGraph(flow).edges.find((e) => e.id === id);

describe('flowGraph: a journey as nodes and edges named as the engine names its decisions', () => {
  it.each([['borrower', borrowerFlow], ['prequal', prequalFlow]] as const)('draws every %s screen as a node', (_name, flow) => {
    const screens = flowGraph(flow).nodes.filter((n) => n.kind === 'screen').map((n) => n.id);
    expect(screens.sort()).toEqual(Object.keys(flow.screens).sort());
  });

  it.each([['borrower', borrowerFlow], ['prequal', prequalFlow]] as const)('has an edge for every %s routing rule, phone step and next step, by its coverage id', (_name, flow) => {
    const g = flowGraph(flow);
    const parts = flowParts(flow);
    expect(g.edges.filter((e) => e.kind === 'rule' || e.kind === 'phoneStep').map((e) => e.id)).toEqual(parts.rules);
    expect(g.edges.filter((e) => e.kind === 'transition').map((e) => e.id).sort()).toEqual([...parts.transitions].sort());
    const nodeIds = new Set(g.nodes.map((n) => n.id));
    for (const e of g.edges) expect(nodeIds.has(e.from) && nodeIds.has(e.to), e.id).toBe(true);
  });

  it('draws a next step from its screen to its target, $status to the routing hub, $stay to itself, $entry and $return to the entry', () => {
    const sign = borrowerFlow.screens.review_plan?.on?.sign?.next[1];
    expect(edge(borrowerFlow, 'screens.review_plan.on.sign.next[1]')).toMatchObject({ from: 'review_plan', to: sign?.goto, label: `sign[1]: ${conditionText(sign?.when)}` });
    const toStatus = Object.entries(borrowerFlow.screens).flatMap(([id, s]) => Object.entries(s.on ?? {}).flatMap(([ev, h]) => h.next.map((n, i) => ({ id: `screens.${id}.on.${ev}.next[${i}]`, from: id, goto: n.goto }))));
    for (const t of toStatus) {
      const expected = t.goto === '$status' ? HUBS.status : t.goto === '$stay' ? t.from : t.goto === '$entry' || t.goto === '$return' ? borrowerFlow.entry : t.goto;
      expect(edge(borrowerFlow, t.id)?.to, t.id).toBe(expected);
    }
    expect(toStatus.some((t) => t.goto === '$status') && toStatus.some((t) => t.goto === '$stay') && toStatus.some((t) => t.goto === '$entry')).toBe(true);
  });

  it('lists the routing rules in order on the routing hub, each with its condition, and leaves from its own row', () => {
    const g = flowGraph(borrowerFlow);
    const hub = g.nodes.find((n) => n.id === HUBS.status);
    const i = borrowerFlow.routing.findIndex((r) => r.id === 'declinedMax');
    expect(hub?.rows[i]).toMatchObject({ id: 'routing.declinedMax', number: i + 1, target: 'declined_max', condition: 'status = DECLINED and declineReasons only INELIGIBLE_FOR_ADDITIONAL_LOAN' });
    expect(edge(borrowerFlow, 'routing.declinedMax')).toMatchObject({ from: HUBS.status, fromRow: i, to: 'declined_max', label: `${i + 1}. declinedMax` });
    expect(hub?.rows.at(-1)).toMatchObject({ id: 'fallback', target: borrowerFlow.fallback });
  });

  it('draws the errors table, the session pages and back links; a kind that stays has a row and no edge', () => {
    expect(edge(borrowerFlow, 'errors.lockout')).toMatchObject({ from: HUBS.errors, to: borrowerFlow.errors.lockout, kind: 'error' });
    expect(edge(borrowerFlow, 'errors.field')).toBeUndefined();
    expect(flowGraph(borrowerFlow).nodes.find((n) => n.id === HUBS.errors)?.rows.find((r) => r.id === 'errors.field')?.target).toBe('stays on the screen');
    expect(edge(borrowerFlow, 'session.idle')).toMatchObject({ from: HUBS.session, to: borrowerFlow.session.idle, measured: true });
    expect(edge(borrowerFlow, 'screens.review_plan.header.back')).toMatchObject({ from: 'review_plan', to: 'choose_plan', kind: 'back', measured: false });
  });

  it('draws a target that is not a screen as a node of its own instead of failing', () => {
    const broken: CompiledFlow = { ...prequalFlow, routing: [...prequalFlow.routing, { id: 'typo', when: { status: 'PENDING' }, goto: 'prequal_entyr' }] };
    const g = flowGraph(broken);
    expect(g.nodes.find((n) => n.id === 'prequal_entyr')?.kind).toBe('unknown');
    expect(g.edges.find((e) => e.id === 'routing.typo')?.to).toBe('prequal_entyr');
  });
});

describe('coverage on the graph', () => {
  const decisions = [
    { screen: 'entry', via: 'routing.pending' },
    { screen: 'choose_plan', via: 'screens.entry.on.submit.next[0] -> routing.offerAvailable' },
    { screen: 'link_bank', via: 'screens.choose_plan.on.select.next[1]' },
    { screen: 'error', via: 'errors.general' },
    // A prequal replay's decisions never count for the borrower flow, though the rule id is the same.
    { screen: 'prequal_canceled', via: 'routing.canceled', journey: 'prequal' as const },
  ];
  const record = coverageFile({ borrower: borrowerFlow }, decisions, [{ name: 'happy', kind: 'loan' }], new Date()).journeys.borrower ?? null;

  it('marks what the replay exercised and what it did not, by the same ids replay counts', () => {
    const g = withCoverage(flowGraph(borrowerFlow), record);
    expect(g.overlay).toBe(true);
    const mark = (id: string) => g.edges.find((e) => e.id === id)?.mark;
    expect(mark('screens.choose_plan.on.select.next[1]')).toBe('exercised');
    expect(mark('screens.choose_plan.on.select.next[0]')).toBe('missed');
    expect(mark('routing.offerAvailable')).toBe('exercised');
    expect(mark('routing.canceled')).toBe('missed');
    expect(mark('errors.general')).toBe('exercised');
    expect(mark('screens.review_plan.header.back')).toBeUndefined();
    expect(g.nodes.find((n) => n.id === 'link_bank')?.mark).toBe('exercised');
    expect(g.nodes.find((n) => n.id === 'review_plan')?.mark).toBe('missed');
    expect(g.nodes.find((n) => n.id === HUBS.status)?.rows.find((r) => r.id === 'routing.pending')?.mark).toBe('exercised');
    expect(tallyLine(tally(g))).toBe(coverageLine(coverage(borrowerFlow, decisions)));
  });

  it('draws no overlay without coverage', () => {
    const g = withCoverage(flowGraph(borrowerFlow), null);
    expect(g.overlay).toBe(false);
    expect(g.edges.some((e) => e.mark) || g.nodes.some((n) => n.mark)).toBe(false);
  });

  it('places checker findings on their screen, rule row and edge, and hands back those naming nothing', () => {
    const { graph, unplaced } = withFindings(flowGraph(borrowerFlow), [
      { id: 'timeout', kind: 'unreachable', reason: 'nothing leads here' },
      { id: 'routing.declined', kind: 'shadowed', reason: 'rule 16 takes every state it would' },
      { id: 'routing.nope', kind: 'shadowed', reason: 'x' },
    ]);
    expect(graph.nodes.find((n) => n.id === 'timeout')?.findings.map((f) => f.kind)).toEqual(['unreachable']);
    expect(graph.edges.find((e) => e.id === 'routing.declined')?.findings.map((f) => f.kind)).toEqual(['shadowed']);
    expect(graph.nodes.find((n) => n.id === HUBS.status)?.rows.find((r) => r.id === 'routing.declined')?.findings).toHaveLength(1);
    expect(unplaced.map((f) => f.id)).toEqual(['routing.nope']);
  });
});

describe('conditionText', () => {
  it.each<[Condition | undefined, string]>([
    [undefined, 'always'],
    [{ status: 'CANCELED' }, 'status = CANCELED'],
    [{ status: ['OFFER_AVAILABLE', 'CONDITIONAL_APPROVAL'], direct: false, refunded: true }, 'status = OFFER_AVAILABLE | CONDITIONAL_APPROVAL and not direct and refunded'],
    [{ required: { hasAny: ['zip', 'city'] } }, 'required has any of zip, city'],
    [{ any: [{ profileFound: true }, { required: { has: 'phone' } }] }, '(profileFound or required has phone)'],
    [{ not: { status: { in: ['A', 'B'] } } }, 'not (status in A, B)'],
  ])('%j reads "%s"', (condition, text) => {
    expect(conditionText(condition)).toBe(text);
  });
});

import type { CompiledFlow, Rule, Screen } from '../../engine/flow/FlowTypes';
import { conditionText } from './conditionText';

/**
 * Something a checker knows about a part of the flow, drawn on the map. `id` is a screen id or a rule /
 * transition id (`routing.declinedMax`, `screens.review_plan.on.sign.next[1]`). Unreachable screens, and rules
 * and steps that can never apply (shadowed), come from flows:check (scripts/lib/flowFindings.ts).
 */
export interface Finding { id: string; kind: 'unreachable' | 'shadowed'; reason: string }

/** Whether the last replay went through a part: only parts whose decisions name them can be measured. */
export type Mark = 'exercised' | 'missed';

/** One line of a hub (status routing, phone steps, errors, session): a rule in its order, with its edge's id. */
export interface GraphRow { id: string; number: number; name: string; condition: string; target: string; measured: boolean; mark?: Mark; findings: Finding[] }

export interface GraphNode {
  /** The screen id, or `$status`, `$phoneSteps`, `$errors`, `$session` for the hubs. */
  id: string;
  kind: 'screen' | 'hub' | 'unknown';
  title: string;
  /** Lines under the title: a screen's path and what it shows; a hub's one-sentence rule. */
  lines: string[];
  rows: GraphRow[];
  measured: boolean;
  mark?: Mark;
  findings: Finding[];
}

export type EdgeKind = 'rule' | 'phoneStep' | 'fallback' | 'transition' | 'error' | 'session' | 'back' | 'precedence';

export interface GraphEdge {
  /** The coverage id: the name the engine's decisions carry in `via` (e2e/replay/coverage.ts). */
  id: string;
  from: string;
  /** The hub row the edge leaves from (its index in `rows`). */
  fromRow?: number;
  to: string;
  kind: EdgeKind;
  /** A short label for the picture, and the whole sentence for its tooltip. */
  label: string;
  title: string;
  measured: boolean;
  mark?: Mark;
  findings: Finding[];
}

export interface FlowGraph {
  journey: 'borrower' | 'prequal';
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** Whether a replay's coverage is drawn over the graph. */
  overlay: boolean;
}

/** What a replay exercised in one journey: the screens it showed and every rule id its decisions named. */
export interface JourneyCoverage { shown: readonly string[]; exercised: readonly string[] }

export const HUBS = { status: '$status', phoneSteps: '$phoneSteps', errors: '$errors', session: '$session' } as const;

const describeScreen = (id: string, s: Screen, entry: string, file: string | undefined, mainFile: string): string[] => {
  const what = [
    id === entry ? 'entry (link route)' : '',
    s.final ? 'final' : '',
    s.linkable ? 'linkable' : '',
    s.form ? `form ${s.form}` : '',
    s.component ? s.component : '',
  ].filter(Boolean);
  return [s.path ?? '(no path)', ...(what.length ? [what.join(' · ')] : []), ...(file && file !== mainFile ? [`from ${file}`] : [])];
};

// The flow as a graph whose element ids are the engine's own rule names, so a replay's coverage and the checker's
// findings land on the right edge: one node per screen, one hub per rule table (status routing with its rules in
// order, phone steps, the errors table, session pages), an edge per routing rule, per `next` step of every
// handler ($status to the routing hub, $entry to the entry screen, $stay to itself) and per back link.
export function flowGraph(flow: CompiledFlow): FlowGraph {
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const screenIds = new Set(Object.keys(flow.screens));
  const unknown = new Set<string>();
  const resolve = (target: string, self: string): string => {
    const to = target === '$status' ? HUBS.status : target === '$entry' || target === '$return' ? flow.entry : target === '$stay' ? self : target;
    if (!to.startsWith('$') && !screenIds.has(to)) unknown.add(to);
    return to;
  };

  for (const [id, s] of Object.entries(flow.screens)) {
    nodes.push({ id, kind: 'screen', title: id, lines: describeScreen(id, s, flow.entry, flow.origin[id], `flows/${flow.journey}.yaml`), rows: [], measured: true, findings: [] });
  }

  const ruleHub = (hub: string, title: string, line: string, list: 'routing' | 'phoneSteps', rules: Rule[], kind: EdgeKind) => {
    const rows: GraphRow[] = rules.map((r, i) => ({
      id: `${list}.${r.id}`, number: i + 1, name: r.id, condition: conditionText(r.when), target: r.goto, measured: true, findings: [],
    }));
    rules.forEach((r, i) => edges.push({
      id: `${list}.${r.id}`, from: hub, fromRow: i, to: resolve(r.goto, hub), kind,
      label: `${i + 1}. ${r.id}`, title: `${list}.${r.id} (rule ${i + 1}): ${conditionText(r.when)} → ${r.goto}`, measured: true, findings: [],
    }));
    return { rows, node: { id: hub, kind: 'hub' as const, title, lines: [line], rows, measured: false, findings: [] } };
  };

  const status = ruleHub(HUBS.status, 'status routing', 'the first rule that holds decides', 'routing', flow.routing, 'rule');
  status.rows.push({ id: 'fallback', number: flow.routing.length + 1, name: 'fallback', condition: 'no rule holds', target: flow.fallback, measured: true, findings: [] });
  edges.push({ id: 'fallback', from: HUBS.status, fromRow: flow.routing.length, to: resolve(flow.fallback, HUBS.status), kind: 'fallback', label: 'fallback', title: `fallback: no routing rule holds → ${flow.fallback}`, measured: true, findings: [] });
  nodes.push(status.node);

  if (flow.phoneSteps.length) {
    const phone = ruleHub(HUBS.phoneSteps, 'phone steps', 'take precedence when routing lands on a screen that is not final', 'phoneSteps', flow.phoneSteps, 'phoneStep');
    nodes.push(phone.node);
    edges.push({ id: 'routing→phoneSteps', from: HUBS.status, to: HUBS.phoneSteps, kind: 'precedence', label: 'not final', title: 'when the screen routing lands on is not final, the first phone step that holds wins instead', measured: false, findings: [] });
  }

  const tableHub = (hub: string, title: string, line: string, prefix: string, entries: [string, string][], kind: EdgeKind, measured: (key: string) => boolean) => {
    const rows: GraphRow[] = [];
    entries.forEach(([key, target], i) => {
      const stays = target === '$stay';
      rows.push({ id: `${prefix}.${key}`, number: i + 1, name: key, condition: '', target: stays ? 'stays on the screen' : target, measured: measured(key), findings: [] });
      if (stays) return;
      // routeError sends $entry and $status alike to the entry screen.
      const to = target === '$status' ? flow.entry : resolve(target, hub);
      edges.push({ id: `${prefix}.${key}`, from: hub, fromRow: i, to, kind, label: key, title: `${prefix}.${key} → ${target}`, measured: measured(key), findings: [] });
    });
    nodes.push({ id: hub, kind: 'hub', title, lines: [line], rows, measured: false, findings: [] });
  };
  tableHub(HUBS.errors, 'errors', 'where an error of each kind goes (flows/errors.yaml names the kinds)', 'errors', Object.entries(flow.errors), 'error', () => true);
  // A missing session token is an error of kind missingToken: the errors table above says where it goes.
  tableHub(HUBS.session, 'session', 'where an ended session goes', 'session',
    [['idle', flow.session.idle], ['absolute', flow.session.absolute]], 'session', () => true);

  for (const [id, s] of Object.entries(flow.screens)) {
    for (const [event, handler] of Object.entries(s.on ?? {})) {
      const guard = handler.when ? ` [${conditionText(handler.when)}]` : '';
      handler.next.forEach((n, i) => {
        const cond = n.when ? conditionText(n.when) : handler.next.length > 1 ? 'otherwise' : '';
        const step = handler.next.length > 1 ? `${event}[${i}]` : event;
        edges.push({
          id: `screens.${id}.on.${event}.next[${i}]`, from: id, to: resolve(n.goto, id), kind: 'transition',
          label: `${step}${guard}${cond ? `: ${cond}` : ''}`,
          title: `screens.${id}.on.${event}.next[${i}]: ${event}${guard}${handler.action ? ` (action ${handler.action})` : ''}${n.when ? ` when ${conditionText(n.when)}` : ''} → ${n.goto}`,
          measured: true, findings: [],
        });
      });
    }
    if (s.header?.back) {
      const when = s.header.backWhen ? `: ${conditionText(s.header.backWhen)}` : '';
      edges.push({ id: `screens.${id}.header.back`, from: id, to: resolve(s.header.back, id), kind: 'back', label: `back${when}`, title: `header back link${when} → ${s.header.back}`, measured: false, findings: [] });
    }
  }
  for (const id of unknown) nodes.push({ id, kind: 'unknown', title: id, lines: ['not a screen of this journey'], rows: [], measured: false, findings: [] });
  return { journey: flow.journey, nodes, edges, overlay: false };
}

// Marks what the replay exercised: a screen it showed, a rule or step its decisions named. Parts no decision can
// name (back links, the phone-step precedence) stay unmarked.
export function withCoverage(graph: FlowGraph, cov: JourneyCoverage | null): FlowGraph {
  if (!cov) return { ...graph, overlay: false };
  const shown = new Set(cov.shown);
  const used = new Set(cov.exercised);
  const mark = (hit: boolean): Mark => (hit ? 'exercised' : 'missed');
  return {
    ...graph,
    overlay: true,
    nodes: graph.nodes.map((n) => ({
      ...n,
      ...(n.kind === 'screen' ? { mark: mark(shown.has(n.id)) } : {}),
      rows: n.rows.map((r) => (r.measured ? { ...r, mark: mark(used.has(r.id)) } : r)),
    })),
    edges: graph.edges.map((e) => (e.measured ? { ...e, mark: mark(used.has(e.id)) } : e)),
  };
}

/** Attaches each finding to the screen, rule row or edge with its id; findings naming nothing are returned. */
export function withFindings(graph: FlowGraph, findings: readonly Finding[]): { graph: FlowGraph; unplaced: Finding[] } {
  const placed = new Set<Finding>();
  const mine = (id: string) => findings.filter((f) => f.id === id && placed.add(f));
  const next: FlowGraph = {
    ...graph,
    nodes: graph.nodes.map((n) => ({
      ...n,
      findings: [...n.findings, ...(n.kind === 'screen' ? mine(n.id) : [])],
      rows: n.rows.map((r) => ({ ...r, findings: [...r.findings, ...mine(r.id)] })),
    })),
    edges: graph.edges.map((e) => ({ ...e, findings: [...e.findings, ...findings.filter((f) => f.id === e.id && placed.add(f))] })),
  };
  return { graph: next, unplaced: findings.filter((f) => !placed.has(f)) };
}

export interface Tally { hit: number; total: number; missed: string[] }

/** The counts replay prints (screens, rules = routing + phone steps, transitions), read off the marked graph. */
export function tally(graph: FlowGraph): { screens: Tally; rules: Tally; transitions: Tally; errors: Tally } {
  const count = (items: { id: string; mark?: Mark }[]): Tally => {
    const missed = items.filter((i) => i.mark !== 'exercised').map((i) => i.id);
    return { hit: items.length - missed.length, total: items.length, missed };
  };
  const rows = graph.nodes.flatMap((n) => n.rows);
  return {
    screens: count(graph.nodes.filter((n) => n.kind === 'screen')),
    rules: count(graph.edges.filter((e) => e.kind === 'rule' || e.kind === 'phoneStep')),
    transitions: count(graph.edges.filter((e) => e.kind === 'transition')),
    errors: count(rows.filter((r) => r.measured && (r.id.startsWith('errors.') || r.id.startsWith('session.')))),
  };
}

export const tallyLine = (t: ReturnType<typeof tally>): string =>
  `screens ${t.screens.hit}/${t.screens.total}, rules ${t.rules.hit}/${t.rules.total}, transitions ${t.transitions.hit}/${t.transitions.total}`;

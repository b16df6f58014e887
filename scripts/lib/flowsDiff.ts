import type { FactType, RouteContext } from '../../engine/facts/FactDef';
import { factsFor } from '../../engine/facts/factsFor';
import { atomsOf, compileCondition } from '../../engine/analysis/conditionSpace';
import type { Scalar } from '../../engine/flow/Condition';
import { factReader } from '../../engine/flow/factReader';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { routeState } from '../../engine/flow/routeState';
import type { Journey } from './loadFlows';
import { baseState, factRealisers, type Draft } from './factRealisers';

/** One state flows:diff routes through both flows: a label a reviewer can read, the state and the route context. */
export interface DiffState { label: string; state: unknown; ctx: RouteContext; source: 'fixture' | 'generated'; changes: number }

/** Every value a fact tested by routing can take (for a list fact: every member), and the one the base state has. */
export interface FactDomain { fact: string; type: FactType; base: unknown; values: unknown[] }

/** A state that lands on a different screen: where it went before, where it goes now, and the rules that decided. */
export interface MovedState {
  label: string;
  source: DiffState['source'];
  changes: number;
  before: { screen: string; via: string };
  after: { screen: string; via: string };
  /** The state itself, for `npm run route` or a test. */
  state: unknown;
  ctx: RouteContext;
}

export interface RouteDiff { total: number; moved: MovedState[]; unreached: { before: string[]; after: string[] } }

/** The fact the generated corpus crosses with everything else: the one every journey's routing switches on. */
export const ANCHOR = 'status';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const isScalar = (v: unknown): v is Scalar => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const VALUE_OPERATORS = new Set(['eq', 'in', 'has', 'hasAny', 'hasAll', 'only', 'gt', 'gte', 'lt', 'lte', 'contains', 'containsAny']);

function literalsOf(expected: unknown): Scalar[] {
  if (Array.isArray(expected)) return expected.filter(isScalar);
  if (!isObject(expected)) return isScalar(expected) ? [expected] : [];
  return Object.entries(expected).filter(([op]) => VALUE_OPERATORS.has(op)).flatMap(([, v]) => (Array.isArray(v) ? v : [v])).filter(isScalar);
}

// The facts status routing and the phone steps test, in any of the flows given (each condition's atoms, as the
// checker compiles it), with the literal values they compare them with: only these can change where a state lands.
export function routingFacts(flows: readonly CompiledFlow[]): Map<string, Scalar[]> {
  const out = new Map<string, Scalar[]>();
  for (const flow of flows) {
    for (const rule of [...flow.phoneSteps, ...flow.routing]) {
      for (const { fact, expected } of atomsOf(compileCondition(rule.when, () => 0))) out.set(fact, [...(out.get(fact) ?? []), ...literalsOf(expected)]);
    }
  }
  return out;
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

// The finite domain of each fact routing tests: a boolean's two values, a string's `values` list (engine/facts)
// plus the literals the rules name, a list's members, a number's literals and their neighbours.
export function factDomains(journey: Journey, flows: readonly CompiledFlow[], today: string): FactDomain[] {
  const defs = factsFor(journey);
  const realisers = factRealisers[journey];
  const flow = flows[flows.length - 1] as CompiledFlow;
  const base = baseState(journey, today);
  const read = factReader(flow, base.state, base.ctx);
  const domains: FactDomain[] = [];
  for (const [fact, literals] of routingFacts(flows)) {
    const def = defs[fact];
    if (!def || !realisers[fact]) continue;
    const baseValue = read(fact);
    const named = [...(def.values ?? []), ...literals];
    const values = def.type === 'boolean' ? [false, true]
      : def.type === 'number' ? unique(literals.filter((l): l is number => typeof l === 'number').flatMap((n) => [n - 1, n, n + 1]))
        : def.type === 'list' ? unique(named.filter((v) => typeof v === 'string'))
          : unique([baseValue, ...named.filter((v) => typeof v === 'string')]);
    domains.push({ fact, type: def.type, base: baseValue, values });
  }
  return domains;
}

interface Change { fact: string; value: unknown; list: boolean }

// Every set of at most `depth` changes off the base, in order; changes to one fact do not combine, except members
// added to the same list.
function combinations(changes: readonly Change[], depth: number): Change[][] {
  const out: Change[][] = [[]];
  const grow = (from: number, picked: Change[]) => {
    if (picked.length === depth) return;
    for (let i = from; i < changes.length; i++) {
      const change = changes[i] as Change;
      if (!change.list && picked.some((p) => p.fact === change.fact)) continue;
      const next = [...picked, change];
      out.push(next);
      grow(i + 1, next);
    }
  };
  grow(0, []);
  return out;
}

const show = (v: unknown) => (v === null || v === undefined || v === '' ? 'none' : typeof v === 'string' && /\s/.test(v) ? JSON.stringify(v) : String(v));

// A state's label: the routing facts that read differently from the base state, as `status=X, fact, list+member`.
function describe(domains: readonly FactDomain[], read: (fact: string) => unknown): string {
  const parts: string[] = [];
  for (const d of domains) {
    const value = read(d.fact);
    if (d.fact === ANCHOR) parts.unshift(`${d.fact}=${show(value)}`);
    else if (d.type === 'list') {
      const now = asList(value);
      const was = asList(d.base);
      parts.push(...now.filter((m) => !was.includes(m)).map((m) => `${d.fact}+${show(m)}`), ...was.filter((m) => !now.includes(m)).map((m) => `${d.fact}-${show(m)}`));
    } else if (value !== d.base) parts.push(d.type === 'boolean' ? (value === true ? d.fact : `not ${d.fact}`) : `${d.fact}=${show(value)}`);
  }
  return parts.join(', ') || 'the base state';
}

const clone = (draft: Draft): Draft => structuredClone(draft);

// The generated corpus: every value of the anchor fact (status) crossed with every combination of at most `depth`
// other changes to the base state, over the facts the flows' routing tests. States that read the same on every
// routing fact under every flow given route alike, so only the first of them is kept.
export function generateCorpus(journey: Journey, flows: readonly CompiledFlow[], options: { today: string; depth?: number }): { states: DiffState[]; domains: FactDomain[] } {
  const domains = factDomains(journey, flows, options.today);
  const realisers = factRealisers[journey];
  const table = (flows[flows.length - 1] as CompiledFlow).inquiries;
  const anchor = domains.find((d) => d.fact === ANCHOR);
  const changes: Change[] = domains.filter((d) => d !== anchor).flatMap((d) =>
    d.values.filter((v) => (d.type === 'list' ? !asList(d.base).includes(v) : v !== d.base)).map((value) => ({ fact: d.fact, value, list: d.type === 'list' })));
  const combos = combinations(changes, options.depth ?? 2);
  const seen = new Set<string>();
  const states: DiffState[] = [];
  for (const anchorValue of anchor ? anchor.values : [undefined]) {
    const start = baseState(journey, options.today);
    if (anchor) realisers[ANCHOR]?.(start, anchorValue, table);
    for (const combo of combos) {
      const draft = clone(start);
      for (const change of combo) realisers[change.fact]?.(draft, change.value, table);
      const readers = flows.map((flow) => factReader(flow, draft.state, draft.ctx));
      const key = JSON.stringify(readers.map((read) => domains.map((d) => read(d.fact))));
      if (seen.has(key)) continue;
      seen.add(key);
      states.push({ label: describe(domains, readers[readers.length - 1] as (fact: string) => unknown), state: draft.state, ctx: draft.ctx, source: 'generated', changes: combo.length });
    }
  }
  return { states, domains };
}

const ruleIds = (flow: CompiledFlow) => [...flow.phoneSteps.map((r) => `phoneSteps.${r.id}`), ...flow.routing.map((r) => `routing.${r.id}`)];

// Routes every state through the flow before and after an edit and keeps those that land on another screen; also
// names the rules no state is decided by, so a reviewer knows what the corpus did not exercise.
export function diffRoutes(before: CompiledFlow, after: CompiledFlow, states: readonly DiffState[]): RouteDiff {
  const moved: MovedState[] = [];
  const usedBefore = new Set<string>();
  const usedAfter = new Set<string>();
  for (const s of states) {
    const b = routeState(before, s.state, s.ctx);
    const a = routeState(after, s.state, s.ctx);
    usedBefore.add(b.via);
    usedAfter.add(a.via);
    if (b.screen !== a.screen) {
      moved.push({ label: s.label, source: s.source, changes: s.changes, before: { screen: b.screen, via: b.via }, after: { screen: a.screen, via: a.via }, state: s.state, ctx: s.ctx });
    }
  }
  return {
    total: states.length,
    moved,
    unreached: { before: ruleIds(before).filter((id) => !usedBefore.has(id)), after: ruleIds(after).filter((id) => !usedAfter.has(id)) },
  };
}

import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { factsFor } from '../../engine/facts/factsFor';
import { factReader } from '../../engine/flow/factReader';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { routeState } from '../../engine/flow/routeState';
import { diffRoutes, generateCorpus, routingFacts } from '../../scripts/lib/flowsDiff';
import { flowsAtRev, type Git } from '../../scripts/lib/flowsAtRev';
import { fixtureStates } from '../../scripts/lib/fixtureStates';
import { renderFlowsDiff } from '../../scripts/lib/renderFlowsDiff';
import { TODAY, borrowerFlow, prequalFlow } from '../support/flows';

const repo = resolve(__dirname, '..', '..');
const flows = { borrower: borrowerFlow, prequal: prequalFlow };
const corpus = { borrower: generateCorpus('borrower', [borrowerFlow], { today: TODAY }), prequal: generateCorpus('prequal', [prequalFlow], { today: TODAY }) };
const fixtures = fixtureStates(join(repo, 'fixtures'), Date.parse(`${TODAY}T12:00:00Z`));

// A copy of a flow in which one routing rule sends its states to another screen.
function retarget(flow: CompiledFlow, ruleId: string, goto: string): CompiledFlow {
  const edited = structuredClone(flow);
  const rule = edited.routing.find((r) => r.id === ruleId);
  if (!rule) throw new Error(`no rule ${ruleId}`);
  rule.goto = goto;
  return edited;
}

describe('flows:diff corpus', () => {
  it.each(['borrower', 'prequal'] as const)('gives every fact %s routing tests every value it can hold, read through the engine', (journey) => {
    const flow = flows[journey];
    const defs = factsFor(journey);
    const seen = new Map<string, Set<unknown>>();
    for (const s of corpus[journey].states) {
      const read = factReader(flow, s.state, s.ctx);
      for (const fact of routingFacts([flow]).keys()) {
        const value = read(fact);
        const values = seen.get(fact) ?? new Set();
        (Array.isArray(value) ? value : [value]).forEach((v) => values.add(v));
        seen.set(fact, values);
      }
    }
    for (const [fact, literals] of routingFacts([flow])) {
      const def = defs[fact];
      expect(def, `fact ${fact}`).toBeDefined();
      const neverAsked = fact === 'required' ? flow.inquiries.neverRequired : [];
      const expected = def?.type === 'boolean' ? [true, false] : [...(def?.values ?? []), ...literals].filter((v) => !neverAsked.includes(v as string));
      // A string fact tested with `contains` holds a text that contains the literal.
      const holds = (v: unknown) => [...(seen.get(fact) ?? [])].some((s) => s === v || (typeof s === 'string' && typeof v === 'string' && s.includes(v)));
      for (const value of expected) expect(holds(value), `${journey}: ${fact} = ${String(value)}`).toBe(true);
    }
  });

  it.each(['borrower', 'prequal'] as const)('has a state decided by every %s routing rule and phone step', (journey) => {
    const diff = diffRoutes(flows[journey], flows[journey], corpus[journey].states);
    expect(diff.unreached).toEqual({ before: [], after: [] });
  });

  it('labels a state by the facts it changes from the base state, and keeps each distinct state once', () => {
    const labels = corpus.borrower.states.map((s) => s.label);
    expect(labels).toContain('status=DECLINED, declineReasons+INELIGIBLE_FOR_ADDITIONAL_LOAN');
    expect(labels).toContain('status=CONDITIONAL_APPROVAL_ACCOUNT_LINKED, moreInfoRequired, hasAutopayDecision');
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('includes the state each fixture seeds, built by the sandbox, one per fixture file', () => {
    expect(fixtures.skipped).toEqual([]);
    const byName = new Map(fixtures.states.borrower.map((s) => [s.label, s]));
    const land = (name: string) => {
      const s = byName.get(`fixture ${name}`);
      if (!s) throw new Error(`no fixture ${name}`);
      return routeState(borrowerFlow, s.state, s.ctx).screen;
    };
    expect(land('happy-path')).toBe('entry');
    expect(land('refunded')).toBe('purchase_refunded');
    expect(land('phone-first')).toBe('phone');
    expect(fixtures.states.prequal.map((s) => s.label)).toContain('fixture prequal');
  });
});

describe('flows:diff comparison', () => {
  it('shows exactly the states a changed rule target moves, fixtures among them', () => {
    const edited = retarget(borrowerFlow, 'refunded', 'purchase_complete');
    const states = [...fixtures.states.borrower, ...corpus.borrower.states];
    const diff = diffRoutes(borrowerFlow, edited, states);
    const decidedByRule = states.filter((s) => routeState(borrowerFlow, s.state, s.ctx).via === 'routing.refunded').map((s) => s.label);
    expect(decidedByRule.length).toBeGreaterThan(1);
    expect(diff.moved.map((m) => m.label).sort()).toEqual(decidedByRule.sort());
    expect(diff.moved.map((m) => m.label)).toContain('fixture refunded');
    for (const m of diff.moved) {
      expect(m.before).toEqual({ screen: 'purchase_refunded', via: 'routing.refunded' });
      expect(m.after).toEqual({ screen: 'purchase_complete', via: 'routing.refunded' });
    }
  });

  it('sees a rule moved ahead of another (prequal: address before personal data)', () => {
    const edited = structuredClone(prequalFlow);
    const personal = edited.routing.findIndex((r) => r.id === 'needPersonal');
    const address = edited.routing.findIndex((r) => r.id === 'needAddress');
    [edited.routing[personal], edited.routing[address]] = [edited.routing[address]!, edited.routing[personal]!];
    const diff = diffRoutes(prequalFlow, edited, corpus.prequal.states);
    expect(diff.moved.length).toBeGreaterThan(0);
    expect(diff.moved.every((m) => m.before.screen === 'prequal_entry' && m.after.screen === 'prequal_address')).toBe(true);
    expect(diff.moved.map((m) => m.label)).toContain('status=PENDING, required+firstName, required+stateCode, required+zip');
  });

  it('shows nothing for identical flows', () => {
    for (const journey of ['borrower', 'prequal'] as const) {
      const diff = diffRoutes(flows[journey], structuredClone(flows[journey]), [...fixtures.states[journey], ...corpus[journey].states]);
      expect(diff.moved).toEqual([]);
    }
  });

  it('prints a table of the moved states and one summary line', () => {
    const edited = retarget(borrowerFlow, 'declinedMax', 'declined');
    const report = (after: CompiledFlow, flow: CompiledFlow, states: typeof corpus.borrower.states) => ({ fixtures: 0, generated: states.length, depth: 2, diff: diffRoutes(flow, after, states) });
    const text = renderFlowsDiff('HEAD', {
      borrower: report(edited, borrowerFlow, corpus.borrower.states),
      prequal: report(prequalFlow, prequalFlow, corpus.prequal.states),
    });
    const moved = diffRoutes(borrowerFlow, edited, corpus.borrower.states).moved.length;
    expect(text).toMatch(/state\s+at HEAD\s+now/);
    expect(text).toMatch(/status=DECLINED, declineReasons\+INELIGIBLE_FOR_ADDITIONAL_LOAN\s+declined_max \(routing\.declinedMax\)\s+declined \(routing\.declinedMax\)/);
    expect(text.split('\n').at(-1)).toBe(`borrower: ${moved} of ${corpus.borrower.states.length.toLocaleString('en-US')} states land elsewhere; prequal: none`);
  });

  it('shows the smallest states of a move and counts the rest; --all lists them', () => {
    const edited = retarget(borrowerFlow, 'convertedLock', 'purchase_complete');
    const diff = diffRoutes(borrowerFlow, edited, corpus.borrower.states);
    const journeys = { borrower: { fixtures: 0, generated: diff.total, depth: 2, diff }, prequal: { fixtures: 0, generated: 0, depth: 2, diff: { total: 0, moved: [], unreached: { before: [], after: [] } } } };
    const rows = renderFlowsDiff('HEAD', journeys).split('\n').filter((l) => l.includes('purchase_complete'));
    expect(rows.map((l) => l.trim().split(/\s{2,}/)[0])).toEqual([
      'status=OFFER_CONVERTED, lockRequired', 'status=SETTLED, lockRequired', `... and ${diff.moved.length - 2} more states (--all lists them)`,
    ]);
    const all = renderFlowsDiff('HEAD', journeys, { all: true });
    for (const m of diff.moved) expect(all).toContain(m.label);
  });

  it('names a rule no state is decided by (shadowed by an earlier one)', () => {
    const edited = structuredClone(borrowerFlow);
    edited.routing.splice(edited.routing.findIndex((r) => r.id === 'canceled') + 1, 0, { id: 'canceledAgain', when: { status: 'CANCELED' }, goto: 'error' });
    const diff = diffRoutes(borrowerFlow, edited, corpus.borrower.states);
    expect(diff.unreached).toEqual({ before: [], after: ['routing.canceledAgain'] });
    const empty = { total: 0, moved: [], unreached: { before: [], after: [] } };
    expect(renderFlowsDiff('HEAD', { borrower: { fixtures: 0, generated: 0, depth: 2, diff }, prequal: { fixtures: 0, generated: 0, depth: 2, diff: empty } }))
      .toContain('  no state is decided now by routing.canceledAgain');
  });
});

describe('flows at a revision', { timeout: 180_000 }, () => {
  it('compiles both journeys from git show at HEAD', () => {
    const at = flowsAtRev('HEAD');
    expect(at.ok && Object.keys(at.value).sort()).toEqual(['borrower', 'prequal']);
  });

  it('names an unknown revision in one sentence', () => {
    const at = flowsAtRev('no-such-branch-7f3e');
    expect(at).toEqual({ ok: false, error: 'unknown revision "no-such-branch-7f3e" (try HEAD, HEAD~3, a branch, a tag or a commit id)' });
  });

  it('names a flow file that is not valid YAML or does not compile at the revision', () => {
    const fake = (files: Record<string, string>): Git => (args) => {
      if (args[0] === 'rev-parse') return 'abc123\n';
      if (args[0] === 'ls-tree') return `${Object.keys(files).join('\n')}\n`;
      const text = files[(args[1] ?? '').replace(/^abc123:/, '')];
      if (text === undefined) throw new Error('not found');
      return text;
    };
    const real = flowsAtRev('HEAD');
    expect(real.ok).toBe(true);
    const inquiries = spawnSync('git', ['show', 'HEAD:flows/inquiries.yaml'], { cwd: repo, encoding: 'utf8' }).stdout;
    expect(flowsAtRev('v1', fake({ 'flows/inquiries.yaml': inquiries, 'flows/borrower.yaml': 'version: 1\njourney: [unclosed\n' })))
      .toEqual({ ok: false, error: expect.stringMatching(/^flows\/borrower\.yaml at v1 is not valid YAML: /) });
    expect(flowsAtRev('v1', fake({ 'flows/inquiries.yaml': inquiries, 'flows/borrower.yaml': 'version: 1\njourney: borrower\nscreens: {}\n' })))
      .toEqual({ ok: false, error: 'flows/borrower.yaml at v1 does not compile: the journey needs an entry screen (the link route) (at entry)' });
  });

  it('the command answers an unknown revision with one line and exit 2, no stack trace', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(repo, 'scripts/flows-diff.ts'), 'no-such-branch-7f3e'], { cwd: repo, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual(['flows:diff: unknown revision "no-such-branch-7f3e" (try HEAD, HEAD~3, a branch, a tag or a commit id)']);
  });
});

import type { Journey } from './loadFlows';
import type { MovedState, RouteDiff } from './flowsDiff';

export interface JourneyReport { fixtures: number; generated: number; depth: number; diff: RouteDiff }

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;
const cell = (side: MovedState['before']) => `${side.screen} (${side.via})`;

function table(rows: string[][]): string[] {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('  ').trimEnd();
  return [line(rows[0] ?? []), line(widths.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)];
}

const order = (a: MovedState, b: MovedState) =>
  (a.source === b.source ? 0 : a.source === 'fixture' ? -1 : 1) || a.changes - b.changes || a.label.localeCompare(b.label);

// The states of one move a reviewer needs to see: every fixture, and each generated state unless a smaller one
// (a subset of its changed facts) makes the same move by the same rules: the rest only carry extra facts along.
function essential(group: readonly MovedState[]): MovedState[] {
  const kept: { m: MovedState; parts: Set<string> }[] = [];
  for (const m of [...group].sort(order)) {
    const parts = new Set(m.label.split(', '));
    const rules = `${m.before.via} ${m.after.via}`;
    const covered = m.source === 'generated' && kept.some((k) => k.m.source === 'generated' && `${k.m.before.via} ${k.m.after.via}` === rules
      && k.parts.size < parts.size && [...k.parts].every((p) => parts.has(p)));
    if (!covered) kept.push({ m, parts });
  }
  return kept.map((k) => k.m);
}

// One journey's moved states as a table, grouped by where they went (screen before -> screen now). Unless `all`,
// a group shows its essential states (at most `limit`) and says how many more it holds, so one broad edit does not
// bury the rest.
function movedTable(moved: readonly MovedState[], rev: string, options: { all: boolean; limit: number }): string[] {
  const groups = new Map<string, MovedState[]>();
  for (const m of moved) {
    const key = `${m.before.screen} -> ${m.after.screen}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  const rows: string[][] = [['state', `at ${rev}`, 'now']];
  for (const [, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const shown = options.all ? [...group].sort(order) : essential(group).slice(0, options.limit);
    rows.push(...shown.map((m) => [m.label, cell(m.before), cell(m.after)]));
    const first = group[0] as MovedState;
    const rest = group.length - shown.length;
    if (rest > 0) rows.push([`... and ${plural(rest, 'more state')} (--all lists them)`, first.before.screen, first.after.screen]);
  }
  return table(rows).map((l) => `  ${l}`);
}

// The text report of flows:diff: per journey the states that land elsewhere than at REV, then one summary line.
export function renderFlowsDiff(rev: string, journeys: Record<Journey, JourneyReport>, options: { all?: boolean; limit?: number } = {}): string {
  const out: string[] = [];
  const summary: string[] = [];
  for (const [journey, r] of Object.entries(journeys) as [Journey, JourneyReport][]) {
    out.push(`${journey}: ${plural(r.diff.total, 'state')} (${plural(r.fixtures, 'fixture')}; ${count(r.generated)} generated: every status with up to ${r.depth} other routing facts changed)`);
    const { before, after } = r.diff.unreached;
    if (before.length) out.push(`  no state is decided at ${rev} by ${before.join(', ')}`);
    if (after.length) out.push(`  no state is decided now by ${after.join(', ')}`);
    if (r.diff.moved.length) out.push(...movedTable(r.diff.moved, rev, { all: options.all === true, limit: options.limit ?? 10 }));
    else out.push('  every state lands where it did');
    out.push('');
    const n = r.diff.moved.length;
    summary.push(`${journey}: ${n ? `${count(n)} of ${plural(r.diff.total, 'state')} ${n === 1 ? 'lands' : 'land'} elsewhere` : 'none'}`);
  }
  out.push(summary.join('; '));
  return out.join('\n');
}

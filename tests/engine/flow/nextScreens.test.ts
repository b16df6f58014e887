import { describe, expect, it } from 'vitest';
import { nextScreens } from '../../../engine/flow/nextScreens';
import { loadFlows } from '../../../scripts/lib/loadFlows';

const flows = loadFlows().flows;
const borrower = flows.borrower!;
const prequal = flows.prequal!;

describe('nextScreens: where a screen can lead, from the flow', () => {
  it('lists every screen a handler of the screen names, before the routing targets', () => {
    for (const [id, screen] of Object.entries(borrower.screens)) {
      const next = nextScreens(borrower, id);
      const named = Object.values(screen.on ?? {}).flatMap((h) => h.next.map((n) => n.goto))
        .map((g) => (g === '$entry' || g === '$return' ? borrower.entry : g))
        .filter((g) => !g.startsWith('$') && g !== id && borrower.screens[g]);
      expect(next.slice(0, new Set(named).size), id).toEqual([...new Set(named)]);
    }
  });

  it('includes status routing, since any step may fall back to it: APPLY on the entry form can lead to the plans', () => {
    const entry = borrower.entry;
    const routedTo = borrower.routing.map((r) => r.goto);
    expect(routedTo.length).toBeGreaterThan(0);
    for (const target of routedTo) if (target !== entry) expect(nextScreens(borrower, entry)).toContain(target);
  });

  it('never lists the screen itself, a $ target, a screen the flow lacks, or one twice', () => {
    for (const flow of [borrower, prequal]) {
      for (const id of Object.keys(flow.screens)) {
        const next = nextScreens(flow, id);
        expect(next, id).not.toContain(id);
        expect(next.every((n) => !n.startsWith('$') && Object.hasOwn(flow.screens, n)), id).toBe(true);
        expect(new Set(next).size, id).toBe(next.length);
      }
    }
  });

  it('is empty for a screen the flow does not have', () => {
    expect(nextScreens(borrower, 'no_such_screen')).toEqual([]);
  });
});

describe('nextScreens: the journey\'s next steps first', () => {
  const progress = (id: string): number => {
    const p = borrower.screens[id]?.progress;
    return typeof p === 'number' ? p : Array.isArray(p) ? Math.min(...p.map((r) => r.value)) : Number.NaN;
  };
  it('after the named targets, routing targets further along the progress bar come nearest first', () => {
    for (const id of Object.keys(borrower.screens)) {
      const here = Number.isNaN(progress(id)) ? -1 : progress(id);
      const screen = borrower.screens[id]!;
      const namedCount = new Set(Object.values(screen.on ?? {}).flatMap((h) => h.next.map((n) => (n.goto === '$entry' || n.goto === '$return' ? borrower.entry : n.goto)))
        .filter((g) => !g.startsWith('$') && g !== id && borrower.screens[g])).size;
      const rest = nextScreens(borrower, id).slice(namedCount);
      const ahead = rest.filter((n) => progress(n) > here);
      // Those ahead lead the rest, in rising progress.
      expect(rest.slice(0, ahead.length), id).toEqual(ahead);
      expect(ahead.map(progress), id).toEqual([...ahead.map(progress)].sort((a, b) => a - b));
    }
  });
});

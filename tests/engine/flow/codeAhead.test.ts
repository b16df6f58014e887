import { describe, expect, it } from 'vitest';
import { AHEAD_SCREENS, codeAhead, nextScreens } from '../../../engine/flow/nextScreens';
import { loadFlows } from '../../../scripts/lib/loadFlows';

const flows = loadFlows().flows;

describe('codeAhead: the next screens\' code, within the budget', () => {
  it('lists at most AHEAD_SCREENS screens, each drawing with code not listed before, likeliest first', () => {
    for (const flow of [flows.borrower!, flows.prequal!]) {
      for (const id of Object.keys(flow.screens)) {
        const ahead = codeAhead(flow, id, AHEAD_SCREENS);
        expect(ahead.length, id).toBeLessThanOrEqual(AHEAD_SCREENS);
        const order = nextScreens(flow, id);
        expect(ahead.map((a) => order.indexOf(a.screen)), id).toEqual([...ahead.map((a) => order.indexOf(a.screen))].sort((a, b) => a - b));
        const parts = ahead.flatMap((a) => [a.component && `c:${a.component}`, a.form && `f:${a.form}`].filter(Boolean));
        for (const a of ahead) {
          expect(a.component ?? a.form, `${id} -> ${a.screen}`).toBeTruthy();
          expect(a.component, `${id} -> ${a.screen}`).toBe(flow.screens[a.screen]?.component);
          expect(a.form, `${id} -> ${a.screen}`).toBe(flow.screens[a.screen]?.form);
        }
        // No screen is listed whose code is all in an earlier one's.
        expect(new Set(ahead.map((a) => `${a.component}|${a.form}`)).size, id).toBe(ahead.length);
        expect(parts.length, id).toBeGreaterThanOrEqual(ahead.length);
      }
    }
  });

  it('from every screen of the happy path, the screen a tap leads to next is within the budget', () => {
    // The happy path as the flow draws it: each screen with a component or form and the next one further along the
    // progress bar that draws with code. Read from the flow, not pinned.
    const flow = flows.borrower!;
    const withCode = Object.entries(flow.screens).filter(([, s]) => s.component || s.form);
    const progress = (id: string) => { const p = flow.screens[id]?.progress; return typeof p === 'number' ? p : null; };
    for (const [id] of withCode) {
      const here = progress(id);
      if (here === null) continue;
      const further = nextScreens(flow, id).filter((n) => (progress(n) ?? -1) > here && (flow.screens[n]?.component || flow.screens[n]?.form));
      if (further.length === 0) continue;
      const nearest = further[0]!;
      const covered = codeAhead(flow, id, AHEAD_SCREENS).some((a) => a.screen === nearest
        || (a.component !== undefined && a.component === flow.screens[nearest]?.component && a.form === flow.screens[nearest]?.form));
      expect(covered, `${id}: ${nearest} is not fetched ahead`).toBe(true);
    }
  });
});

import type { Page } from 'playwright-core';

// What moved on the page without the borrower touching it: the browser's layout shifts without recent input (the
// ones a page's CLS adds up), recorded from the first byte of every document the replay opens. A step marks where it
// begins; `expect: { steady: true }` fails on any shift after the mark, naming what moved.

/** Runs in every document before its own scripts: keeps each layout shift, with what moved, in window.__replayShifts. */
export const RECORD_SHIFTS = `(() => {
  const shifts = window.__replayShifts = [];
  const name = (node) => !node ? 'something' : node.nodeType === 1 ? node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (typeof node.className === 'string' && node.className ? '.' + node.className.trim().split(/\\s+/).join('.') : '') : 'text';
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) shifts.push({ value: e.value, input: e.hadRecentInput, moved: (e.sources || []).map((s) => name(s.node)) });
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {}
})();`;

export interface Shift {
  value: number;
  moved: string[];
}

/** Starts a step: the shifts so far are not its own. */
export async function markShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __replayShifts?: unknown[]; __replayShiftMark?: number };
    w.__replayShiftMark = w.__replayShifts?.length ?? 0;
  }).catch(() => undefined);
}

/** The shifts without recent input since the step's mark (a document opened by the step counts from its start). */
export async function shiftsSinceMark(page: Page): Promise<Shift[]> {
  // The observer's callback comes after the frame that moved: one more frame, then read.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
  return page.evaluate(() => {
    const w = window as unknown as { __replayShifts?: { value: number; input: boolean; moved: string[] }[]; __replayShiftMark?: number };
    return (w.__replayShifts ?? []).slice(w.__replayShiftMark ?? 0).filter((s) => !s.input).map(({ value, moved }) => ({ value, moved }));
  });
}

/** The failure's words: what moved and by how much, as CLS counts it. */
export function describeShifts(shifts: readonly Shift[]): string {
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  const moved = [...new Set(shifts.flatMap((s) => s.moved))];
  return `${shifts.length} layout shift${shifts.length === 1 ? '' : 's'} without a tap (${total.toFixed(3)} of CLS): ${moved.length > 0 ? moved.join(', ') : 'something'} moved`;
}

/** The disclosure's zoom (borrower-journey section 2): starts at 1.15, steps of 0.15, from 0.5 to 2. */
export const ZOOM = { start: 1.15, step: 0.15, min: 0.5, max: 2 } as const;

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Why: each press moves one step and stops at the bounds, with no float drift (1.15 + 0.15 is 1.3, not 1.2999). */
export function stepZoom(current: number, direction: 1 | -1): number {
  return Math.min(ZOOM.max, Math.max(ZOOM.min, round2(current + direction * ZOOM.step)));
}

/**
 * A document's zoom, as the PDF scale (1 draws a 612 pt page 612 CSS px wide). The spec's numbers (borrower-journey
 * section 2: start 1.15, step 0.15, from 0.5 to 2) hold wherever the page fits; on a narrower screen the document
 * opens fitted to the width instead, so a phone shows the whole page (issue 15).
 */
export const ZOOM = { start: 1.15, step: 0.15, min: 0.5, max: 2 } as const;

const floor2 = (n: number): number => Math.floor(n * 100 + 1e-9) / 100;
const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Why: the largest scale (to the hundredth, rounded down so it never overflows) at which a page fits the box. */
export function fitScale(pageWidth: number, boxWidth: number): number {
  if (!(pageWidth > 0) || !(boxWidth > 0)) return ZOOM.start;
  return Math.max(0.01, floor2(boxWidth / pageWidth));
}

/** Why: a document opens at the spec's zoom unless that would cut the page's right side off; then it fits. */
export function startZoom(fit: number): number {
  return Math.min(ZOOM.start, fit);
}

/** Why: zooming out stops at the spec's 0.5, or at the fitted scale when that is smaller (a page never needs less). */
export function zoomBounds(fit: number): { min: number; max: number } {
  return { min: Math.min(ZOOM.min, fit), max: ZOOM.max };
}

/**
 * Why: each press moves one step and stops at the bounds, with no float drift (1.15 + 0.15 is 1.3, not 1.2999);
 * a step that would pass the opening scale stops on it, so zooming back always returns to where the document opened.
 */
export function stepZoom(current: number, direction: 1 | -1, fit: number = ZOOM.start): number {
  const { min, max } = zoomBounds(fit);
  const home = startZoom(fit);
  const next = round2(current + direction * ZOOM.step);
  const passesHome = direction === 1 ? current < home && home < next : next < home && home < current;
  return Math.min(max, Math.max(min, passesHome ? home : next));
}

import { describe, expect, it } from 'vitest';
import { fitScale, startZoom, stepZoom, zoomBounds, ZOOM } from '../../../../src/integrations/truthInLending/zoom';

// A US Letter page is 612 pt wide: at scale s pdf.js draws it 612 * s CSS px wide.
const LETTER = 612;
// What the document box measures on a 360 px phone (full-width modal, less a classic scrollbar) and on a desktop.
const PHONE_BOX = 345;
const DESKTOP_BOX = 731;

describe('document zoom', () => {
  it('opens a 612 pt page on a 360 px phone at a scale that fits the whole width (not the spec\'s 1.15)', () => {
    const start = startZoom(fitScale(LETTER, PHONE_BOX));
    expect(LETTER * start).toBeLessThanOrEqual(PHONE_BOX);
    // Fitted, not shrunk: within one hundredth of the box's width.
    expect(LETTER * (start + 0.01)).toBeGreaterThan(PHONE_BOX);
    expect(start).toBeLessThan(ZOOM.start);
  });

  it('fits at 320 px too, even below the spec\'s 0.5, and lets zoom out go no further than the fitted page', () => {
    const fit = fitScale(LETTER, 280);
    expect(LETTER * startZoom(fit)).toBeLessThanOrEqual(280);
    expect(fit).toBeLessThan(ZOOM.min);
    expect(zoomBounds(fit).min).toBe(fit);
    expect(stepZoom(fit, -1, fit)).toBe(fit);
  });

  it('keeps the spec\'s opening 1.15 where the page fits at that size (a desktop)', () => {
    expect(startZoom(fitScale(LETTER, DESKTOP_BOX))).toBe(ZOOM.start);
  });

  it('zooms in steps of 0.15 from the fitted page up to 2, and back out to the fitted page, then 0.5', () => {
    const fit = fitScale(LETTER, PHONE_BOX);
    const seen = [startZoom(fit)];
    while ((seen.at(-1) as number) < ZOOM.max) seen.push(stepZoom(seen.at(-1) as number, 1, fit));
    expect(seen[1]).toBe(Math.round((fit + ZOOM.step) * 100) / 100);
    expect(seen.at(-1)).toBe(ZOOM.max);
    expect(stepZoom(ZOOM.max, 1, fit)).toBe(ZOOM.max);
    // Back out from 2: the step that would pass the fitted page stops on it, then one more reaches 0.5.
    let zoom: number = ZOOM.max;
    const back = [zoom];
    while (zoom > fit) { zoom = stepZoom(zoom, -1, fit); back.push(zoom); }
    expect(back.at(-1)).toBe(fit);
    expect(stepZoom(fit, -1, fit)).toBe(ZOOM.min);
    expect(stepZoom(ZOOM.min, -1, fit)).toBe(ZOOM.min);
  });

  it('steps without float drift and within 0.5..2 where the page fits at any size', () => {
    expect(stepZoom(ZOOM.start, 1)).toBe(1.3);
    expect(stepZoom(1.9, 1)).toBe(2);
    expect(stepZoom(0.6, -1)).toBe(0.5);
  });
});

import { describe, expect, it } from 'vitest';
import { describeShifts } from '../../e2e/replay/layoutShifts';

// What a replay's `expect: { steady: true }` says when the screen jumped on its own.
describe('describeShifts', () => {
  it('adds the shifts up as CLS does and names each thing that moved once', () => {
    expect(describeShifts([{ value: 0.038, moved: ['footer.footer'] }])).toBe('1 layout shift without a tap (0.038 of CLS): footer.footer moved');
    expect(describeShifts([{ value: 0.01, moved: ['footer.footer', 'div.plan-picker'] }, { value: 0.02, moved: ['footer.footer'] }]))
      .toBe('2 layout shifts without a tap (0.030 of CLS): footer.footer, div.plan-picker moved');
  });

  it('says something moved when the browser named no node', () => {
    expect(describeShifts([{ value: 0.2, moved: [] }])).toBe('1 layout shift without a tap (0.200 of CLS): something moved');
  });
});

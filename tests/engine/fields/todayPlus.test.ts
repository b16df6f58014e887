import { describe, expect, it } from 'vitest';
import { TODAY_TOKEN, todayPlus } from '../../../engine/fields/shared/todayPlus';

// A replay's `{today+Nd}` and the form editor's steps that write it name the same calendar day as the app's today.
describe('todayPlus', () => {
  it('moves across a month, a year and a leap day by calendar days', () => {
    expect(todayPlus({ year: 2026, month: 11, day: 25 }, 10)).toEqual({ year: 2026, month: 12, day: 5 });
    expect(todayPlus({ year: 2026, month: 12, day: 28 }, 5)).toEqual({ year: 2027, month: 1, day: 2 });
    expect(todayPlus({ year: 2028, month: 2, day: 28 }, 1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(todayPlus({ year: 2027, month: 1, day: 2 }, -5)).toEqual({ year: 2026, month: 12, day: 28 });
  });

  it('moves by whole days across a clock change, wherever the machine is', () => {
    // 2026-11-01 is the US clock change; 2026-03-29 the EU one. A day of 23 or 25 hours is still one day.
    expect(todayPlus({ year: 2026, month: 10, day: 31 }, 2)).toEqual({ year: 2026, month: 11, day: 2 });
    expect(todayPlus({ year: 2026, month: 3, day: 28 }, 2)).toEqual({ year: 2026, month: 3, day: 30 });
  });

  it('reads the days of a step\'s token, forward and back', () => {
    const found = [...'in {today+10d} or {today-3d}'.matchAll(TODAY_TOKEN)].map((m) => Number(m[1]));
    expect(found).toEqual([10, -3]);
  });
});

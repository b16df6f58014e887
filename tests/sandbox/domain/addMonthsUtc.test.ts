import { describe, expect, it } from 'vitest';
import { addMonthsUtc } from '../../../sandbox/domain/addMonthsUtc';

describe('addMonthsUtc', () => {
  it.each([
    ['2025-01-31T00:00:00Z', 1, '2025-02-28T00:00:00Z'],
    ['2024-01-31T00:00:00Z', 1, '2024-02-29T00:00:00Z'],
    ['2025-01-30T23:59:59Z', 1, '2025-02-28T23:59:59Z'],
    ['2025-08-31T10:00:00Z', 1, '2025-09-30T10:00:00Z'],
    ['2025-11-30T10:00:00Z', 3, '2026-02-28T10:00:00Z'],
    ['2025-12-31T10:00:00Z', 1, '2026-01-31T10:00:00Z'],
    ['2025-05-15T10:00:00Z', 0, '2025-05-15T10:00:00Z'],
    ['2025-03-31T10:00:00Z', -1, '2025-02-28T10:00:00Z'],
  ])('%s + %s month(s) = %s', (from, months, expected) => {
    expect(addMonthsUtc(new Date(from), months)).toBe(Date.parse(expected));
  });

  it('accepts epoch milliseconds', () => {
    expect(addMonthsUtc(Date.parse('2025-01-31T00:00:00Z'), 1)).toBe(Date.parse('2025-02-28T00:00:00Z'));
  });
});

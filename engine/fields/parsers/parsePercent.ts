import { textOf } from '../shared/textOf';

// A percentage shown as "45%" is sent as the number 45; anything that is not a whole 0 to 100 comes back as null.
export function parsePercent(value: unknown): number | null {
  const match = /^\s*(\d{1,3})\s*%?\s*$/.exec(textOf(value));
  const percent = match ? Number(match[1]) : NaN;
  return percent <= 100 ? percent : null;
}

import { DAY_MS, isoDate } from './lenderConstants';

// A scenario's serviceDate is a calendar date or a day offset ('+10d', '-3d') from when the link is made, so a
// seeded demo keeps saying "in ten days" whenever it is started.
export function resolveServiceDate(value: string | undefined, now: number): string | undefined {
  if (value === undefined) return undefined;
  const relative = /^([+-])(\d+)d$/.exec(value);
  if (!relative) return value;
  const days = Number(relative[2]) * (relative[1] === '-' ? -1 : 1);
  return isoDate(now + days * DAY_MS);
}

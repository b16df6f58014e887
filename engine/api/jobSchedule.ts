// The wait before each poll of an asynchronous job (spec section 7): 2 s x2, 5 s x3, 10 s x3, 20 s x6, 60 s x4.
const STEPS: ReadonlyArray<{ delayMs: number; times: number }> = [
  { delayMs: 2_000, times: 2 },
  { delayMs: 5_000, times: 3 },
  { delayMs: 10_000, times: 3 },
  { delayMs: 20_000, times: 6 },
  { delayMs: 60_000, times: 4 },
];

/** 18 waits in milliseconds; poll n happens after the sum of the first n waits (2000, 4000, 9000, ... 409000). */
export const jobSchedule: readonly number[] = Object.freeze(
  STEPS.flatMap(({ delayMs, times }) => Array.from({ length: times }, () => delayMs)),
);

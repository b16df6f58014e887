/** How many single-character edits (insert, delete, replace, swap two neighbours) turn one name into another. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

// The known name a mistyped one most likely meant, for "did you mean": the same name in another case, else the
// nearest within two edits (one for names of up to five characters, where two edits reach unrelated words).
// Undefined when nothing is that close, so a suggestion is never a wild guess.
export function closestName(name: string, pool: Iterable<string>): string | undefined {
  const lower = name.toLowerCase();
  const limit = name.length <= 5 ? 1 : 2;
  let best: { name: string; distance: number } | undefined;
  for (const candidate of pool) {
    if (candidate === name) continue;
    const distance = candidate.toLowerCase() === lower ? 0 : editDistance(lower, candidate.toLowerCase());
    if (distance <= limit && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}

// "Did you mean" for what QA writes in a fixture (a scenario's names, a step's path, label, button or words): the
// known text most likely meant. Looser than closestName, the flow checker's measure: QA types texts, not
// identifiers. The sandbox's fixture checks and the replay's step checks both read it here.
const loose = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');

/** Edits between two texts, or just past `limit` when their lengths alone say so. */
const boundedDistance = (a: string, b: string, limit: number): number => (Math.abs(a.length - b.length) > limit ? limit + 1 : editDistance(a, b));

// The same name in another case wins, then in another spelling (underscores, dashes and spaces aside), then a
// name cut short ('totalRefund' for totalRefundAmount), then the nearest known name a couple of typos away, never
// one as far from the name as it is long ('XY' suggests nothing).
export function closestText(name: string, known: Iterable<string>): string | undefined {
  const wanted = loose(name);
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    if (candidate === name) continue;
    const other = loose(candidate);
    const d = candidate.toLowerCase() === name.toLowerCase() ? 0 : other === wanted ? 0.5
      : wanted.length >= 5 && other.startsWith(wanted) ? 0.9 : boundedDistance(wanted, other, 2);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return bestDistance <= 2 && bestDistance * 2 < wanted.length ? best : undefined;
}

/** ` (did you mean "x"?)`, or nothing when no known name is close. */
export const didYouMean = (name: string, known: Iterable<string>): string => {
  const near = closestText(name, known);
  return near === undefined ? '' : ` (did you mean "${near}"?)`;
};

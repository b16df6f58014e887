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

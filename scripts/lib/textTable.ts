// A small table for a benchmark's figures: the first column left-aligned, the others right-aligned, so runs line up.
export function textTable(rows: ReadonlyArray<readonly string[]>): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('   ')).join('\n');
}

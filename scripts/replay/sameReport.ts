import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { COVERAGE_FILE } from '../../e2e/replay/coverageFile';

// What may differ between two runs of the same fixtures and still be the same report: the times (each fixture's,
// the wall time) and the fresh link every replay makes (a random token in its paths), and when the coverage file
// was written. Everything else (which fixtures, in which order, every step, its path and label, pass or fail, every
// screenshot's name, the coverage counts and what was missed) must be equal.
const sheetOf = (html: string) => html
  .replace(/\d+(\.\d+)? s\b/g, '# s')
  .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '{token}');
const coverageOf = (json: string) => {
  const { writtenAt: _when, ...rest } = JSON.parse(json) as Record<string, unknown>;
  return JSON.stringify(rest, null, 2);
};
const filesOf = (dir: string) => readdirSync(dir)
  .filter((name) => statSync(join(dir, name)).isDirectory())
  .sort()
  .map((name) => `${name}: ${readdirSync(join(dir, name)).sort().join(' ')}`);

/** How two replay reports (contact sheet, coverage, screenshots) differ; none when they are the same report. */
export function reportDifferences(a: string, b: string): string[] {
  const differences: string[] = [];
  for (const dir of [a, b]) for (const file of ['index.html', COVERAGE_FILE]) if (!existsSync(join(dir, file))) differences.push(`${dir} has no ${file}`);
  if (differences.length) return differences;
  const lines = (dir: string) => sheetOf(readFileSync(join(dir, 'index.html'), 'utf8')).split('\n');
  const [sheetA, sheetB] = [lines(a), lines(b)];
  const at = sheetA.findIndex((line, i) => line !== sheetB[i]);
  if (at >= 0 || sheetA.length !== sheetB.length) {
    const i = at >= 0 ? at : Math.min(sheetA.length, sheetB.length);
    differences.push(`the contact sheets differ at line ${i + 1}:\n  ${a}: ${(sheetA[i] ?? '(ends)').trim().slice(0, 300)}\n  ${b}: ${(sheetB[i] ?? '(ends)').trim().slice(0, 300)}`);
  }
  if (coverageOf(readFileSync(join(a, COVERAGE_FILE), 'utf8')) !== coverageOf(readFileSync(join(b, COVERAGE_FILE), 'utf8'))) differences.push('the coverage files differ');
  const [shotsA, shotsB] = [filesOf(a), filesOf(b)];
  shotsA.filter((x) => !shotsB.includes(x)).forEach((x) => differences.push(`only ${a} has ${x}`));
  shotsB.filter((x) => !shotsA.includes(x)).forEach((x) => differences.push(`only ${b} has ${x}`));
  return differences;
}

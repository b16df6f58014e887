// npm run replay:compare -- A B: whether two replay reports (reports/replay/ folders) are the same contact sheet and
// the same coverage, times and fresh links aside (scripts/replay/sameReport.ts): e.g. one machine's run against the
// merge of its shards. Prints the differences and exits 1, or one line and 0.
import { resolve } from 'node:path';
import { reportDifferences } from './replay/sameReport';

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error('replay:compare: give two report folders, e.g. npm run replay:compare -- reports/replay /tmp/merged');
  process.exit(2);
}
const differences = reportDifferences(resolve(a), resolve(b));
differences.forEach((d) => console.error(d));
console.log(differences.length ? `replay:compare: ${differences.length} difference(s)` : `replay:compare: ${a} and ${b} are the same contact sheet and coverage`);
process.exit(differences.length ? 1 : 0);

// npm run flows:map -- [--coverage FILE] [--out DIR]: draws each journey from its YAML (screens, the routing rules
// in order, transitions, error and session routes, back links) as a self-contained HTML page with inline SVG,
// reports/flows-map/{index,borrower,prequal}.html, with the last replay's coverage (reports/replay/coverage.json)
// over it and the screens flows:check finds unreachable marked. Prints one line per journey; exits 1 when a flow
// does not load (the problem as file:line:column: sentence, never a stack trace).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildFlowMaps, DEFAULT_COVERAGE, JOURNEYS } from './lib/flowMaps';
import { root } from './lib/root';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const unknown = args.filter((a, i) => a.startsWith('--') ? !['--coverage', '--out'].includes(a) : !['--coverage', '--out'].includes(args[i - 1] ?? ''));
if (unknown.length || (args.includes('--coverage') && !option('--coverage')) || (args.includes('--out') && !option('--out'))) {
  console.error(`flows:map: usage: npm run flows:map -- [--coverage FILE] [--out DIR] (did not understand ${unknown.join(' ') || 'an option without its value'})`);
  process.exit(2);
}

try {
  const outDir = join(root, option('--out') ?? 'reports/flows-map');
  const maps = await buildFlowMaps({ coverage: option('--coverage') ?? DEFAULT_COVERAGE, href: (page) => `${page}.html`, draw: JOURNEYS });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'index.html'), maps.index);
  for (const journey of JOURNEYS) {
    const page = maps.pages[journey];
    if (page) writeFileSync(join(outDir, `${journey}.html`), page);
  }
  maps.problems.forEach((p) => console.error(p));
  console.log(`flows:map: ${maps.coverageNote}`);
  maps.summaries.forEach((s) => console.log(`flows:map: ${s}`));
  console.log(`flows:map: open ${relative(process.cwd(), join(outDir, 'index.html')) || 'index.html'}`);
  process.exit(maps.problems.length ? 1 : 0);
} catch (e) {
  console.error(`flows:map: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}`);
  process.exit(1);
}

// npm run flows:diff [REV] [--json] [--all] — which borrower and prequal states land on a different screen than at
// REV (default HEAD, the last commit): the state each QA fixture seeds plus a generated corpus over the facts
// routing tests, routed through the flows at REV (read with git show) and the working tree's. A report, not a
// gate: exits 0 whatever moved; 2 with one line when REV or a flow cannot be read.
import { join } from 'node:path';
import { format } from 'date-fns';
import { diffRoutes, generateCorpus } from './lib/flowsDiff';
import { flowsAtRev } from './lib/flowsAtRev';
import { fixtureStates } from './lib/fixtureStates';
import { JOURNEYS, loadFlows, type Journey } from './lib/loadFlows';
import { renderFlowsDiff, type JourneyReport } from './lib/renderFlowsDiff';
import { root } from './lib/root';

const USAGE = 'usage: npm run flows:diff -- [REV] [--json] [--all]';
const DEPTH = 2;
const ROWS_PER_MOVE = 10;
const fail = (message: string): never => {
  console.error(`flows:diff: ${message}`);
  process.exit(2);
};

// Piped into head or less that quit early: stop quietly rather than print a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => process.exit(error.code === 'EPIPE' ? 0 : 1));

const args = process.argv.slice(2);
const positional = args.filter((a) => !a.startsWith('--'));
const unknown = args.find((a) => a.startsWith('--') && a !== '--json' && a !== '--all');
if (unknown) fail(`unknown option ${unknown} (${USAGE})`);
if (positional.length > 1) fail(`one revision at most, not ${positional.join(' ')} (${USAGE})`);
const rev = positional[0] ?? 'HEAD';

const current = loadFlows();
const syntax = current.files.flatMap((f) => f.errors.map((e) => `${f.file}:${e.line}:${e.column}: ${e.message}`));
const broken = syntax[0] ?? (current.problems[0] ? `${current.problems[0].file}: ${current.problems[0].message}` : undefined);
if (broken || !current.flows.borrower || !current.flows.prequal) fail(`the working tree's flows do not compile: ${broken ?? 'a journey is missing'} (npm run flows:check lists every problem)`);
const before = flowsAtRev(rev);
const then = before.ok ? before.value : fail(before.error);

const now = Date.now();
const today = format(now, 'yyyy-MM-dd');
const fixtures = fixtureStates(join(root, 'fixtures'), now);
const journeys = {} as Record<Journey, JourneyReport>;
for (const journey of JOURNEYS) {
  const after = current.flows[journey]!;
  const corpus = generateCorpus(journey, [then[journey], after], { today, depth: DEPTH });
  const states = [...fixtures.states[journey], ...corpus.states];
  journeys[journey] = { fixtures: fixtures.states[journey].length, generated: corpus.states.length, depth: DEPTH, diff: diffRoutes(then[journey], after, states) };
}

if (args.includes('--json')) {
  console.log(JSON.stringify({ rev, skippedFixtures: fixtures.skipped, journeys }, null, 2));
} else {
  for (const note of fixtures.skipped) console.log(`skipped ${note}`);
  console.log(`Where states land at ${rev} and in the working tree:\n`);
  console.log(renderFlowsDiff(rev, journeys, { all: args.includes('--all'), limit: ROWS_PER_MOVE }));
}

// npm run route -- <borrower|prequal> <state.json|-> [--direct] [--oauth-state-id ID] [--today YYYY-MM-DD]
// Answers "where does this borrower land?" for QA and support: reads a GET /loanapplications/{id} (or
// /prequals/{id}) response and prints the rule that decided, then, as the last line, the path.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { format } from 'date-fns';
import { routeResponse } from '../engine/flow/routeResponse';
import { loadFlows } from './lib/loadFlows';

const USAGE = 'usage: npm run route -- <borrower|prequal> <state.json|-> [--direct] [--oauth-state-id ID] [--today YYYY-MM-DD]';
const fail = (message: string): never => {
  console.error(`route: ${message}`);
  console.error(USAGE);
  process.exit(2);
};

// What `read` gives, or the usage line with `why` its error.
const orFail = <T>(read: () => T, why: (message: string) => string): T => {
  try {
    return read();
  } catch (e) {
    return fail(why((e as Error).message));
  }
};

const { values: { direct, 'oauth-state-id': oauthStateId = null, today = format(new Date(), 'yyyy-MM-dd') }, positionals: [journey, source] } = orFail(() => parseArgs({
  allowPositionals: true, options: { direct: { type: 'boolean', default: false }, 'oauth-state-id': { type: 'string' }, today: { type: 'string' } },
}), (m) => m);
if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) fail('--today needs a date as YYYY-MM-DD');
if (journey !== 'borrower' && journey !== 'prequal') fail(`the journey must be borrower or prequal, not ${journey === undefined ? 'nothing' : `"${journey}"`}`);
if (!source) fail('name a JSON file with the GET response, or - to read it from standard input');
const text = orFail(() => readFileSync(source === '-' ? 0 : (source as string), 'utf8'), (m) => `cannot read ${source}: ${m}`);
const raw = orFail((): unknown => JSON.parse(text), (m) => `${source === '-' ? 'standard input' : source} is not valid JSON: ${m}`);

const { flows, problems } = loadFlows();
const flow = flows[journey as 'borrower' | 'prequal'];
if (!flow) fail(`the ${journey} flow does not compile: ${problems.map((p) => `${p.file}: ${p.message}`).join('; ')} (run npm run flows:check)`);
const decision = routeResponse(flow!, raw, { today, direct, oauthStateId });
if (decision.error?.message) console.log(`error: ${decision.error.message}`);
console.log(`screen: ${decision.screen} (decided by ${decision.via})`);
const query = decision.query ? `?${new URLSearchParams(decision.query).toString()}` : '';
console.log(`${decision.path}${query}`);

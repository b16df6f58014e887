// npm run flows:check [-- --json | --format github]: holds the flows, forms, copy of every locale and QA's fixtures to
// what exists (scripts/check/: the project read once, one function per rule, one problem type). Prints
// `file:line:column: sentence` per problem, or the problems as JSON for an editor or CI, or GitHub Actions
// annotations; exits 1 when there is any.
import { checkProject, projectSize } from './check/checkProject';
import { loadProject } from './check/loadProject';
import { formatFromArgs, report, REPORT_FORMATS, type ReportFormat } from './check/report';

const format = formatFromArgs(process.argv.slice(2)) as ReportFormat;
if (!REPORT_FORMATS.includes(format)) {
  console.error(`flows:check: unknown format ${JSON.stringify(format)} (${REPORT_FORMATS.join(', ')}; --json is --format json)`);
  process.exit(2);
}

const project = loadProject();
const { flowFiles, screens } = projectSize(project);
const out = report(checkProject(project), format, `flows:check: ${flowFiles} flow files, ${screens} screens across both journeys, no problems`);
process.stdout.write(out.stdout);
process.stderr.write(out.stderr);
process.exitCode = out.code;

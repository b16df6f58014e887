import { formatProblem, type Problem } from '../../engine/Problem';

/** How flows:check speaks: lines for people, JSON for editors and CI, or GitHub Actions annotations. */
export type ReportFormat = 'text' | 'json' | 'github';
export const REPORT_FORMATS: readonly ReportFormat[] = ['text', 'json', 'github'];

/** The format the command line asks for: --json, --format json|github|text (or --format=...); text by default. */
export function formatFromArgs(args: readonly string[]): string {
  if (args.includes('--json')) return 'json';
  const inline = args.find((a) => a.startsWith('--format='));
  if (inline !== undefined) return inline.slice('--format='.length);
  const at = args.indexOf('--format');
  return at < 0 ? 'text' : args[at + 1] ?? '';
}

/** What to print and how to exit. */
export interface Report { stdout: string; stderr: string; code: 0 | 1 }

// GitHub's workflow commands: the message escapes %, CR and LF; a property also escapes ':' and ','.
const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One problem as a GitHub Actions error annotation (shown on the file's line in a pull request). */
export const githubAnnotation = (p: Problem): string =>
  `::error file=${escapeProperty(p.file)},line=${p.line},col=${p.column},title=${escapeProperty(p.rule)}::${escapeData(p.message)}`;

// The one reporter of flows:check (the command, the dev server's overlay and CI): `text` prints today's
// `file:line:column: sentence` lines and a count on stderr, or the "no problems" line on stdout; `json` prints the
// problems as a JSON array ([] when all is well); `github` prints one annotation per problem. Problems exit 1.
export function report(problems: readonly Problem[], format: ReportFormat, clean: string): Report {
  const code = problems.length ? 1 : 0;
  const count = `flows:check: ${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  if (format === 'json') return { stdout: `${JSON.stringify(problems, null, 2)}\n`, stderr: '', code };
  if (format === 'github') return { stdout: problems.length ? `${problems.map(githubAnnotation).join('\n')}\n` : `${clean}\n`, stderr: problems.length ? `${count}\n` : '', code };
  if (!problems.length) return { stdout: `${clean}\n`, stderr: '', code };
  return { stdout: '', stderr: `${[...problems.map(formatProblem), count].join('\n')}\n`, code };
}

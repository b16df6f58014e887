import { execFileSync } from 'node:child_process';
import { parseDocument } from 'yaml';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { err, ok, type Result } from '../../engine/Result';
import { compileJourneys, JOURNEYS, type Journey } from './loadFlows';
import { orElse } from './orElse';
import { root } from './root';

/** Runs git in the project and returns its standard output; throws when git fails. */
export type Git = (args: string[]) => string;

const runGit: Git = (args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });

const attempt = (git: Git, args: string[]): string | null => orElse(() => git(args), null);

// Both journeys as they were at a revision: flows/*.yaml read with git show and compiled by the same code as the
// working tree's (compileJourneys). Whatever stops that (an unknown revision, a flow file that is not valid YAML or
// does not compile there) comes back as one sentence naming it.
export function flowsAtRev(rev: string, git: Git = runGit): Result<Record<Journey, CompiledFlow>, string> {
  const commit = rev.startsWith('-') ? null : attempt(git, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
  if (!commit) {
    if (attempt(git, ['rev-parse', '--git-dir']) === null) return err('the project is not in a git repository, so there is no revision to compare with');
    return err(`unknown revision "${rev}" (try HEAD, HEAD~3, a branch, a tag or a commit id)`);
  }
  const listing = attempt(git, ['ls-tree', '--name-only', commit.trim(), 'flows/']) ?? '';
  const files = listing.split('\n').filter((f) => /^flows\/[^/]+\.yaml$/.test(f));
  if (!files.length) return err(`${rev} has no flows/*.yaml`);
  const docs: Record<string, unknown> = {};
  for (const file of files) {
    const text = attempt(git, ['show', `${commit.trim()}:${file}`]);
    if (text === null) return err(`cannot read ${file} at ${rev}`);
    const doc = parseDocument(text, { prettyErrors: false });
    if (doc.errors.length) return err(`${file} at ${rev} is not valid YAML: ${doc.errors[0]?.message.split('\n')[0]}`);
    docs[file.replace(/^flows\/(.+)\.yaml$/, '$1')] = doc.toJS();
  }
  const { flows, problems } = compileJourneys(docs);
  const first = problems[0];
  if (first) return err(`${first.file} at ${rev} does not compile: ${first.message}${first.path.length ? ` (at ${first.path.join('.')})` : ''}`);
  const missing = JOURNEYS.find((j) => !flows[j]);
  if (missing) return err(`flows/${missing}.yaml at ${rev} does not compile`);
  return ok(flows as Record<Journey, CompiledFlow>);
}

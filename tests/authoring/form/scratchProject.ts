import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileFormValidators, readFormSchema } from '../../../scripts/lib/formValidators';

export const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');
/** What flows:check reads, which the form editor changes: the tests copy it and never touch the work tree's. */
const CONFIG = ['flows', 'content', 'schemas', 'fixtures', 'engine/generated/forms'];
const GUIDE_STEP = /<!-- guide:(file|append|insert|replace) (\S+)(?: after "([^"]*)")? -->\n```[a-z]*\n([\s\S]*?)\n```/g;

// A scratch copy of the project's config in a temporary folder; with `guide`, the screens docs/adding-a-screen.md
// adds (job_details after choosing a plan, prequal_job_details after the address) applied as the guide project (scripts/guide/)
// applies them, and their validators compiled as `npm run forms:compile` would.
export function scratchProject(guide = false): string {
  const dir = mkdtempSync(join(tmpdir(), 'form-editor-'));
  for (const d of CONFIG) cpSync(join(repo, d), join(dir, d), { recursive: true });
  if (guide) applyGuide(dir);
  return dir;
}

/** The guide's screens applied to the project in `dir` (its config, or a whole scratch copy), their validators compiled. */
export function applyGuide(dir: string): void {
  const text = readFileSync(join(repo, 'docs/adding-a-screen.md'), 'utf8');
  for (const [, kind, path, after, body] of text.matchAll(GUIDE_STEP)) {
    const file = join(dir, path!);
    const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
    mkdirSync(dirname(file), { recursive: true });
    if (kind === 'file') writeFileSync(file, `${body}\n`);
    else if (kind === 'append') writeFileSync(file, `${old.replace(/\n*$/, '\n')}${body}\n`);
    else if (kind === 'insert') {
      const lines = old.split('\n');
      lines.splice(lines.indexOf(after!) + 1, 0, ...body!.split('\n'));
      writeFileSync(file, lines.join('\n'));
    } else {
      const diff = body!.split('\n');
      writeFileSync(file, old.replace(diff.filter((l) => !l.startsWith('+')).map((l) => l.slice(1)).join('\n'), diff.filter((l) => !l.startsWith('-')).map((l) => l.slice(1)).join('\n')));
    }
  }
  const forms = join(dir, 'schemas/forms');
  writeFileSync(join(dir, 'engine/generated/forms/job_details.validators.js'), compileFormValidators('job_details', readFormSchema('job_details', forms)));
}

/** Every file of the scratch copy's config by path from its root, with its bytes (one character a byte): to compare before and after. */
export function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const name of readdirSync(join(dir, rel))) {
      const child = rel ? `${rel}/${name}` : name;
      if (statSync(join(dir, child)).isDirectory()) walk(child);
      else out.set(child, readFileSync(join(dir, child), 'latin1'));
    }
  };
  for (const d of CONFIG) walk(d);
  return out;
}

/** A snapshot's file as text (the snapshot keeps bytes). */
export const textOf = (files: Map<string, string>, file: string): string => Buffer.from(files.get(file) ?? '', 'latin1').toString('utf8');

/** The files that differ between two snapshots, by path. */
export const differing = (a: Map<string, string>, b: Map<string, string>): string[] =>
  [...new Set([...a.keys(), ...b.keys()])].filter((f) => a.get(f) !== b.get(f)).sort();

/** The lines taken out of a text and put into it, as `git diff` counts them (a longest common subsequence of lines). */
export function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const common: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) for (let j = b.length - 1; j >= 0; j -= 1) {
    common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  }
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) { i += 1; j += 1; }
    else if (j < b.length && (i === a.length || common[i]![j + 1]! >= common[i + 1]![j]!)) added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  return { removed, added };
}

export const cleanUp = (dir: string) => rmSync(dir, { recursive: true, force: true });

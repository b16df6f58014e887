// The guide's file path as data: its marked steps (<!-- guide:file|append|insert|replace path -->, then a fenced
// block) and how each is applied to a copy of the project. The guide's own test (guide.spec.ts) follows them; the
// browser path's test (guideInBrowser.spec.ts) applies them to a second copy to compare the screen both give.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root } from '../lib/root';

export const GUIDE = 'docs/adding-a-screen.md';
const STEP = /<!-- guide:(file|append|insert|replace) (\S+)(?: after "([^"]*)")? -->\n```[a-z]*\n([\s\S]*?)\n```/g;

export interface FileStep { kind: string; path: string; after: string | undefined; body: string }

/** The guide's marked file steps, in order. */
export const fileSteps = (): FileStep[] =>
  [...readFileSync(join(root, GUIDE), 'utf8').matchAll(STEP)].map(([, kind, path, after, body]) => ({ kind: kind!, path: path!, after, body: body! }));

// Applies one marked step of the guide to the copy; a step that no longer fits the project fails with its text.
export function apply(dir: string, { kind, path, after, body }: FileStep): void {
  const file = join(dir, path);
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (kind === 'file') {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${body}\n`);
  } else if (kind === 'append') writeFileSync(file, `${text.replace(/\n*$/, '\n')}${body}\n`);
  else if (kind === 'insert') {
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l === after);
    if (at < 0) throw new Error(`${GUIDE}: "${path}" has no line "${after}" to insert after`);
    lines.splice(at + 1, 0, ...body.split('\n'));
    writeFileSync(file, lines.join('\n'));
  } else {
    const diff = body.split('\n');
    const from = diff.filter((l) => !l.startsWith('+')).map((l) => l.slice(1)).join('\n');
    const to = diff.filter((l) => !l.startsWith('-')).map((l) => l.slice(1)).join('\n');
    const count = text.split(from).length - 1;
    if (count !== 1) throw new Error(`${GUIDE}: the change to ${path} matches ${count} places, not one:\n${from}`);
    writeFileSync(file, text.replace(from, to));
  }
}

// A command in the copy, as the guide says to run it: not this worker's Playwright variables nor the replays'
// folders (the copy's replay is a run of its own, with its own build, sheet and results inside the copy).
export function run(cwd: string, args: string[], what: string): Promise<void> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(PW_|TEST_WORKER_INDEX$|TEST_PARALLEL_INDEX$|REPLAY_)/.test(key)));
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { cwd, env: { ...env, PROJECT_ROOT: cwd }, stdio: ['ignore', 'pipe', 'pipe'] });
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => { printed += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { printed += chunk.toString(); });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed in the copy (exit ${String(code)}):\n${printed.split('\n').slice(-60).join('\n')}`))));
  });
}


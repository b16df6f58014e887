import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../lib/root';

/** Playwright Test options that take the next argument as their value when written without `=`. */
const TAKES_VALUE = new Set(['-g', '--grep', '--grep-invert', '--shard', '-j', '--workers', '--retries', '--project', '--reporter', '--timeout', '--repeat-each', '--max-failures', '--output', '--trace', '-c', '--config']);

/** Splits the command line into fixture names and the options Playwright Test reads. */
export function replayArgs(argv: readonly string[]): { names: string[]; options: string[] } {
  const names: string[] = [];
  const options: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('-')) names.push(arg);
    else {
      options.push(arg);
      if (TAKES_VALUE.has(arg) && i + 1 < argv.length) options.push(argv[++i] as string);
    }
  }
  return { names, options };
}

/**
 * Takes `--reporter NAME[,NAME]` out of a command line: Playwright Test's own option would replace the contact
 * sheet and the coverage, so npm run replay hands the names to playwright.config.ts (REPLAY_REPORTER), which adds them.
 */
export function extraReporters(argv: readonly string[]): { reporters: string[]; rest: string[] } {
  const reporters: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--reporter' && i + 1 < argv.length) reporters.push(...(argv[++i] as string).split(','));
    else if (arg.startsWith('--reporter=')) reporters.push(...arg.slice('--reporter='.length).split(','));
    else rest.push(arg);
  }
  return { reporters: reporters.map((r) => r.trim()).filter(Boolean), rest };
}

/** Playwright Test's `command` (test, merge-reports) on playwright.config.ts, handed `reporters` (REPLAY_REPORTER) and `env`; its exit status. */
export function playwright(command: string, args: readonly string[], reporters: readonly string[], env: Record<string, string> = {}): number {
  const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
  const run = spawnSync(process.execPath, [cli, command, '--config', join(root, 'playwright.config.ts'), ...args], {
    cwd: root, stdio: 'inherit', env: { ...process.env, ...env, ...(reporters.length ? { REPLAY_REPORTER: reporters.join(',') } : {}) },
  });
  return run.status ?? 1;
}

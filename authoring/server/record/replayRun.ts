import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** What a replay of one fixture said: green or not, and the line that says why (the failing step's, as npm run replay prints it). */
export interface ReplayOutcome { ok: boolean; message: string; command: string }

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * What `npm run replay -- <name>` printed, read as QA reads it: its exit code says green or not; a failed fixture's
 * reason is the line under its `FAIL <name>` line (the step, what was expected and what was there); a run that
 * stopped before any fixture (a fixture with a mistake, a build that failed) says so in its error's line, or its last.
 */
export function replayOutcome(name: string, code: number | null, output: string): ReplayOutcome {
  const command = `npm run replay -- ${name}`;
  const lines = output.replace(ANSI, '').split('\n').map((l) => l.trimEnd()).filter((l) => l.trim() !== '');
  const okLine = lines.find((l) => l.startsWith(`ok   ${name} (`) || l.startsWith(`ok  ${name} (`));
  if (code === 0 && okLine) return { ok: true, message: okLine.trim(), command };
  const failAt = lines.findIndex((l) => l.startsWith(`FAIL ${name} (`));
  const why = failAt >= 0 ? lines[failAt + 1]?.trim() : undefined;
  // A run that stopped before any fixture: its error's own line (a stack's last frame says nothing), else its last.
  const error = lines.find((l) => /^\s*\w*Error: /.test(l));
  return { ok: false, message: why ?? error?.trim() ?? lines[lines.length - 1]?.trim() ?? `${command} exited ${String(code)}`, command };
}

// Runs `npm run replay -- <name>` in the project (scripts/replay.ts, as npm would: the app built when it needs to
// be, the fixture replayed in headless Chromium, the contact sheet written), with this process's environment
// (REPLAY_OUT_DIR and its kin move its folders), and reads what it printed.
export function runReplay(root: string, name: string): Promise<ReplayOutcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'replay.ts'), name], { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.on('error', (error) => resolve({ ok: false, message: error.message, command: `npm run replay -- ${name}` }));
    child.on('close', (code) => resolve(replayOutcome(name, code, output)));
  });
}

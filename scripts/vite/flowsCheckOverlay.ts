import { spawn, type ChildProcess } from 'node:child_process';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorPayload, HotPayload, Plugin } from 'vite';
import { formatProblem, type Problem } from '../../engine/Problem';
import { orElse } from '../lib/orElse';

/** The folders product and QA edit; a change under any of them reruns flows:check. */
export const CHECKED_DIRS = ['flows', 'content', 'schemas', 'fixtures'] as const;

/** Quiet time after the last change before the check runs (an editor's save often writes a file twice). */
export const CHECK_DELAY_MS = 300;

// Whether a changed file (absolute) is one flows:check reads: anything under flows/, content/, schemas/ or fixtures/.
export function isCheckedFile(root: string, file: string): boolean {
  const path = relative(root, file).split(sep).join('/');
  return CHECKED_DIRS.some((dir) => path.startsWith(`${dir}/`));
}

// The problem lines of one `flows-check.ts --json` run: its problems (stdout) as the reporter's own lines
// (engine/Problem.ts formatProblem). A run that neither passed (0) nor found problems (1), or did not print its
// JSON, crashed: one line says so with the first line it printed, never its stack.
export function problemLines(code: number | null, stdout: string, stderr: string): string[] {
  if (code === 0) return [];
  // Anything but the JSON of a finished run is said below.
  const problems = code === 1 ? orElse(() => JSON.parse(stdout) as unknown, null) : null;
  if (Array.isArray(problems)) return (problems as Problem[]).map(formatProblem);
  const lines = stderr.split('\n').map((l) => l.trimEnd()).filter((l) => l !== '' && !l.startsWith('(node:') && !l.startsWith('(Use `node --trace'));
  return [`flows:check did not finish (exit ${code ?? 'by signal'}): ${lines[0] ?? 'no output'}`];
}

// The browser's error overlay for these problems: the count, then each `file:line:column: sentence` line.
export function overlayError(lines: readonly string[]): ErrorPayload['err'] {
  const count = `flows:check: ${lines.length} problem${lines.length === 1 ? '' : 's'}`;
  return { message: [count, ...lines].join('\n'), stack: '', plugin: 'flows-check' };
}

/** An update with nothing in it, sent before the overlay: see `showProblems`. */
export const EMPTY_UPDATE: HotPayload = { type: 'update', updates: [] };

// Vite's client reloads the page on its first update when an error overlay is already showing (it takes the overlay
// for a module that failed to load, so a page opened on a broken file comes back once it is fixed). flows:check's
// overlay is not that: the page loaded whole. Without the empty update first, the first redraw of a preview editor
// (a Fast Refresh of src/App.tsx) on a page that opened with, or was then shown, flows:check's problems reloaded it:
// the editor's panel and its "Saved" gone, the save's answer lost. The empty update is that first update; the
// overlay follows it, on every page.
function showProblems(send: (payload: HotPayload) => void, payload: ErrorPayload): void {
  send(EMPTY_UPDATE);
  send(payload);
}

// What the browser is sent after a check: the overlay while there are problems; a reload (which clears it) once
// they are gone, only when an overlay was shown; nothing otherwise.
export function payloadAfterCheck(lines: readonly string[], overlayShown: boolean): ErrorPayload | { type: 'full-reload'; path: '*' } | null {
  if (lines.length > 0) return { type: 'error', err: overlayError(lines) };
  return overlayShown ? { type: 'full-reload', path: '*' } : null;
}

export interface CheckLoop {
  /** A checked file changed: run the check once things are quiet. */
  changed(): void;
  /** Whether a check is waiting or running (its last result is then out of date). */
  busy(): boolean;
  close(): void;
}

// Runs `check` CHECK_DELAY_MS after the last change, one run at a time: a change during a run schedules another
// once it ends, and that run's result is dropped (it may have read files from before the change).
export function checkLoop(check: () => Promise<string[]>, report: (lines: string[]) => void, delayMs = CHECK_DELAY_MS): CheckLoop {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let again = false;
  let closed = false;
  const start = (): void => {
    timer = undefined;
    running = true;
    again = false;
    void check().catch((error: unknown) => [`flows:check could not run: ${error instanceof Error ? error.message : String(error)}`]).then((lines) => {
      running = false;
      if (closed) return;
      if (!again) return report(lines);
      timer = setTimeout(start, delayMs);
    });
  };
  return {
    changed() {
      if (closed) return;
      if (running) {
        again = true;
        return;
      }
      if (timer) clearTimeout(timer);
      timer = setTimeout(start, delayMs);
    },
    busy: () => running || timer !== undefined,
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}

const REPO = fileURLToPath(new URL('../..', import.meta.url));

// `npm run flows:check -- --json` in a child process: an edited YAML is re-read from disk by a fresh process (no
// module cache), and the dev server stays responsive while it runs. It checks the files the dev server serves
// (root), and its problems come back as data, printed here as the command prints them.
function runFlowsCheck(root: string, children: Set<ChildProcess>): Promise<string[]> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(REPO, 'scripts', 'flows-check.ts'), '--json'], {
      cwd: REPO, env: { ...process.env, PROJECT_ROOT: root }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => { stdout += chunk; });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk; });
    const done = (lines: string[]) => {
      children.delete(child);
      resolve(lines);
    };
    child.on('error', (error) => done([`flows:check could not start: ${error.message}`]));
    child.on('close', (code) => done(problemLines(code, stdout, stderr)));
  });
}

// The dev server runs flows:check at start and after each change under flows/, content/, schemas/ or fixtures/,
// prints its problems in the terminal and shows them in the browser as Vite's error overlay, so product sees a
// mistake where they look; the overlay goes (the page reloads) once the problems are fixed. scripts/dev.ts adds it.
export function flowsCheckOverlay(options: { delayMs?: number } = {}): Plugin {
  const children = new Set<ChildProcess>();
  let loop: CheckLoop | undefined;
  return {
    name: 'flows-check-overlay',
    apply: 'serve',
    configureServer(server) {
      const { root, logger } = server.config;
      let current: string[] = [];
      let overlayShown = false;
      // A restart (vite.config.ts or a file it imports changed) configures the new server before it closes the old
      // one: the old server's loop stops here, not in closeServer.
      loop?.close();
      loop = checkLoop(() => runFlowsCheck(root, children), (lines) => {
        const changed = lines.join('\n') !== current.join('\n');
        if (changed && lines.length > 0) logger.error(overlayError(lines).message, { timestamp: true });
        if (changed && lines.length === 0) logger.info('flows:check: no problems', { timestamp: true });
        current = lines;
        const payload = payloadAfterCheck(lines, overlayShown);
        if (payload?.type === 'error') showProblems((p) => server.ws.send(p), payload);
        else if (payload) server.ws.send(payload);
        overlayShown = lines.length > 0;
      }, options.delayMs);
      const onFile = (file: string) => {
        if (isCheckedFile(root, file)) loop?.changed();
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, onFile);
      // A page opened or reloaded meanwhile gets the overlay again, unless a newer check is on its way.
      server.ws.on('connection', () => {
        if (current.length > 0 && !loop?.busy()) showProblems((p) => server.ws.send(p), { type: 'error', err: overlayError(current) });
      });
      loop.changed();
    },
    closeServer({ reason }) {
      if (reason === 'restart') return;
      loop?.close();
      for (const child of children) child.kill();
    },
  };
}

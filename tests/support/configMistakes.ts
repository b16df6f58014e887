import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';
import { formatProblem, type Problem } from '../../engine/Problem';
import { checkProject, projectSize } from '../../scripts/check/checkProject';
import { loadProject } from '../../scripts/check/loadProject';

// The harness for "one mistake, one precise line": a scratch copy of every file flows:check reads, the checker run
// on it (scripts/check/loadProject.ts reads the copy), and a way to make one realistic mistake in it, run the
// check, and put the files back. Each area's mistakes live in tests/scripts/mistakes/*.test.ts as a table.

export const repo = resolve(__dirname, '..', '..');
const COPIED = ['flows', 'content', 'schemas', 'fixtures', 'engine/generated/forms'];

/** One edit of one file: replace `find` (which must occur in the file) by `replace`; or write/delete a whole file. */
export type Edit =
  | { file: string; find: string | RegExp; replace: string }
  | { file: string; edit: (text: string) => string }
  | { file: string; write: string }
  | { file: string; remove: true };

/** A realistic mistake and the one line flows:check must print for it. */
export interface Mistake {
  /** What a product manager or QA engineer did, in words. */
  name: string;
  edits: Edit[];
  /** The file the line names, and the text on the line it must point at (its first occurrence after the edit). */
  at: { file: string; line: string | number };
  /** What the sentence must say. */
  says: RegExp;
}

/** The line number (1-based) of the first line containing `needle` in `text`; 0 when absent. */
export const lineIn = (text: string, needle: string): number => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

/** What flows:check finds in the scratch copy: its problems, each as the line it prints, and what it counts. */
export interface CheckResult { problems: Problem[]; lines: string[]; flowFiles: number; screens: number }

export function configMistakes() {
  let dir = '';
  const flowsCheck = (): CheckResult => {
    const project = loadProject(dir);
    const problems = checkProject(project);
    return { problems, lines: problems.map(formatProblem), ...projectSize(project) };
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'config-mistakes-'));
    for (const d of COPIED) cpSync(join(repo, d), join(dir, d), { recursive: true });
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  /** Applies the edits to the scratch copy, runs flows:check's checks, and restores every file it touched. */
  function checkWith(edits: Edit[]) {
    const saved = new Map<string, string | null>();
    const edited = new Map<string, string>();
    try {
      for (const e of edits) {
        const path = join(dir, e.file);
        if (!saved.has(e.file)) saved.set(e.file, existsSync(path) ? readFileSync(path, 'utf8') : null);
        if ('remove' in e) {
          unlinkSync(path);
          continue;
        }
        if ('write' in e) {
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, e.write);
          edited.set(e.file, e.write);
          continue;
        }
        const before = readFileSync(path, 'utf8');
        const after = 'edit' in e ? e.edit(before) : before.replace(e.find, e.replace);
        if (after === before && !('edit' in e)) throw new Error(`the mistake's edit finds nothing to change in ${e.file}: ${String(e.find)}`);
        writeFileSync(path, after);
        edited.set(e.file, after);
      }
      return { ...flowsCheck(), textOf: (file: string) => edited.get(file) ?? readFileSync(join(dir, file), 'utf8') };
    } finally {
      for (const [file, text] of saved) {
        const path = join(dir, file);
        if (text === null) rmSync(path, { force: true });
        else writeFileSync(path, text);
      }
    }
  }

  /** Asserts flows:check prints exactly one line for the mistake, at its file and line, saying what it must. */
  function expectOneLine(m: Mistake) {
    const result = checkWith(m.edits);
    const line = typeof m.at.line === 'number' ? m.at.line : lineIn(result.textOf(m.at.file), m.at.line);
    expect(line, `the text "${String(m.at.line)}" is in ${m.at.file}`).toBeGreaterThan(0);
    const where = new RegExp(`^${m.at.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:${line}:\\d+: `);
    // Printed whole on failure, so the cascade or the wrong place is in the test's output.
    expect(result.lines, m.name).toEqual([expect.stringMatching(where)]);
    expect(result.lines[0], m.name).toMatch(m.says);
    expect(result.lines[0], `${m.name}: no stack trace`).not.toMatch(/\n\s+at /);
  }

  return { checkWith, expectOneLine, flowsCheck };
}

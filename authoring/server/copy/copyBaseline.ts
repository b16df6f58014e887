import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COPY_FILE } from './copyEditorPath';

/** A copy file's text as `git diff -- content/` compares it (no byte-order mark), or null when it cannot be read. */
export function copyText(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

const git = (root: string, args: string[]): Buffer => execFileSync('git', ['-C', root, ...args], { stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });

function inGit(root: string): boolean {
  try {
    git(root, ['rev-parse', '--verify', '--quiet', 'HEAD']);
    return git(root, ['rev-parse', '--is-inside-work-tree']).toString().trim() === 'true';
  } catch {
    return false;
  }
}

// What the copy said before the edits the changes panel lists: the last commit when the project is a git work tree
// (the panel then lists what `git diff -- content/` would, so a `git checkout -- content/` or a commit empties it),
// else the files as the dev server found them when it started. `changed` gives, for each copy file whose text now
// differs from that (by its path from the root, content/<locale>/<file>), its text then; a file the last commit
// does not have is left out (the editor edits existing files only).
export function copyBaseline(root: string, files: () => readonly string[]): { changed(): Map<string, string> } {
  const read = (rel: string) => (existsSync(join(root, rel)) ? copyText(readFileSync(join(root, rel))) : null);
  if (inGit(root)) {
    return {
      changed() {
        const out = new Map<string, string>();
        const listed = git(root, ['diff', '--name-only', '--relative', '--no-renames', 'HEAD', '--', 'content']).toString().split('\n');
        for (const rel of listed) {
          if (!COPY_FILE.test(rel.replace(/^content\/[^/]+\//, '')) || !rel.startsWith('content/')) continue;
          let then: string | null = null;
          try {
            then = copyText(git(root, ['show', `HEAD:./${rel}`]));
          } catch {
            continue;
          }
          if (then !== null && then !== read(rel)) out.set(rel, then);
        }
        return out;
      },
    };
  }
  const found = new Map(files().flatMap((rel) => {
    const text = read(rel);
    return text === null ? [] : [[rel, text] as const];
  }));
  return {
    changed: () => new Map([...found].filter(([rel, then]) => read(rel) !== then)),
  };
}

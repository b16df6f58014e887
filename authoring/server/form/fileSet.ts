import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FormEditError } from './jsonFile';

// The project's files as one change sees them: read from disk, changed in memory. Nothing is written here: the
// change is checked as a whole first (formEditCheck.ts), and the store writes what `changed` gives.
export function fileSet(root: string) {
  const next = new Map<string, string>();
  const disk = (rel: string): string | null => (existsSync(join(root, rel)) ? readFileSync(join(root, rel), 'utf8') : null);
  return {
    root,
    /** A file's text now: as the change left it, or as it is on disk. */
    read(rel: string): string {
      const text = next.get(rel) ?? disk(rel);
      if (text === null) throw new FormEditError(`${rel} is missing`, rel);
      return text;
    },
    exists: (rel: string): boolean => next.has(rel) || disk(rel) !== null,
    write(rel: string, text: string): void {
      next.set(rel, text);
    },
    /** Each file the change makes differ from disk, by its path from the root, with its new text. */
    changed(): Record<string, string> {
      return Object.fromEntries([...next].filter(([rel, text]) => text !== disk(rel)).sort(([a], [b]) => a.localeCompare(b)));
    },
  };
}
export type FileSet = ReturnType<typeof fileSet>;

// Which file changes are an editor's own writes: what it wrote to each file (its absolute path), or that it deleted
// it (null), so that the watcher's report of a change, a new file or a file gone that is exactly that is known as the
// editor's, however late it comes (the page was already updated in place, and does not reload); any other change of
// the file reloads as usual, and forgets it. The copy editor and the form editor each keep one
// (authoring/server/authoringServer.ts asks every editor).
//
// A few of its last writes are kept per file, not the last alone: the watcher's report of one change may be read while
// the next change is being written (two quick changes of the same form), and the file then holds either of them.
const KEPT = 8;

export function ownWrites() {
  const written = new Map<string, (string | null)[]>();
  return {
    /** The editor is writing `text` to `path`, or deleting it (null). */
    wrote: (path: string, text: string | null): void => void written.set(path, [...(written.get(path) ?? []), text].slice(-KEPT)),
    /** Whether the file now holds what the editor wrote to it lately (is gone when the editor deleted it: `read` fails). */
    async isOwn(file: string, read: () => Promise<string>): Promise<boolean> {
      if (!written.has(file)) return false;
      const text = await read().catch(() => null);
      if (written.get(file)?.includes(text)) return true;
      written.delete(file);
      return false;
    },
  };
}

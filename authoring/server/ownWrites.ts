// Which file changes are an editor's own writes: what it last wrote to each file (its absolute path), or that it
// deleted it (null), so that the watcher's report of a change, a new file or a file gone that is exactly that is
// known as the editor's, however late it comes (the page was already updated in place, and does not reload); any
// other change of the file reloads as usual, and forgets it. The copy editor and the form editor each keep one
// (authoring/server/authoringServer.ts asks every editor).
export function ownWrites() {
  const written = new Map<string, string | null>();
  return {
    /** The editor is writing `text` to `path`, or deleting it (null). */
    wrote: (path: string, text: string | null): void => void written.set(path, text),
    /** Whether the file now holds what the editor last wrote to it (is gone when the editor deleted it: `read` fails). */
    async isOwn(file: string, read: () => Promise<string>): Promise<boolean> {
      const mine = written.get(file);
      if (mine === undefined) return false;
      if ((await read().catch(() => null)) === mine) return true;
      written.delete(file);
      return false;
    },
  };
}

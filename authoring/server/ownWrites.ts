// Which file changes are an editor's own writes: what it last wrote to each file (its absolute path), so that the
// watcher's report of a change to exactly that is known as the editor's, however late it comes (the page was
// already updated in place, and does not reload); any other change of the file reloads as usual, and forgets it.
// The copy editor and the form editor each keep one (authoring/server/authoringServer.ts asks every editor).
export function ownWrites() {
  const written = new Map<string, string>();
  return {
    /** The editor is writing `text` to `path`. */
    wrote: (path: string, text: string): void => void written.set(path, text),
    /** Whether the file now holds what the editor last wrote to it. */
    async isOwn(file: string, read: () => Promise<string>): Promise<boolean> {
      const mine = written.get(file);
      if (mine === undefined) return false;
      if ((await read()) === mine) return true;
      written.delete(file);
      return false;
    },
  };
}

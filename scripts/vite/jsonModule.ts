import type { Plugin } from 'vite';

/**
 * A virtual module (`import value from '<id>'`) whose default export is `value()`, read from files on disk when the
 * bundler loads it, and loaded again when one of `watched()` changes (the dev server, a watching test run).
 */
export function jsonModule(name: string, id: string, value: () => unknown, watched: () => string[]): Plugin {
  const resolved = `\0${id}`;
  return {
    name,
    resolveId: (asked) => (asked === id ? resolved : undefined),
    load(asked) {
      if (asked !== resolved) return undefined;
      // Each file, not its folder (a folder given here is taken for an import by Vitest).
      for (const file of watched()) this.addWatchFile(file);
      return `export default ${JSON.stringify(value())};\n`;
    },
    // A file made or deleted among the watched ones (a new form's schema) is one no load watched yet: the module is
    // named with it, as Vite's import.meta.glob names its importers, so it is loaded again.
    hotUpdate({ type, file, modules }) {
      if (type === 'update' || !watched().includes(file)) return undefined;
      const mod = this.environment.moduleGraph.getModuleById(resolved);
      return mod ? [...modules, mod] : undefined;
    },
  };
}

import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { START_FILES } from '../../src/start/stages';
import { root } from '../lib/root';
import { chunkGroups } from './chunkGroups';
import { staticClosure } from './firstPaintChunk';

// The app's start, in the order its modules run (src/start/main.tsx): each later stage is a dynamic import of its own,
// run in a task of its own after the one before, so no stage's module evaluation is one long task on a slow phone.
// The start's files (the stages, the boot's asks ahead, the painter) are named by the start itself (src/start/stages.ts).
const { stages: STAGES, appCodeAhead, formCodeAhead, formCode, painter, validators } = START_FILES;

/** React and its DOM renderer: the first stage's library, one file. */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The form library (@rjsf/core and its utilities): its file runs with the form's code, the start's last stage. */
const FORM_LIBRARY = /[\\/]node_modules[\\/]@rjsf[\\/]/;

/**
 * The start's files whose functions nearly all run as they load (React's, the app's second stage, the form's code
 * and its library): scripts/vite/compileHints.ts has a slow phone compile them while they download.
 */
export const RUN_ON_LOAD = { modules: [STAGES[1], formCode], test: (id: string) => REACT.test(id) || FORM_LIBRARY.test(id) } as const;

/**
 * What a dynamic import downloads beside its own files, without running it: the app's stage with src/start/appCodeAhead.ts,
 * and the form's code with src/start/formCodeAhead.ts. Keys and values are modules of the repository. Each is a file
 * the boot asks for in a task of its own (src/start/boot.ts): each file asked for costs the page's thread a little (Vite's
 * preload helper adds a link to the page for each), and all of the start's files in one task made a long one.
 */
export const DOWNLOADED_WITH: Readonly<Record<string, readonly string[]>> = {
  [appCodeAhead]: [STAGES[1]],
  [formCodeAhead]: [formCode],
};

/** A chunk as the bundle describes it (what this plugin reads of it). */
export interface StageChunk { fileName: string; facadeModuleId: string | null; moduleIds: readonly string[]; imports: readonly string[] }

/**
 * The files a dynamic import of `file` (from the chunk `host`) preloads: Vite's own list (`deps`, its static imports)
 * and, when `file` carries a module of DOWNLOADED_WITH, the files of the modules listed for it, minus the host's.
 */
export function filesToPreload(file: string, deps: readonly string[], host: string, chunks: ReadonlyMap<string, StageChunk>): string[] {
  const chunk = chunks.get(file);
  if (!chunk) return [...deps];
  const id = (path: string) => resolve(root, path);
  const companions = Object.entries(DOWNLOADED_WITH)
    .filter(([module]) => chunk.facadeModuleId === id(module) || chunk.moduleIds.includes(id(module)))
    .flatMap(([, modules]) => modules);
  if (companions.length === 0) return [...deps];
  const chunkOf = (module: string) => [...chunks.values()].find((c) => c.facadeModuleId === id(module))
    ?? [...chunks.values()].find((c) => c.moduleIds.includes(id(module)));
  // The files a file needs before it runs: itself and what it imports statically, recursively.
  const staticFiles = (from: string) => staticClosure(from, (f) => chunks.get(f)?.imports);
  const loaded = staticFiles(host);
  const extra = companions.flatMap((module) => {
    const companion = chunkOf(module);
    return companion ? [...staticFiles(companion.fileName)] : [];
  });
  return [...new Set([...deps, ...extra])].filter((f) => f !== file && !loaded.has(f));
}

/**
 * The modules the form's code shares with the app's screens and that need no form library (the fields' registry, the
 * queries, a message's wording...), with what they import: one file instead of one each (src/start/formCodeAhead.ts
 * asks for the form's code in a task of its own, and each file asked for costs the page's thread a little). Left to
 * itself the bundler makes a file of each set of screens that share a module. A module the form library is needed
 * for stays with the form's code, so a screen without a form never downloads the library. `loaded` says which
 * modules are in the start's earlier files.
 */
export function sharedFormModules(
  formCode: string,
  importsOf: (id: string) => readonly string[] | undefined,
  importersOf: (id: string) => readonly string[] | undefined,
  loaded: (id: string) => boolean,
): Set<string> {
  const form = new Set([...staticClosure(formCode, importsOf)].filter((m) => !loaded(m)));
  const needsLibrary = (m: string) => [...staticClosure(m, importsOf)].some((d) => FORM_LIBRARY.test(d));
  const shared = [...form].filter((m) => m !== formCode && (importersOf(m) ?? []).some((i) => !form.has(i)) && !needsLibrary(m));
  return new Set(shared.flatMap((m) => [...staticClosure(m, importsOf)]).filter((m) => form.has(m) && !needsLibrary(m)));
}

// The app starts in stages (src/start/stages.ts), each a dynamic import evaluated in a task of its own. Left alone, Vite
// would download a later stage only once the stage before has run: a round trip more on a slow network. The boot's
// import of src/start/appCodeAhead.ts, in the task after its import of the first stage, preloads the app's stage instead
// (fetched and compiled, not run), through Vite's modulePreload.resolveDependencies, which reads the bundle this
// plugin keeps. The same way, the boot's import of src/start/formCodeAhead.ts (a painted form's) downloads the form's
// code without running it, so the form's modules run after the app's instead of in one long task with them.
export function startStages(): Plugin {
  const chunks = new Map<string, StageChunk>();
  let appModules = new Set<string>();
  let formShared = new Set<string>();
  return {
    name: 'start-stages',
    apply: 'build',
    config: () => chunkGroups([
      { name: 'react-dom', test: (id: string) => REACT.test(id) },
      { name: 'startApp', test: (id: string) => appModules.has(id), includeDependenciesRecursively: false },
      { name: 'formShared', test: (id: string) => formShared.has(id), includeDependenciesRecursively: false },
    ], {
      modulePreload: {
        resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => filesToPreload(file, deps, context.hostId, chunks),
      },
    }),
    // The app's stage is one file (each file is a request to start, which costs the page's thread time): every module
    // the stage imports, except the boot's and the painter's (already there), the first stage's (React's, and what
    // must run before the app), and what the boot's early asks for a painted form run (which must not run the app
    // with them). Only those: a module they import stays out of the file (includeDependenciesRecursively).
    buildEnd() {
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds;
      const id = (path: string) => resolve(root, path);
      if (!this.getModuleInfo(id(STAGES[1]))) return;
      const before = new Set([id(START_FILES.boot), id(painter), id(appCodeAhead), id(formCodeAhead), id(validators), id(STAGES[0])].flatMap((m) => [...staticClosure(m, importsOf)]));
      appModules = new Set([...staticClosure(id(STAGES[1]), importsOf)].filter((m) => !before.has(m) && !REACT.test(m)));
      formShared = sharedFormModules(id(formCode), importsOf, (m) => this.getModuleInfo(m)?.importers, (m) => before.has(m) || appModules.has(m) || REACT.test(m));
    },
    // Runs before Vite's import analysis writes the preload lists (a build plugin of Vite's, after the user's).
    generateBundle(_options, bundle) {
      chunks.clear();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, { fileName: output.fileName, facadeModuleId: output.facadeModuleId, moduleIds: output.moduleIds, imports: output.imports });
      }
    },
  };
}

import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../../scripts/lib/root';
import { filesToPreload, sharedFormModules, startStages, type StageChunk } from '../../../scripts/vite/startStages';

// The app starts in stages, each run in a task of its own, all downloaded at once (scripts/vite/startStages.ts).
const id = (path: string) => resolve(root, path);
const chunk = (fileName: string, modules: string[], imports: string[] = []): StageChunk => ({
  fileName, facadeModuleId: modules[0] ? id(modules[0]) : null, moduleIds: modules.map(id), imports,
});
// A bundle like ours: the boot (the entry) with the painter's chunk; React; the first stage; the app's stage; the
// validators a painted form asks for; the form's code; a screen's component.
const chunks = new Map([
  chunk('assets/index-a.js', ['src/start/boot.ts'], ['assets/first-paint-b.js', 'assets/rolldown-runtime-c.js']),
  chunk('assets/first-paint-b.js', ['src/firstPaint/paintFirstScreen.ts'], ['assets/rolldown-runtime-c.js']),
  chunk('assets/rolldown-runtime-c.js', []),
  chunk('assets/react-dom-d.js', ['node_modules/react-dom/client.js'], ['assets/rolldown-runtime-c.js']),
  chunk('assets/main-e.js', ['src/start/main.tsx'], ['assets/react-dom-d.js', 'assets/index-a.js', 'assets/first-paint-b.js']),
  chunk('assets/startApp-f.js', ['src/start/startApp.tsx', 'src/App.tsx'], ['assets/main-e.js', 'assets/react-dom-d.js', 'assets/validatorChunks-g.js']),
  chunk('assets/validatorChunks-g.js', ['src/forms/validatorChunks.ts'], ['assets/index-a.js']),
  chunk('assets/formCodeAhead-h.js', ['src/start/formCodeAhead.ts']),
  chunk('assets/appCodeAhead-l.js', ['src/start/appCodeAhead.ts']),
  chunk('assets/ScreenForm-i.js', ['src/forms/ScreenForm.tsx'], ['assets/startApp-f.js', 'assets/SchemaForm-j.js']),
  chunk('assets/SchemaForm-j.js', ['src/forms/SchemaForm.tsx'], ['assets/react-dom-d.js']),
  chunk('assets/PlanPicker-k.js', ['src/components/PlanPicker.tsx'], ['assets/startApp-f.js']),
].map((c) => [c.fileName, c]));

describe("the app's stages download together", () => {
  it("makes the boot's import of the app's code ahead (a module that holds nothing) preload the app's stage and what it imports, not what the boot has", () => {
    const preloaded = filesToPreload('assets/appCodeAhead-l.js', [], 'assets/index-a.js', chunks);
    // main-e.js and react-dom-d.js come with startApp-f.js (it imports them); the boot's own files do not.
    expect(preloaded.sort()).toEqual(['assets/main-e.js', 'assets/react-dom-d.js', 'assets/startApp-f.js', 'assets/validatorChunks-g.js']);
  });

  it("leaves the boot's import of the first stage with its own files only, so no task asks for all of the start's files", () => {
    expect(filesToPreload('assets/main-e.js', ['assets/react-dom-d.js'], 'assets/index-a.js', chunks)).toEqual(['assets/react-dom-d.js']);
  });

  it("makes the boot's import of the form's code ahead (a module that holds nothing) preload that code, not its own file or the boot's", () => {
    const preloaded = filesToPreload('assets/formCodeAhead-h.js', [], 'assets/index-a.js', chunks);
    expect(preloaded).toContain('assets/ScreenForm-i.js');
    expect(preloaded).toContain('assets/SchemaForm-j.js');
    expect(preloaded).not.toContain('assets/formCodeAhead-h.js');
    expect(preloaded).not.toContain('assets/index-a.js');
  });

  it("leaves every other import's list as Vite made it", () => {
    expect(filesToPreload('assets/PlanPicker-k.js', ['assets/startApp-f.js'], 'assets/startApp-f.js', chunks)).toEqual(['assets/startApp-f.js']);
    expect(filesToPreload('assets/unknown.js', ['assets/x.js'], 'assets/index-a.js', chunks)).toEqual(['assets/x.js']);
  });
});

// The app's stage is one file and React's another; what runs before the app (the boot, the painter, the first stage,
// a painted form's validators) stays out of the app's file, or importing it would run the whole app with it.
const graph: Record<string, string[]> = {
  [id('src/start/boot.ts')]: [id('src/content/locale.ts'), id('src/runtime/earlyRead.ts')],
  [id('src/content/locale.ts')]: [],
  [id('src/runtime/earlyRead.ts')]: [],
  [id('src/firstPaint/paintFirstScreen.ts')]: [id('engine/flow/routeState.ts')],
  [id('engine/flow/routeState.ts')]: [],
  [id('src/start/main.tsx')]: [id('src/start/reactDom.ts'), id('src/start/firstScreen.ts'), id('src/content/locale.ts')],
  [id('src/start/reactDom.ts')]: [id('node_modules/react-dom/client.js')],
  [id('node_modules/react-dom/client.js')]: [id('node_modules/scheduler/index.js')],
  [id('node_modules/scheduler/index.js')]: [],
  [id('src/start/firstScreen.ts')]: [],
  [id('src/start/formCodeAhead.ts')]: [],
  [id('src/forms/validatorChunks.ts')]: [id('engine/runtime/loadOnce.ts')],
  [id('engine/runtime/loadOnce.ts')]: [],
  [id('src/start/startApp.tsx')]: [id('src/App.tsx'), id('src/start/firstScreen.ts'), id('src/forms/validatorChunks.ts'), id('engine/flow/routeState.ts'), id('node_modules/react-router/index.js')],
  [id('src/App.tsx')]: [id('src/content/locale.ts'), id('node_modules/react-dom/client.js')],
  [id('node_modules/react-router/index.js')]: [],
};

function groups() {
  const plugin = startStages();
  const config = (plugin.config as () => { build: { rolldownOptions: { output: { codeSplitting: { groups: { name: string; test: (id: string) => boolean; includeDependenciesRecursively?: boolean }[] } } } } })();
  (plugin.buildEnd as (this: unknown) => void).call({ getModuleInfo: (m: string) => (graph[m] ? { importedIds: graph[m] } : null) });
  return config.build.rolldownOptions.output.codeSplitting.groups;
}

describe("the stages' files", () => {
  it("puts the app's own modules and its libraries in one file, and nothing that runs before the app", () => {
    const app = groups().find((g) => g.name === 'startApp')!;
    const held = Object.keys(graph).filter((m) => app.test(m)).map((m) => m.slice(root.length + 1)).sort();
    expect(held).toEqual(['node_modules/react-router/index.js', 'src/App.tsx', 'src/start/startApp.tsx']);
    // Only those: a module they import that runs before the app stays where it is.
    expect(app.includeDependenciesRecursively).toBe(false);
  });

  it('puts React, its DOM renderer and its scheduler in one file of their own', () => {
    const react = groups().find((g) => g.name === 'react-dom')!;
    expect(react.test(id('node_modules/react-dom/client.js'))).toBe(true);
    expect(react.test(id('node_modules/scheduler/index.js'))).toBe(true);
    expect(react.test(id('node_modules/react/index.js'))).toBe(true);
    expect(react.test(id('node_modules/react-router/index.js'))).toBe(false);
    expect(react.test(id('src/start/reactDom.ts'))).toBe(false);
  });
});

// The small modules the form's code shares with the screens join one file; what needs the form library stays with it.
describe("the form's shared modules", () => {
  const g: Record<string, string[]> = {
    [id('src/forms/ScreenForm.tsx')]: [id('src/forms/SchemaForm.tsx'), id('engine/queries/queries.ts'), id('src/forms/initialValues.ts'), id('src/App.tsx')],
    [id('src/forms/SchemaForm.tsx')]: [id('node_modules/@rjsf/core/index.js'), id('engine/fields/registry.ts'), id('engine/fields/messageFor.ts')],
    [id('node_modules/@rjsf/core/index.js')]: [],
    [id('engine/queries/queries.ts')]: [id('engine/content/providerLanguages.ts')],
    [id('engine/content/providerLanguages.ts')]: [],
    [id('engine/fields/registry.ts')]: [id('node_modules/tlds/index.json')],
    [id('node_modules/tlds/index.json')]: [],
    [id('engine/fields/messageFor.ts')]: [],
    [id('src/forms/initialValues.ts')]: [],
    [id('src/App.tsx')]: [],
    [id('src/components/BankLink.tsx')]: [id('engine/queries/queries.ts')],
    [id('src/components/PlanCard.tsx')]: [id('engine/fields/registry.ts')],
    [id('src/components/PrequalOffers.tsx')]: [id('src/forms/SchemaForm.tsx')],
  };
  const importers = (m: string) => Object.keys(g).filter((i) => g[i]!.includes(m));
  const shared = () => [...sharedFormModules(id('src/forms/ScreenForm.tsx'), (m) => g[m], importers, (m) => m === id('src/App.tsx'))]
    .map((m) => m.slice(root.length + 1)).sort();

  it('puts what a screen shares with the form, and what that imports, in one file', () => {
    expect(shared()).toEqual(['engine/content/providerLanguages.ts', 'engine/fields/registry.ts', 'engine/queries/queries.ts', 'node_modules/tlds/index.json']);
  });

  it("leaves out what needs the form library (a screen importing the shared file would download the library), the form's own modules and what the start has", () => {
    expect(shared()).not.toContain('src/forms/SchemaForm.tsx');
    expect(shared()).not.toContain('src/forms/initialValues.ts');
    expect(shared()).not.toContain('engine/fields/messageFor.ts');
    expect(shared()).not.toContain('src/App.tsx');
  });
});

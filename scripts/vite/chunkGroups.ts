import type { UserConfig } from 'vite';

/** One file of the build that holds the modules `test` picks (rolldown's codeSplitting groups). */
export interface ChunkGroup { name: string; test: (id: string) => boolean; includeDependenciesRecursively?: boolean }

// The build options that put modules in files of our choosing. Each plugin that decides a file gives its groups here;
// Vite merges the plugins' configs, so the groups of every plugin apply (first paint, the start's stages).
export function chunkGroups(groups: ChunkGroup[], build: UserConfig['build'] = {}): UserConfig {
  return { build: { ...build, rolldownOptions: { output: { codeSplitting: { groups } } } } };
}

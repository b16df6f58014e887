import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { compileJourneys } from './compileJourneys';
import { readYamlDir, type YamlFile } from './readYamlDir';
import { root } from './root';

export interface LoadedFlows {
  files: YamlFile[];
  flows: Partial<Record<'borrower' | 'prequal', CompiledFlow>>;
  /** file:line:column-less problems (flow-level) as sentences with their file and key path. */
  problems: { file: string; path: (string | number)[]; message: string }[];
}

// Loads flows/*.yaml and compiles both journeys, for scripts and tests (Node only; the app bundles the same YAML).
// A file with a YAML syntax error compiles as missing (its errors are in `files`), never as a throw.
export function loadFlows(base: string = root): LoadedFlows {
  const files = readYamlDir('flows', base);
  return { files, ...compileJourneys(Object.fromEntries(files.map((f) => [f.name, f.data]))) };
}

import { DOCUMENT_COMPONENTS } from '../../engine/registry/components';
import { readYamlDir } from './readYamlDir';
import { root } from './root';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// The screens drawn as a legal document, as the flows say: every screen of flows/*.yaml whose component draws a
// document (engine/registry/components.ts DOCUMENT_COMPONENTS). Read from the YAML as it is, so a flow that does
// not compile still has its documents (flows:check says what is wrong with it).
export function documentScreens(base: string = root): string[] {
  const found = new Set<string>();
  for (const file of readYamlDir('flows', base)) {
    const screens = isObject(file.data) && isObject(file.data.screens) ? file.data.screens : {};
    for (const [id, screen] of Object.entries(screens)) if (isObject(screen) && DOCUMENT_COMPONENTS.includes(String(screen.component))) found.add(id);
  }
  return [...found].sort();
}

// Builds the floor pages of `npm run bench:web` (bench/floor-*/) with Vite, each into its own folder under
// reports/bench-web/, through the app's own vite.config.ts (its plugins and build options: React, source maps, and
// whatever the app's build adds later, such as compressed copies of the assets), so the three differ only in code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import type { FormSchema } from '../../engine/forms/FormDefinition';
import { compileFormValidators } from './formValidators';
import { root } from './root';

/** The floor pages, by folder under bench/. */
export const FLOORS = ['floor-bare', 'floor-rjsf'] as const;
export type Floor = (typeof FLOORS)[number];

export const BENCH_DIR = join(root, 'bench');
export const FLOORS_OUT_DIR = join(root, 'reports', 'bench-web');

const VIRTUAL_ID = 'virtual:floor-validators';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

// `virtual:floor-validators`: the rjsf floor's form schema compiled by the same function that compiles the app's
// forms (scripts/lib/formValidators.ts), so the floor carries a precompiled validator just as the app does.
function floorValidators(schemaFile: string): Plugin {
  return {
    name: 'floor-validators',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      this.addWatchFile(schemaFile);
      return compileFormValidators('floor', JSON.parse(readFileSync(schemaFile, 'utf8')) as FormSchema);
    },
  };
}

// One floor's build; returns the folder to serve. Vite's output is kept quiet unless it fails.
export async function buildFloor(floor: Floor): Promise<string> {
  const dir = join(BENCH_DIR, floor);
  const outDir = join(FLOORS_OUT_DIR, floor);
  // Inline options win over the config file's: the page's folder and output, plus the floor's validator module.
  await build({
    configFile: join(root, 'vite.config.ts'),
    root: dir,
    logLevel: 'error',
    plugins: [floorValidators(join(dir, 'form.schema.json'))],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a scratch copy of the project holds: enough for `npm run dev`, flows:check and a replay to run in it. */
const COPIED = ['authoring', 'bench', 'content', 'docs', 'e2e', 'engine', 'fixtures', 'flows', 'public', 'sandbox', 'schemas', 'scripts', 'src', 'index.html', 'package.json', 'playwright.config.ts', 'tsconfig.json', 'vite.config.ts'];

// A copy of the project in a temporary folder, for a drive of `npm run dev`'s editors that writes files (copy, a
// form, a recorded fixture): this work tree is never written, and nothing another test reads changes under it. Its
// node_modules is this tree's (a link); its dev server keeps its optimized dependencies to itself (its own cacheDir),
// since node_modules/.vite is this tree's. Returns the copy's folder; the caller removes it.
export function scratchCopy(root: string, prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const name of COPIED) cpSync(join(root, name), join(dir, name), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  const config = readFileSync(join(dir, 'vite.config.ts'), 'utf8');
  if (!config.includes('export default defineConfig({')) throw new Error('vite.config.ts no longer reads `export default defineConfig({`: give the scratch copy its own cacheDir another way');
  writeFileSync(join(dir, 'vite.config.ts'), config.replace('export default defineConfig({', "export default defineConfig({\n  cacheDir: '.vite-cache',"));
  return dir;
}

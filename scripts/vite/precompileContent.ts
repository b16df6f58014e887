import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { compileContentFile, type CopyPart } from '../../engine/content/compileContentFile';

// The part a module id asks for; the dev server adds `import` (and `t` on reload) to ids of non-JS files.
function partOf(query: string): CopyPart | null {
  const params = new URLSearchParams(query);
  params.delete('import');
  params.delete('t');
  const keys = [...params.keys()];
  if (keys.length === 0) return 'all';
  return keys.length === 1 && (keys[0] === 'head' || keys[0] === 'body') ? keys[0] : null;
}

// Imports of flows/*.yaml and content/**/*.{yaml,md} become JSON modules (`export default <data or problems>`),
// so the browser neither ships nor runs a YAML parser. `?head` and `?body` split a copy file so a long document's
// text can load lazily while its title is known at startup; `?raw` and other queries are left to Vite.
export function precompileContent(): Plugin {
  let root = process.cwd();
  return {
    name: 'precompile-content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    load(id) {
      const [path = '', query = ''] = id.split('?', 2);
      const part = partOf(query);
      if (!part || !/\.(ya?ml|md)$/.test(path)) return null;
      const file = relative(root, path).split(sep).join('/');
      if (!/^(flows|content)\//.test(file)) return null;
      const compiled = compileContentFile(file, readFileSync(path, 'utf8'), part);
      return { code: `export default ${JSON.stringify(compiled)};\n`, map: null, moduleType: 'js' };
    },
  };
}

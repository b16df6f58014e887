import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { root } from '../lib/root';

/**
 * V8's explicit compile hint (Chrome 136 and later; other browsers read a comment): every function of a file that
 * begins with it is compiled while the file downloads, on a background thread, instead of on the page's thread the
 * first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the build tells of a file (what this plugin reads and changes of it). */
export interface HintedChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  code?: string;
  moduleIds?: readonly string[];
  /** An asset's content (a source map's JSON text, written beside its chunk). */
  source?: string | Uint8Array;
}

/**
 * Begins with the hint every file of `bundle` that holds one of `modules` (ids) or a module `test` picks, and moves
 * its source map a line down to match. Returns the files hinted.
 */
export function hintChunks(bundle: Record<string, HintedChunk>, modules: ReadonlySet<string>, test: (id: string) => boolean): string[] {
  const hinted: string[] = [];
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk.code === undefined || chunk.code.startsWith(COMPILE_HINT)) continue;
    if (!(chunk.moduleIds ?? []).some((id) => modules.has(id) || test(id))) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    // The file's source map, written as it is in the bundle (an asset beside the chunk, as Vite leaves it): its
    // lines are separated by ';' in its mappings, so one more line, with nothing mapped, comes first.
    const map = bundle[`${chunk.fileName}.map`];
    if (map?.type === 'asset' && map.source !== undefined) {
      const json = JSON.parse(typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source)) as { mappings: string };
      json.mappings = `;${json.mappings}`;
      map.source = JSON.stringify(json);
    }
    hinted.push(chunk.fileName);
  }
  return hinted;
}

// The files whose functions nearly all run as the app starts (React's, the app's second stage, the form's code and its library,
// scripts/vite/startStages.ts) begin with V8's compile hint, so a slow phone compiles them while they download,
// not in the tasks that run them: in Lighthouse on the first link, 2 runs of 20 had any blocking time, against 8 of
// 20 without (docs/adr/0009).
// Only those files: a hint on code that mostly waits (a later screen's) compiles it for nothing. Added once the
// bundle is final (after Vite writes its preload lists at the top of a file), so the hint is the file's first line.
export function compileHints(options: { modules: readonly string[]; test: (id: string) => boolean }): Plugin {
  const modules = new Set(options.modules.map((path) => resolve(root, path)));
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        hintChunks(bundle as unknown as Record<string, HintedChunk>, modules, options.test);
      },
    },
  };
}

import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../../scripts/lib/root';
import { firstPaintChunk } from '../../../scripts/vite/firstPaintChunk';

// The painter's modules go to one file so index.html preloads one file for it, not five (scripts/vite/firstPaintChunk.ts).
const id = (path: string) => resolve(root, path);
const graph: Record<string, string[]> = {
  [id('src/start/boot.ts')]: [id('src/runtime/earlyRead.ts'), id('engine/content/chooseLocale.ts')],
  [id('src/runtime/earlyRead.ts')]: [],
  [id('engine/content/chooseLocale.ts')]: [],
  [id('src/firstPaint/paintFirstScreen.ts')]: [id('src/firstPaint/paintScreen.ts'), id('engine/content/copyValues.ts'), id('engine/content/chooseLocale.ts')],
  [id('src/firstPaint/paintScreen.ts')]: [id('engine/inquiries/resolveInquiries.ts')],
  [id('engine/inquiries/resolveInquiries.ts')]: [],
  [id('engine/content/copyValues.ts')]: [],
  [id('src/start/main.tsx')]: [id('engine/content/copyValues.ts'), id('src/App.tsx')],
  [id('src/App.tsx')]: [],
};

function grouped() {
  const plugin = firstPaintChunk();
  const config = (plugin.config as () => { build: { rolldownOptions: { output: { codeSplitting: { groups: { name: string; test: (id: string) => boolean }[] } } } } })();
  const [group] = config.build.rolldownOptions.output.codeSplitting.groups;
  (plugin.buildEnd as (this: unknown) => void).call({ getModuleInfo: (m: string) => (graph[m] ? { importedIds: graph[m] } : null) });
  return group!;
}

describe('the first-paint chunk', () => {
  it('holds the painter and what it imports, shared with the app or not, and nothing of the boot or the app alone', () => {
    const group = grouped();
    expect(group.name).toBe('first-paint');
    const held = Object.keys(graph).filter((m) => group.test(m)).map((m) => m.slice(root.length + 1)).sort();
    expect(held).toEqual(['engine/content/copyValues.ts', 'engine/inquiries/resolveInquiries.ts', 'src/firstPaint/paintFirstScreen.ts', 'src/firstPaint/paintScreen.ts']);
  });
});

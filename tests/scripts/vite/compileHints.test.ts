import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../../scripts/lib/root';
import { COMPILE_HINT, hintChunks, type HintedChunk } from '../../../scripts/vite/compileHints';
import { RUN_ON_LOAD } from '../../../scripts/vite/startStages';

// The start's files that run at once begin with V8's compile hint, so a slow phone compiles them while they download
// (scripts/vite/compileHints.ts).
const id = (path: string) => resolve(root, path);
const chunk = (fileName: string, modules: string[], code = 'import"./x.js";function a(){}a();'): HintedChunk => ({
  type: 'chunk', fileName, code, moduleIds: modules.map(id),
});
const map = (fileName: string, mappings: string): HintedChunk => ({
  type: 'asset', fileName, source: JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings }),
});
// A bundle like ours: the boot, the painter, React, the app's stage, the form's code and its library, a screen's
// component; source maps beside them.
const bundle = (): Record<string, HintedChunk> => Object.fromEntries([
  chunk('assets/index-a.js', ['src/start/boot.ts']),
  chunk('assets/first-paint-b.js', ['src/firstPaint/paintFirstScreen.ts']),
  chunk('assets/react-dom-d.js', ['node_modules/react/index.js', 'node_modules/react-dom/cjs/react-dom-client.production.js', 'node_modules/scheduler/index.js']),
  map('assets/react-dom-d.js.map', 'AAAA,CAAC;AACD'),
  chunk('assets/startApp-f.js', ['src/start/startApp.tsx', 'src/App.tsx'], 'const __vite__mapDeps=()=>[];\nexport{}'),
  map('assets/startApp-f.js.map', ';AAAA'),
  chunk('assets/ScreenForm-i.js', ['src/forms/ScreenForm.tsx']),
  chunk('assets/SchemaForm-j.js', ['node_modules/@rjsf/core/lib/components/Form.js', 'node_modules/@rjsf/utils/lib/index.js', 'src/forms/SchemaForm.tsx']),
  chunk('assets/PlanPicker-k.js', ['src/components/PlanPicker.tsx']),
  chunk('assets/PdfDocument-l.js', ['node_modules/react-pdf/dist/index.js']),
].map((c) => [c.fileName, c]));
const modules = new Set(RUN_ON_LOAD.modules.map(id));

describe("the start's files begin with V8's compile hint", () => {
  it("hints React's file, the app's stage, the form's code and the form library's, and no other", () => {
    const files = bundle();
    const hinted = hintChunks(files, modules, RUN_ON_LOAD.test);
    expect(hinted.sort()).toEqual(['assets/SchemaForm-j.js', 'assets/ScreenForm-i.js', 'assets/react-dom-d.js', 'assets/startApp-f.js']);
    for (const name of ['assets/index-a.js', 'assets/first-paint-b.js', 'assets/PlanPicker-k.js', 'assets/PdfDocument-l.js']) {
      expect(files[name]?.code, name).not.toContain(COMPILE_HINT);
    }
  });

  it("puts the hint on the file's first line, above what Vite wrote at the top, and keeps the code after it", () => {
    const files = bundle();
    hintChunks(files, modules, RUN_ON_LOAD.test);
    expect(files['assets/startApp-f.js']?.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=()=>[];\nexport{}`);
  });

  it('moves the source map a line down, so every line still maps to the source it came from', () => {
    const files = bundle();
    hintChunks(files, modules, RUN_ON_LOAD.test);
    const mappings = (name: string) => (JSON.parse(String(files[name]?.source)) as { mappings: string }).mappings;
    expect(mappings('assets/react-dom-d.js.map')).toBe(';AAAA,CAAC;AACD');
    expect(mappings('assets/startApp-f.js.map')).toBe(';;AAAA');
  });

  it('hints a file once, however often the bundle is handed over', () => {
    const files = bundle();
    hintChunks(files, modules, RUN_ON_LOAD.test);
    expect(hintChunks(files, modules, RUN_ON_LOAD.test)).toEqual([]);
    expect(files['assets/react-dom-d.js']?.code?.split(COMPILE_HINT)).toHaveLength(2);
  });
});

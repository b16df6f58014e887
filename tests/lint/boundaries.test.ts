import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const rulesHit = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
};
/** A module that imports `from` and uses what it imports. */
const importing = (from: string) => `import { thing } from '${from}';\nexport const x = thing;\n`;

describe('the house plan arrows are enforced by lint', () => {
  it.each([
    ['engine importing React', "import { useState } from 'react';\nexport const x = useState;\n", 'no React'],
    ['engine importing src/', "import { App } from '../src/App';\nexport const x = App;\n", 'must not import src/'],
    ['engine importing a Node built-in', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n", 'no Node built-ins'],
    ['engine touching localStorage', "export const read = () => localStorage.getItem('token');\n", 'no DOM'],
    ['engine using eval', "export const run = (s: string) => eval(s);\n", 'no-eval'],
    ['engine importing the tooling', importing('../../scripts/check/checkProject'), 'engine/ must not import scripts/'],
    ['engine importing e2e/', importing('../../e2e/replay/runSteps'), 'engine/ must not import e2e/'],
  ])('%s is an error', async (_name, code, expected) => {
    const hits = await rulesHit('engine/flow/example.ts', code);
    expect(hits.join('\n')).toContain(expected);
  });

  it('a user-facing literal in JSX under src/ is an error', async () => {
    const hits = await rulesHit('src/Example.tsx', 'export const Hello = () => <p>Welcome back!</p>;\n');
    expect(hits.join('\n')).toContain('react/jsx-no-literals');
  });

  it('engine code that stays inside the lines passes', async () => {
    expect(await rulesHit('engine/flow/example.ts', "import { parse } from 'yaml';\nexport const read = (t: string) => parse(t);\n")).toEqual([]);
  });
});

describe('every room imports only down its arrows', () => {
  it('a sandbox file that imports from scripts/ fails lint, naming the arrow', async () => {
    const hits = await rulesHit('sandbox/server/example.ts', importing('../../scripts/vite/compressAssets'));
    expect(hits).toEqual([expect.stringContaining('The sandbox must not import scripts/: the tooling reads everything and nothing imports the tooling')]);
  });

  it.each([
    ['sandbox/server/example.ts', '../../src/screens/ScreenRenderer', 'The sandbox must not import the app'],
    ['sandbox/server/example.ts', '../../e2e/replay/runSteps', 'The sandbox must not import e2e/'],
    ['sandbox/server/example.ts', '../../bench/floor-bare/entry', 'The sandbox must not import bench/'],
    ['sandbox/server/example.ts', '../../tests/sandbox/server/sandboxHarness', 'The sandbox must not import tests/'],
    ['e2e/replay/example.ts', '../../scripts/vite/localeCatalogs', 'A replay (e2e/) must not import scripts/'],
    ['e2e/replay/example.ts', '../../sandbox/server/control/merchantAction', "A replay must not import the sandbox's code"],
    ['e2e/replay/example.ts', '../../src/screens/ScreenRenderer', 'A replay must not import the app'],
    ['e2e/replay/example.ts', '../../bench/floor-bare/entry', 'A replay must not import bench/'],
    ['e2e/replay/example.ts', '../../tests/e2e/checkFault.test', 'A replay (e2e/) must not import tests/'],
    ['scripts/lib/example.ts', '../../tests/sandbox/server/sandboxHarness', 'The tooling (scripts/) must not import tests/'],
    ['bench/floor-bare/example.ts', '../../scripts/lib/buildFloors', 'A floor page (bench/) must not import scripts/'],
    ['bench/floor-bare/example.ts', '../../src/App', 'A floor page stands alone'],
    ['src/screens/example.ts', '../../scripts/check/rules/copyText', 'src/ must not import scripts/'],
    ['src/screens/example.ts', '../../e2e/replay/seeWords', 'src/ must not import e2e/'],
    ['schemas/api/example.ts', '../../engine/Result', 'schemas/ is what the rooms share: it imports none of them'],
    ['other.config.ts', './scripts/lib/root', 'This file must not import scripts/'],
    ['src/App.tsx', '../authoring/page/main', 'src/ must not import authoring/'],
    ['src/screens/example.ts', '../../authoring/shared/copyTag', 'src/ must not import authoring/'],
    ['engine/content/example.ts', '../../authoring/shared/copyTag', 'engine/ must not import authoring/'],
    ['sandbox/server/example.ts', '../../authoring/server/authoringServer', 'The sandbox must not import authoring/'],
    ['authoring/page/copy/example.ts', '../../server/copy/copyEditorStore', "The editors' page part must not import their server part"],
    ['authoring/server/copy/example.ts', '../../page/copy/api', "The editors' server part must not import their page part"],
    ['scripts/example.ts', '../authoring/page/main', 'The tooling must not import authoring/page/'],
  ])('%s importing %s fails lint', async (file, from, expected) => {
    expect((await rulesHit(file, importing(from))).join('\n')).toContain(expected);
  });

  it.each([
    ['sandbox/server/example.ts', '../../schemas/api/contract', 'the sandbox reads the contract beside it'],
    ['sandbox/server/example.ts', '../../engine/api/canonicalJson', "the sandbox uses the engine's pure helpers"],
    ['e2e/replay/example.ts', '../../schemas/fixtureVocabulary', "a replay reads the fixtures' vocabulary"],
    ['e2e/replay/example.ts', '../../engine/content/compileContentFile', 'a replay reads copy as the app does'],
    ['scripts/lib/example.ts', '../../sandbox/start', 'the tooling may import any room'],
    ['vite.config.ts', './scripts/vite/compressAssets', 'the build config loads the tooling'],
    ['playwright.config.ts', './scripts/lib/findChromium', "the replays' config loads the tooling"],
    ['tests/scripts/example.test.ts', '../../scripts/check/checkProject', 'a test imports what it checks'],
    ['scripts/dev.ts', '../authoring/server/authoringServer', 'npm run dev plugs the editors\' server part into the dev server'],
    ['authoring/page/copy/example.ts', '../../../src/content/catalog', 'the copy editor patches the catalog the app draws from'],
    ['authoring/server/copy/example.ts', '../../../scripts/check/checkProject', 'an editor changes files only through flows:check'],
  ])('%s importing %s passes (%s)', async (file, from) => {
    expect(await rulesHit(file, importing(from))).toEqual([]);
  });
});

describe('hooks are called in order and effects see what they read (src/ and bench/)', () => {
  it('a hook called under a condition is an error', async () => {
    const code = "import { useState } from 'react';\nexport function Box({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";
    expect((await rulesHit('src/components/Box.tsx', code)).join('\n')).toContain('react-hooks/rules-of-hooks');
  });

  it('an effect that reads a value it does not list is an error, under bench/ too', async () => {
    const code = "import { useEffect } from 'react';\nexport function Box({ id }: { id: string }) {\n  useEffect(() => { console.log(id); }, []);\n  return null;\n}\n";
    expect((await rulesHit('src/components/Box.tsx', code)).join('\n')).toContain('react-hooks/exhaustive-deps');
    expect((await rulesHit('bench/floor-bare/Box.tsx', code)).join('\n')).toContain('react-hooks/exhaustive-deps');
  });

  it('an effect that lists what it reads passes', async () => {
    const code = "import { useEffect } from 'react';\nexport function Box({ id }: { id: string }) {\n  useEffect(() => { console.log(id); }, [id]);\n  return null;\n}\n";
    expect(await rulesHit('src/components/Box.tsx', code)).toEqual([]);
  });
});

describe('inside src/, an import points down its layers only', () => {
  it.each([
    ['the painter reaching up into screens', 'src/firstPaint/example.ts', importing('../screens/useJourney'), 'src/firstPaint is below src/screens'],
    ['runtime reaching up into screens', 'src/runtime/example.ts', importing('../screens/useJourney'), 'src/runtime is below src/screens'],
    ['state reaching up into runtime', 'src/state/example.ts', importing('../runtime/useRuntime'), 'src/state is below src/runtime'],
    ['content reaching up into runtime', 'src/content/example.ts', importing('../runtime/useRuntime'), 'src/content is below src/runtime'],
    ['a widget deep in forms reaching up into components', 'src/forms/theme/widgets/Example.tsx', importing('../../../components/ScreenProps'), 'src/forms is below src/components'],
  ])('%s is an error', async (_name, file, code, expected) => {
    expect((await rulesHit(file, code)).join('\n')).toContain(expected);
  });

  it('an import down the layers, or into the engine, passes', async () => {
    expect(await rulesHit('src/forms/theme/widgets/Example.tsx', importing('../../../content/catalog'))).toEqual([]);
    expect(await rulesHit('src/screens/Example.tsx', importing('../components/ScreenProps'))).toEqual([]);
    expect(await rulesHit('src/ui/Example.ts', importing('../../engine/content/copyValues'))).toEqual([]);
  });
});

// The build as npm run build made it: which modules the first paint and the first screen load (the painter and its
// copy, the app's stages, the language's copy, the entry screen's component or form), each measured by the chunk that
// carries it, the files' sizes and the sources their maps list, read from dist/.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { START_STAGES } from '../vite/startStages';
import { bundleSize, chunkKeyOf, HEAVY_PARTS, type BundleReport, type FileSize, type Manifest } from './report';
import { stageProblems } from './stages';

/** The manifest key of the default language's copy (scripts/vite/localeCatalogs.ts). */
const DEFAULT_COPY = 'virtual:content/en';
/** The app's modules: the boot (src/start/boot.ts, the entry) imports the first once the first screen is painted, and it
 * imports the others in turn; all download together (scripts/vite/startStages.ts). */
const APP_MODULES = START_STAGES;
/** What the boot paints a payment link's first screen with, fetched with the first read (src/firstPaint). */
const PAINT_MODULE = 'src/firstPaint/paintFirstScreen.ts';
/** The default language's first-paint copy (scripts/vite/firstPaintCopy.ts). */
const DEFAULT_PAINT_COPY = 'virtual:first-paint/en';
/** The form chunk a form screen draws its form from after its first paint (src/forms/lazyScreenForm.tsx). */
const FORM_MODULE = 'src/forms/ScreenForm.tsx';

/** The modules the first paint loads, and those the rest of the first screen loads after it (`entry`: entryScreenLazy's). */
export const firstModules = (entry: { lazy: readonly string[] }) => ({
  paint: [PAINT_MODULE, DEFAULT_PAINT_COPY],
  screen: [...APP_MODULES, DEFAULT_COPY, ...entry.lazy],
});

// The entry screen of the borrower journey and the files the screen lazy-loads for it: its component, or the form
// chunk and that form's own validators (src/forms/validatorChunks.ts).
export function entryScreenLazy(flowText: string): { screen: string; lazy: string[] } {
  const flow = parse(flowText) as { entry?: string; screens?: Record<string, { component?: string; form?: string }> };
  const screen = flow.entry ?? 'entry';
  const { component, form } = flow.screens?.[screen] ?? {};
  return { screen, lazy: component ? [`src/components/${component}.tsx`] : form ? [FORM_MODULE, `engine/generated/forms/${form}.validators.js`] : [] };
}

// The build's report as npm run build prints it: each module measured by the chunk that carries it as built now (the
// painter and its modules share the entry's 'first-paint' chunk), and the modules no chunk carries, which fail it.
export function measureBuild(
  manifest: Manifest, flowText: string, sizeOf: (file: string) => FileSize, sourcesOf: (file: string) => readonly string[],
): { entry: { screen: string; lazy: string[] }; missing: string[]; report: BundleReport; stages: string[] } {
  const entry = entryScreenLazy(flowText);
  const keyOf = (module: string) => chunkKeyOf(manifest, module, sourcesOf);
  const modules = firstModules(entry);
  const missing = [...modules.paint, ...modules.screen].filter((module) => keyOf(module) === undefined);
  const keys = (list: readonly string[]) => list.map(keyOf).filter((key): key is string => key !== undefined);
  const report = bundleSize(manifest, {
    firstPaintLazy: keys(modules.paint), firstScreenLazy: keys(modules.screen),
    sizeOf, sourcesOf, heavy: HEAVY_PARTS,
  });
  return { entry, missing, report, stages: stageProblems(manifest, keyOf) };
}

/** A file of `dist` by its size, raw and gzipped (level 9). */
export function sizeIn(dist: string): (file: string) => FileSize {
  return (file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
}

/** The source paths a file of `dist` was bundled from, read from its source map; [] without one. */
export function sourcesIn(dist: string): (file: string) => readonly string[] {
  return (file) => {
    const map = join(dist, `${file}.map`);
    if (!existsSync(map)) return [];
    const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources?: unknown }).sources;
    return Array.isArray(sources) ? sources.filter((s): s is string => typeof s === 'string') : [];
  };
}

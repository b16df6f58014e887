// The build as npm run build made it: which modules the first paint and the first screen load (the painter and its
// copy, the app's stages, the language's copy, the entry screen's component or form), each measured by the chunk that
// carries it, the files' sizes and the sources their maps list, read from dist/.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { START_FILES } from '../../src/start/stages';
import { bundleSize, chunkKeyOf, HEAVY_PARTS, type BundleReport, type FileSize, type Manifest } from './report';
import { stageProblems } from './stages';

/** The manifest key of the default language's copy (scripts/vite/localeCatalogs.ts). */
const DEFAULT_COPY = 'virtual:content/en';
/** The default language's first-paint copy (scripts/vite/firstPaintCopy.ts). */
const DEFAULT_PAINT_COPY = 'virtual:first-paint/en';

/**
 * The modules the first paint loads (the painter, fetched with the first read, and its copy), and those the rest of
 * the first screen loads after it: the app's stages (the boot imports the first once the first screen is painted, and
 * it the others in turn; all download together), the language's copy, and `entry`'s (entryScreenLazy's).
 */
export const firstModules = (entry: { lazy: readonly string[] }) => ({
  paint: [START_FILES.painter, DEFAULT_PAINT_COPY],
  screen: [...START_FILES.stages, DEFAULT_COPY, ...entry.lazy],
});

// The entry screen of the borrower journey and the files the screen lazy-loads for it: its component, or the form
// chunk it draws its form from after its first paint and that form's own validators (src/forms/validatorChunks.ts).
export function entryScreenLazy(flowText: string): { screen: string; lazy: string[] } {
  const flow = parse(flowText) as { entry?: string; screens?: Record<string, { component?: string; form?: string }> };
  const screen = flow.entry ?? 'entry';
  const { component, form } = flow.screens?.[screen] ?? {};
  return { screen, lazy: component ? [`src/components/${component}.tsx`] : form ? [START_FILES.formCode, `engine/generated/forms/${form}.validators.js`] : [] };
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

// npm run build ends here: prints the gzipped size of the JS (and CSS) the first screen loads and of the whole app,
// read from Vite's manifest, plus one row per file. It also checks the house plan's promise that heavy SDKs
// (pdf.js, bank link, identity) stay in lazy chunks and that no YAML parser ships, and fails the build if not.
// The first screen's JS must stay within FIRST_SCREEN_BUDGET (the build fails past it, naming both figures).
// Run: npx tsx scripts/bundle-size.ts [distDir]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { inlineScriptHashes } from '../sandbox/server/serveApp';
import { root } from './lib/root';
import { APP_CODE_AHEAD, FORM_CODE_AHEAD, START_STAGES, VALIDATORS } from './vite/startStages';

/** One entry of dist/.vite/manifest.json (the fields this script reads). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface FileSize { file: string; raw: number; gzip: number }
export interface Totals { files: FileSize[]; raw: number; gzip: number }

/** A heavy dependency that must only arrive with the screens that use it, found by the source paths in its chunk. */
export interface HeavyPart { name: string; markers: readonly string[]; allowed: 'lazy' | 'nowhere' }
export interface HeavyPlacement { name: string; files: string[]; inFirstScreen: boolean; ok: boolean; allowed: 'lazy' | 'nowhere' }

export interface BundleReport {
  /** What the browser loads before a payment link's heading and copy paint (the boot, the painter, its copy). */
  firstPaint: { js: Totals };
  firstScreen: { js: Totals; css: Totals };
  wholeApp: { js: Totals; css: Totals };
  /** Every JS and CSS file, biggest first, with how it is loaded. */
  rows: (FileSize & { firstScreen: boolean; loadedBy: string })[];
  heavy: HeavyPlacement[];
}

export interface BundleInputs {
  /** Manifest keys of the lazy modules the first paint waits for (the painter and its copy, src/firstPaint). */
  firstPaintLazy?: readonly string[];
  /** Manifest keys of the lazy modules the rest of the first screen needs (the app, its copy, the form chunk). */
  firstScreenLazy: readonly string[];
  sizeOf: (file: string) => FileSize;
  /** The source paths bundled into one output file (from its source map); [] when unknown. */
  sourcesOf: (file: string) => readonly string[];
  heavy: readonly HeavyPart[];
}

export const HEAVY_PARTS: readonly HeavyPart[] = [
  { name: 'pdf.js (react-pdf, pdfjs-dist)', markers: ['node_modules/pdfjs-dist/', 'node_modules/react-pdf/'], allowed: 'lazy' },
  { name: 'bank link (react-plaid-link, useBankLink)', markers: ['node_modules/react-plaid-link/', 'src/integrations/bankLink/useBankLink'], allowed: 'lazy' },
  { name: 'identity (persona)', markers: ['node_modules/persona/'], allowed: 'lazy' },
  { name: 'YAML parser (yaml)', markers: ['node_modules/yaml/'], allowed: 'nowhere' },
];

const isJs = (file: string) => /\.m?js$/.test(file);

// The first paint is what the browser must fetch before the payment link's heading and copy can show: the entry
// chunk and everything it imports statically, plus the lazy modules the boot paints with (src/firstPaint). The first
// screen adds what comes after that paint: the app, the language's copy, the entry screen's component or form.
export function bundleSize(manifest: Manifest, inputs: BundleInputs): BundleReport {
  const first = new Set<string>();
  const visit = (key: string) => {
    if (first.has(key) || !manifest[key]) return;
    first.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const key of inputs.firstPaintLazy ?? []) visit(key);
  const paintJs = new Set([...first].map((key) => manifest[key]?.file).filter((file): file is string => file !== undefined && isJs(file)));
  for (const key of inputs.firstScreenLazy) visit(key);

  const firstJs = new Set<string>();
  const firstCss = new Set<string>();
  for (const key of first) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (isJs(chunk.file)) firstJs.add(chunk.file);
    for (const css of chunk.css ?? []) firstCss.add(css);
  }
  const loadedBy = new Map<string, string>();
  const allJs = new Set<string>();
  const allCss = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const how = chunk.isEntry ? 'entry' : chunk.isDynamicEntry ? `lazy: ${chunk.src ?? key}` : key.startsWith('_') ? 'shared' : `asset: ${chunk.src ?? key}`;
    if (isJs(chunk.file)) {
      allJs.add(chunk.file);
      if (!loadedBy.has(chunk.file)) loadedBy.set(chunk.file, how);
    }
    for (const css of chunk.css ?? []) {
      allCss.add(css);
      if (!loadedBy.has(css)) loadedBy.set(css, `css of ${chunk.isEntry ? 'entry' : chunk.src ?? key}`);
    }
    if (chunk.file.endsWith('.css')) allCss.add(chunk.file);
  }
  const totals = (files: Set<string>): Totals => {
    const sized = [...files].sort().map(inputs.sizeOf);
    return { files: sized, raw: sized.reduce((s, f) => s + f.raw, 0), gzip: sized.reduce((s, f) => s + f.gzip, 0) };
  };
  const rows = [...allJs, ...allCss].map((file) => ({
    ...inputs.sizeOf(file), firstScreen: firstJs.has(file) || firstCss.has(file), loadedBy: loadedBy.get(file) ?? 'asset',
  })).sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
  const heavy = inputs.heavy.map((part) => {
    const files = [...allJs].filter((file) => inputs.sourcesOf(file).some((s) => part.markers.some((m) => s.includes(m)))).sort();
    const inFirstScreen = files.some((f) => firstJs.has(f));
    return { name: part.name, files, inFirstScreen, allowed: part.allowed, ok: part.allowed === 'nowhere' ? files.length === 0 : !inFirstScreen };
  });
  return { firstPaint: { js: totals(paintJs) }, firstScreen: { js: totals(firstJs), css: totals(firstCss) }, wholeApp: { js: totals(allJs), css: totals(allCss) }, rows, heavy };
}

// The manifest key of the chunk that carries a source module: its own key when the bundler made it a chunk of its own,
// else the chunk whose source map lists it (a module grouped into a named chunk, as the painter is in 'first-paint':
// scripts/vite/firstPaintChunk.ts). Undefined when no chunk has it, which fails the build by name.
export function chunkKeyOf(manifest: Manifest, module: string, sourcesOf: (file: string) => readonly string[]): string | undefined {
  if (manifest[module]) return module;
  const carries = (source: string) => source === module || source.endsWith(`/${module}`);
  return Object.keys(manifest).find((key) => isJs(manifest[key]!.file) && sourcesOf(manifest[key]!.file).some(carries));
}

/** The manifest key of the default language's copy (scripts/vite/localeCatalogs.ts). */
const DEFAULT_COPY = 'virtual:content/en';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
/**
 * The most gzipped JS the first screen may load, its form included. Set from the measurement once the forms moved to
 * @rjsf/core (issue 10): 273.5 kB gzip (210.5 kB before rjsf; 305.5 kB while the app and rjsf each bundled their own
 * copy of markdown-to-jsx). Issue 11 split it: the form library arrives after the first paint
 * (src/forms/lazyScreenForm.tsx), 280.6 kB with the split's chunk overhead; then the boot learned to paint the
 * payment link's first screen before the app (src/firstPaint): the painter (1.4 kB) and the LoanApplication check
 * compiled on its own (engine/generated/firstReadValidators.js, so the boot does not ship every check; the
 * definitions it shares with the other checks are in both modules, 2 kB) made it 286.1 kB. The headroom is 1.4%:
 * enough for a copy edit or a new field, not for a new library. Raising it needs a reason written here.
 * Issue 21 (a bad network loses nothing) brought it to 289.8 kB, with no library: the retry policy and request keys,
 * the offline line, the drafts that survive an error page, and the check that names a broken screen config (every
 * first screen has a form, so the check is on it). The budget moved to 293 kB to keep the same room for copy edits;
 * issue 24 takes the first screen down to 200 kB.
 * Then 292.9 kB, and 294.3 kB with two things the first screen's form needs, no library: a keystroke painted before
 * the form's rules run (src/forms/usePaintFirst.ts, issue 22: 0.8 kB with the catch-up on blur, submit and Enter),
 * and the shared validators and formatters offered to every form (engine/fields/registry.ts, issue 23: 0.6 kB; the
 * definitions no form uses yet stay out: scripts/vite/formDefinitions.ts). The budget moved to 295 kB. Then each
 * form's precompiled validators became a chunk of their own (src/forms/validatorChunks.ts), the first screen carrying
 * the entry form's alone: 293.1 kB (every form's were 6.3 kB of the form library's chunk; the entry form's are 3.7 kB,
 * the loader and the bundler's runtime for it 1.3 kB).
 * Then the boot painted the first screen's form too (issue 24, docs/adr/0009): the form's rows in the first-paint
 * copy (+2.2 kB), the engine functions that decide its fields in the painter (+0.8 kB), the app's adoption of what
 * was typed (+0.5 kB) and the legal documents in full in the modals (issue 23: +0.4 kB, the texts themselves lazy):
 * 297.2 kB, for a field to type in at 0.96x the bare floor's time instead of 1.81x. The budget moved to 298 kB.
 * Then the phone number's formatter (libphonenumber-js's AsYouType, 14.1 kB in a chunk of its own) left the first
 * screen: only the phone screens format as the borrower types, and their form waits for it
 * (engine/fields/FieldLibrary.ts, src/forms/useFieldLibraries.ts). 283.2 kB; the budget moved down to 286 kB.
 * Then the app started in stages (issue 34, docs/adr/0009: React's renderer, then the app's modules, each a file of
 * its own, +0.4 kB in what one file compressed better) and came to 286.3 kB. Room was made in the copy's date pipes:
 * "November 21, 2026" is read by date-fns' English locale instead of its parse(), whose token parsers for every
 * format came with it (engine/fields/shared/toCalendarDate.ts, -4.9 kB): 281.4 kB. The budget moved down to 284 kB.
 * What issue 24's 200 kB would leave the product: bench/floor-rjsf, React and react-router with one rjsf form and its
 * precompiled validator and nothing of ours, is 168.0 kB by this same count (`npx tsx scripts/bundle-size.ts
 * reports/bench-web/floor-rjsf` after `npm run bench:web` has built it), and the first paint is 26.4 kB of its own.
 */
export const FIRST_SCREEN_BUDGET = { gzipBytes: 284_000 } as const;

/**
 * The most gzipped JS the browser may load before a payment link's first screen shows its heading and copy: the
 * boot, the painter with the engine's routing, the flows and the LoanApplication check, and the language's
 * first-paint copy (src/start/boot.ts, src/firstPaint). This is the figure the first load's LCP follows (Lighthouse's
 * Slow 4G adds about 7 ms per kB). Measured 22.1 kB when the boot learned to paint (issue 11), against 204 kB when
 * the heading waited for the app (react-dom, react-router, markdown-to-jsx, the copy's pipes, every contract check,
 * the whole copy). The headroom is 13%: the flows and the copy of the screens a link opens on may grow, a library
 * may not come in. A link that opens on a screen the boot does not paint (a component, no form) waits for the
 * first screen's figure instead.
 * Issue 24 had the boot paint the first screen's form too (docs/adr/0009): the form's rows as the app's theme draws
 * them, in every wording, and the engine's inquiry functions that pick the fields: 26.8 kB. The budget moved to 28 kB
 * (the same room for the flows and copy to grow).
 * Issue 33 had the painter ask the app's own form model (engine/forms/formModel.ts) what the empty form still needs,
 * and paint the banner, the progress strip and the heading as the app's components drew them at build time, instead
 * of its own copies of that logic and markup: 28.2 kB, the model about 1.3 kB of it. The budget moved to 29 kB.
 * Issues 47 and 48 had the painted form send only the fields its conditions show, say "Still needed" without a
 * doubled full stop, mark every field the lender asks for as required and keep its not-ready submit in the tab order
 * (aria-disabled, with the sentence a tap announces in a status line): 29.1 kB. The budget moved to 29.5 kB (a
 * tenth of a kB is under a millisecond on Slow 4G; the headroom for the flows and copy stays).
 */
export const FIRST_PAINT_BUDGET = { gzipBytes: 29_500 } as const;

/** The sentence that fails the build when the first screen's JS passes its budget; null within it. */
export function overBudget(report: BundleReport, budget: { gzipBytes: number } = FIRST_SCREEN_BUDGET): string | null {
  const js = report.firstScreen.js.gzip;
  if (js <= budget.gzipBytes) return null;
  return `the first screen loads ${kB(js)} of JS (gzip), over its budget of ${kB(budget.gzipBytes)} by ${kB(js - budget.gzipBytes)} (scripts/bundle-size.ts FIRST_SCREEN_BUDGET says why)`;
}

/** The sentence that fails the build when what the first paint waits for passes its budget; null within it. */
export function overPaintBudget(report: BundleReport, budget: { gzipBytes: number } = FIRST_PAINT_BUDGET): string | null {
  const js = report.firstPaint.js.gzip;
  if (js <= budget.gzipBytes) return null;
  return `the first paint waits for ${kB(js)} of JS (gzip), over its budget of ${kB(budget.gzipBytes)} by ${kB(js - budget.gzipBytes)} (scripts/bundle-size.ts FIRST_PAINT_BUDGET says why)`;
}
const count = (n: number) => `${n} file${n === 1 ? '' : 's'}`;

// The report as the build prints it: the two headline figures first, then the table and the heavy-SDK check.
export function formatBundleSize(report: BundleReport): string {
  const { firstPaint: p, firstScreen: f, wholeApp: w } = report;
  const lines = [
    `first paint (heading and copy): ${kB(p.js.gzip)} gzip (${count(p.js.files.length)})`,
    `first screen: ${kB(f.js.gzip)} gzip (${count(f.js.files.length)}) | whole app: ${kB(w.js.gzip)} gzip (${count(w.js.files.length)})`,
    `css: first screen ${kB(f.css.gzip)} gzip (${count(f.css.files.length)}) | whole app ${kB(w.css.gzip)} gzip (${count(w.css.files.length)})`,
    '',
    `${'file'.padEnd(48)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}  first  loaded by`,
    ...report.rows.map((r) => `${r.file.padEnd(48)} ${kB(r.raw).padStart(10)} ${kB(r.gzip).padStart(10)}  ${r.firstScreen ? ' yes ' : '     '}  ${r.loadedBy}`),
    '',
    ...report.heavy.map((h) => {
      const where = h.files.length === 0 ? 'not bundled' : `${h.inFirstScreen ? 'IN THE FIRST SCREEN' : 'lazy'}: ${h.files.join(', ')}`;
      return `${h.ok ? 'ok  ' : 'FAIL'} ${h.name} (${h.allowed === 'lazy' ? 'must be lazy' : 'must not ship'}): ${where}`;
    }),
  ];
  return lines.join('\n');
}

/** The app's modules: the boot (src/start/boot.ts, the entry) imports the first once the first screen is painted, and it
 * imports the others in turn; all download together (scripts/vite/startStages.ts). */
const APP_MODULES = START_STAGES;
/** What the boot paints a payment link's first screen with, fetched with the first read (src/firstPaint). */
const PAINT_MODULE = 'src/firstPaint/paintFirstScreen.ts';
/** The default language's first-paint copy (scripts/vite/firstPaintCopy.ts). */
const DEFAULT_PAINT_COPY = 'virtual:first-paint/en';
/** The form chunk a form screen draws its form from after its first paint (src/forms/lazyScreenForm.tsx). */
const FORM_MODULE = 'src/forms/ScreenForm.tsx';

/**
 * Why the app's start would run in one long task, as sentences (none when it is built as it should be): a stage that
 * imports a later one statically runs it with itself, and so would the boot's ask for the app's code ahead and its
 * early asks for a painted form (its code, its validators) that import one (scripts/vite/startStages.ts). `keyOf`
 * finds the manifest key of the chunk carrying a module.
 */
export function stageProblems(manifest: Manifest, keyOf: (module: string) => string | undefined): string[] {
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const problems: string[] = [];
  const runsWith = (module: string, later: readonly string[], why: string) => {
    const key = keyOf(module);
    if (key === undefined) return;
    const reached = closure(key);
    for (const stage of later) {
      const stageKey = keyOf(stage);
      if (stageKey !== undefined && stageKey !== key && reached.has(stageKey)) problems.push(`${module} imports ${stage} (its file, ${manifest[stageKey]!.file}) statically: ${why} (scripts/vite/startStages.ts)`);
    }
  };
  START_STAGES.forEach((stage, i) => runsWith(stage, START_STAGES.slice(i + 1), "the app's stages would run in one long task"));
  runsWith(APP_CODE_AHEAD, START_STAGES, "the boot's ask for the app's code ahead would run the app with it, in one long task");
  for (const early of [FORM_CODE_AHEAD, VALIDATORS]) runsWith(early, START_STAGES, "the boot's early ask for a painted form would run the app with it, in one long task");
  return problems;
}

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
  const missing = [PAINT_MODULE, DEFAULT_PAINT_COPY, ...APP_MODULES, DEFAULT_COPY, ...entry.lazy].filter((module) => keyOf(module) === undefined);
  const keys = (modules: readonly string[]) => modules.map(keyOf).filter((key): key is string => key !== undefined);
  const report = bundleSize(manifest, {
    firstPaintLazy: keys([PAINT_MODULE, DEFAULT_PAINT_COPY]), firstScreenLazy: keys([...APP_MODULES, DEFAULT_COPY, ...entry.lazy]),
    sizeOf, sourcesOf, heavy: HEAVY_PARTS,
  });
  return { entry, missing, report, stages: stageProblems(manifest, keyOf) };
}

function sizeIn(dist: string): (file: string) => FileSize {
  return (file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
}

function sourcesIn(dist: string): (file: string) => readonly string[] {
  return (file) => {
    const map = join(dist, `${file}.map`);
    if (!existsSync(map)) return [];
    const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources?: unknown }).sources;
    return Array.isArray(sources) ? sources.filter((s): s is string => typeof s === 'string') : [];
  };
}

function main(): void {
  const dist = resolve(process.argv[2] ?? join(root, 'dist'));
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath) || !statSync(manifestPath).isFile()) {
    console.error(`bundle-size: ${manifestPath} does not exist (build with build.manifest: true first)`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const { entry, missing, report, stages } = measureBuild(manifest, readFileSync(join(root, 'flows', 'borrower.yaml'), 'utf8'), sizeIn(dist), sourcesIn(dist));
  console.log(formatBundleSize(report));
  console.log(`entry screen '${entry.screen}': ${entry.lazy.length ? `after its first paint, lazy ${entry.lazy.join(', ')}` : 'drawn by the app chunk (no lazy chunk)'}`);
  if (missing.length) console.error(`bundle-size: the manifest has no ${missing.join(', ')}`);
  const paint = overPaintBudget(report);
  const budget = overBudget(report);
  console.log(`budget: first paint ${kB(report.firstPaint.js.gzip)} of ${kB(FIRST_PAINT_BUDGET.gzipBytes)} gzip${paint ? ' - OVER' : ''}`);
  console.log(`budget: first screen ${kB(report.firstScreen.js.gzip)} of ${kB(FIRST_SCREEN_BUDGET.gzipBytes)} gzip${budget ? ' - OVER' : ''}`);
  // What a host serving dist/ puts in its Content-Security-Policy for the page's one inline script (README, "Deploy").
  const page = join(dist, 'index.html');
  if (existsSync(page)) console.log(`csp: script-src 'self' ${inlineScriptHashes(readFileSync(page, 'utf8')).join(' ')}`.trimEnd());
  for (const over of [paint, budget, ...stages]) if (over) console.error(`bundle-size: ${over}`);
  if (missing.length || paint || budget || stages.length || report.heavy.some((h) => !h.ok)) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

// What a build ships, read from Vite's manifest: the gzipped size of the JS (and CSS) a payment link's first paint
// and first screen load and of the whole app, one row per file, and where the heavy SDKs (pdf.js, bank link,
// identity) and any YAML parser ended up. Pure: the sizes and source maps come in as functions (scripts/bundle/
// readBuild.ts reads them from dist/), so the tests build a manifest of their own.
import { staticClosure } from '../vite/firstPaintChunk';

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
  const visit = (key: string) => staticClosure(key, (k) => manifest[k]?.imports).forEach((k) => manifest[k] && first.add(k));
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

/** A size as the build prints it. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
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

// npm run build ends here: prints the gzipped size of the JS (and CSS) the first screen loads and of the whole app,
// read from Vite's manifest, plus one row per file (scripts/bundle/report.ts). It also checks the house plan's promise
// that heavy SDKs (pdf.js, bank link, identity) stay in lazy chunks and that no YAML parser ships, that the app's
// start stages stay apart (scripts/bundle/stages.ts), and that the first paint and the first screen stay within their
// budgets (scripts/bundle/budgets.ts, naming both figures), and fails the build (exit 1) if not.
// Run: npx tsx scripts/bundle-size.ts [distDir]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineScriptHashes } from '../sandbox/server/serveApp';
import { budgetLines } from './bundle/budgets';
import { measureBuild, sizeIn, sourcesIn } from './bundle/readBuild';
import { formatBundleSize, type Manifest } from './bundle/report';
import { root } from './lib/root';

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
  const budgets = budgetLines(report);
  for (const line of budgets.lines) console.log(line);
  // What a host serving dist/ puts in its Content-Security-Policy for the page's one inline script (README, "Deploy").
  const page = join(dist, 'index.html');
  if (existsSync(page)) console.log(`csp: script-src 'self' ${inlineScriptHashes(readFileSync(page, 'utf8')).join(' ')}`.trimEnd());
  for (const over of [...budgets.over, ...stages]) console.error(`bundle-size: ${over}`);
  if (missing.length || budgets.over.length || stages.length || report.heavy.some((h) => !h.ok)) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

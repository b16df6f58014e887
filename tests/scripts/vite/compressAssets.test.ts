import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAssets, compressDir, MIN_BYTES } from '../../../scripts/vite/compressAssets';
import viteConfig from '../../../vite.config';

// A dist/ the way a build leaves it: a chunk, a stylesheet, a page, an icon, a tiny chunk, an incompressible one.
function distDir(): string {
  const dist = mkdtempSync(join(tmpdir(), 'compress-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  const code = Array.from({ length: 200 }, (_, i) => `export const field${i} = (value) => value.trim().length > ${i};`).join('\n');
  writeFileSync(join(dist, 'assets', 'index-abc.js'), code);
  writeFileSync(join(dist, 'assets', 'index-abc.css'), '.button { color: #0b5cad; padding: 8px 16px; }\n'.repeat(60));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(30)}</head></html>`);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ files: Array(100).fill('assets/index-abc.js') }));
  writeFileSync(join(dist, 'favicon.ico'), randomBytes(4000));
  writeFileSync(join(dist, 'assets', 'tiny-abc.js'), 'export const a = 1;\n'.repeat(20));
  writeFileSync(join(dist, 'assets', 'noise-abc.js'), randomBytes(6000));
  return dist;
}

describe('compressAssets (the build step that writes .br and .gz beside dist/ files)', () => {
  it('writes a brotli and a gzip copy of each text file that decompress to the original, and smaller', async () => {
    const dist = distDir();
    await compressDir(dist);
    for (const file of ['assets/index-abc.js', 'assets/index-abc.css', 'index.html']) {
      const raw = readFileSync(join(dist, file));
      const br = readFileSync(join(dist, `${file}.br`));
      const gz = readFileSync(join(dist, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(raw), file).toBe(true);
      expect(gunzipSync(gz).equals(raw), file).toBe(true);
      expect(br.length).toBeLessThan(raw.length / 2);
      expect(br.length).toBeLessThanOrEqual(gz.length);
    }
  });

  it('writes none for a tiny file, an incompressible one, a binary type or build metadata', async () => {
    const dist = distDir();
    const report = await compressDir(dist);
    for (const file of ['assets/tiny-abc.js', 'assets/noise-abc.js', 'favicon.ico', '.vite/manifest.json']) {
      expect([existsSync(join(dist, `${file}.br`)), existsSync(join(dist, `${file}.gz`))], file).toEqual([false, false]);
    }
    expect(readFileSync(join(dist, 'assets', 'tiny-abc.js')).length).toBeLessThan(MIN_BYTES);
    expect(report.find((r) => r.file === 'assets/noise-abc.js')).toEqual({ file: 'assets/noise-abc.js', raw: 6000 });
  });

  it('removes a stale copy left beside a file that is no longer worth compressing (it would be served instead)', async () => {
    const dist = distDir();
    writeFileSync(join(dist, 'assets', 'tiny-abc.js.br'), 'old build');
    await compressDir(dist);
    expect(existsSync(join(dist, 'assets', 'tiny-abc.js.br'))).toBe(false);
  });

  it('runs after the bundle is written, on the output folder, only in builds', async () => {
    const dist = distDir();
    const plugin = compressAssets();
    expect(plugin.apply).toBe('build');
    await (plugin.writeBundle as (output: { dir?: string }) => Promise<void>)({ dir: dist });
    expect(existsSync(join(dist, 'assets', 'index-abc.js.br'))).toBe(true);
  });

  it('is part of the app build, whose source maps are written but not advertised to browsers', () => {
    const config = viteConfig as { plugins: unknown[]; build: { sourcemap: unknown } };
    expect((config.plugins.flat(3) as { name?: string }[]).map((p) => p.name)).toContain('compress-assets');
    expect(config.build.sourcemap).toBe('hidden');
  });
});

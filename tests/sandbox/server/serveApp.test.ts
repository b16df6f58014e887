// How the sandbox serves dist/ (issue 11, points 2 and 5): the precompressed copy the browser accepts, with Vary;
// hashed assets cached for good and the page revalidated; a real icon; a missing chunk or icon is 404, never the
// app's HTML; nothing outside dist/; no source maps in production.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type Sandbox } from '../../../sandbox/server/buildServer';
import { compressDir } from '../../../scripts/vite/compressAssets';
import { fixtures } from './sandboxHarness';

const parent = mkdtempSync(join(tmpdir(), 'sandbox-serve-'));
const dist = join(parent, 'dist');
const JS = Array.from({ length: 300 }, (_, i) => `export const step${i} = (state) => state.screen === 'step${i}';`).join('\n');
const CSS = '.screen { margin: 0 auto; max-width: 30rem; padding: 1rem; }\n'.repeat(80);
const HTML = `<!doctype html><html><head><title>app</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(30)}</head><body></body></html>`;

let development: Sandbox;
let production: Sandbox;
const get = async (url: string, headers: Record<string, string> = {}, inProduction = false) =>
  (inProduction ? production : development).app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(parent, 'secret.json'), '{"secret":"outside dist"}');
  writeFileSync(join(dist, 'index.html'), HTML);
  writeFileSync(join(dist, 'assets', 'index-abc.js'), JS);
  writeFileSync(join(dist, 'assets', 'index-abc.css'), CSS);
  writeFileSync(join(dist, 'assets', 'only-gzip-abc.js'), JS);
  writeFileSync(join(dist, 'assets', 'plain-abc.js'), JS);
  writeFileSync(join(dist, 'assets', 'index-abc.js.map'), JSON.stringify({ version: 3, sources: ['src/secret.ts'], mappings: 'A'.repeat(3000) }));
  copyFileSync(join(__dirname, '..', '..', '..', 'public', 'favicon.ico'), join(dist, 'favicon.ico'));
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-abc.js', isEntry: true } }));
  await compressDir(dist);
  rmSync(join(dist, 'assets', 'only-gzip-abc.js.br'));
  rmSync(join(dist, 'assets', 'plain-abc.js.br'));
  rmSync(join(dist, 'assets', 'plain-abc.js.gz'));
  development = await buildServer({ fixtures, control: true, distDir: dist, print: () => undefined });
  production = await buildServer({ fixtures, production: true, control: false, distDir: dist, print: () => undefined });
});
afterAll(async () => {
  await development.app.close();
  await production.app.close();
  rmSync(parent, { recursive: true, force: true });
});

// The body as the browser reads it after undoing the Content-Encoding it was sent with.
function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const coding = res.headers['content-encoding'];
  const raw = coding === 'br' ? brotliDecompressSync(res.rawPayload) : coding === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
  return raw.toString('utf8');
}

describe('serving dist/ compressed', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.1, gzip;q=1', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br;q=0.0', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['GZIP', 'gzip'],
  ])('Accept-Encoding: %s gets %s, the same script once decoded, typed as JavaScript', async (accept, coding) => {
    const res = await get('/assets/index-abc.js', { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.rawPayload.length).toBeLessThan(JS.length / 3);
    expect(decoded(res)).toBe(JS);
  });

  it.each([[undefined], ['identity'], ['deflate'], ['br;q=0, gzip;q=0'], ['*;q=0'], ['']])('Accept-Encoding: %s gets the plain file', async (accept) => {
    const res = await get('/assets/index-abc.js', accept === undefined ? {} : { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(JS);
  });

  it('compresses the page and the stylesheet too, keeping their own Content-Type', async () => {
    const page = await get('/', { 'accept-encoding': 'br' });
    expect([page.headers['content-encoding'], page.headers['content-type'], decoded(page)]).toEqual(['br', 'text/html; charset=utf-8', HTML]);
    const css = await get('/assets/index-abc.css', { 'accept-encoding': 'gzip' });
    expect([css.headers['content-encoding'], css.headers['content-type'], decoded(css)]).toEqual(['gzip', 'text/css; charset=utf-8', CSS]);
  });

  it('sends Vary: Accept-Encoding on every answer of a compressible file, compressed or not', async () => {
    for (const url of ['/', '/index.html', '/choose_plan', '/demo-happy', '/assets/index-abc.js', '/assets/index-abc.css', '/assets/plain-abc.js']) {
      for (const accept of [{ 'accept-encoding': 'br, gzip' }, {}] as Record<string, string>[]) {
        expect((await get(url, accept)).headers.vary, `${url} ${JSON.stringify(accept)}`).toBe('Accept-Encoding');
      }
    }
  });

  it('falls back to gzip when the .br is missing, and to the plain file when both are', async () => {
    const gz = await get('/assets/only-gzip-abc.js', { 'accept-encoding': 'br, gzip' });
    expect([gz.statusCode, gz.headers['content-encoding'], decoded(gz)]).toEqual([200, 'gzip', JS]);
    const brOnly = await get('/assets/only-gzip-abc.js', { 'accept-encoding': 'br' });
    expect([brOnly.statusCode, brOnly.headers['content-encoding'], brOnly.body]).toEqual([200, undefined, JS]);
    const plain = await get('/assets/plain-abc.js', { 'accept-encoding': 'br, gzip' });
    expect([plain.statusCode, plain.headers['content-encoding'], plain.body]).toEqual([200, undefined, JS]);
  });
});

describe('caching', () => {
  it('marks hashed assets immutable for a year, compressed or not', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/index-abc.js', { 'accept-encoding': accept });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has the browser revalidate the page itself at every path (index.html and the SPA fallback)', async () => {
    for (const url of ['/', '/index.html', '/choose_plan', '/demo-happy', '/favicon.ico']) {
      expect((await get(url, { 'accept-encoding': 'br' })).headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps API answers no-store whatever the request accepts', async () => {
    const res = await get('/api/loanapplications/nope?initToken=nope', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('what a browser asks for besides the app', () => {
  it('answers /favicon.ico with an icon', async () => {
    const res = await get('/favicon.ico', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    expect([...res.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it.each(['/assets/gone-abc.js', '/assets/gone-abc.css', '/assets/gone', '/assets/', '/apple-touch-icon.png', '/sw.js', '/robots.txt'])(
    'answers a missing file %s with 404, not the app page', async (url) => {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toContain('html');
      expect(res.body).not.toContain('<!doctype html>');
    },
  );

  it('never serves the build manifest (dist/.vite/), which maps every source file to its chunk', async () => {
    const res = await get('/.vite/manifest.json', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('isEntry');
  });

  it.each(['/choose_plan', '/demo-happy', '/ab12.cd34.ef56', '/signup-1/prequal-2/abc123', '/nested/route/'])(
    'still answers the app route %s with the app page', async (url) => {
      const res = await get(url);
      expect([res.statusCode, res.headers['content-type'], res.body]).toEqual([200, 'text/html; charset=utf-8', HTML]);
    },
  );

  it.each(['/%2e%2e/secret.json', '/assets/%2e%2e/%2e%2e/secret.json', '/..%2fsecret.json', '/assets/..%2F..%2Fsecret.json', '/%2e%2e/dist/../secret.json'])(
    'never serves a file outside dist/ (%s)', async (url) => {
      for (const accept of ['br, gzip', 'identity']) {
        const res = await get(url, { 'accept-encoding': accept });
        expect(res.statusCode).not.toBe(200);
        expect(decoded(res)).not.toContain('outside dist');
      }
    },
  );
});

describe('source maps', () => {
  it.each(['/assets/index-abc.js.map', '/assets/index-abc.js.map.br', '/assets/index-abc.js.map.gz'])('%s is 404 in production', async (url) => {
    const res = await get(url, { 'accept-encoding': 'br, gzip' }, true);
    expect(res.statusCode).toBe(404);
    expect(decoded(res)).not.toContain('src/secret.ts');
  });

  it('are served in development, compressed like any text file', async () => {
    const res = await get('/assets/index-abc.js.map', { 'accept-encoding': 'br' });
    expect([res.statusCode, res.headers['content-encoding']]).toEqual([200, 'br']);
    expect(decoded(res)).toContain('src/secret.ts');
  });

  it('the production server still serves the scripts, compressed', async () => {
    const res = await get('/assets/index-abc.js', { 'accept-encoding': 'br' }, true);
    expect([res.statusCode, res.headers['content-encoding'], decoded(res)]).toEqual([200, 'br', JS]);
  });
});

// The public/ icon the build copies to dist/ is a real Windows icon with a 16 and a 32 pixel PNG image.
describe('the favicon in public/', () => {
  it('is an ICO file holding 16 and 32 pixel PNG images', () => {
    const ico = readFileSync(join(__dirname, '..', '..', '..', 'public', 'favicon.ico'));
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const images = Array.from({ length: count }, (_, i) => {
      const entry = 6 + 16 * i;
      const offset = ico.readUInt32LE(entry + 12);
      return { size: ico[entry] ?? -1, png: ico.subarray(offset, offset + 4).toString('latin1') === '\x89PNG' };
    });
    expect(images).toEqual([{ size: 16, png: true }, { size: 32, png: true }]);
  });
});

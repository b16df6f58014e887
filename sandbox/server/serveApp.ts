import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressible } from './compressible';
import { CSP_REPORT_PATH } from './csp/cspReportRoutes';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff', '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json', '.webmanifest': 'application/manifest+json', '.pdf': 'application/pdf',
};

// The app runs under a strict policy (README, "Deploying dist/"): scripts only from our origin, no eval (JSON Schema validators
// are precompiled), no inline script but the page's own one, allowed by its hash (the first read started as the HTML
// is read: src/runtime/inlineFirstRead.ts). Styles allow 'unsafe-inline' because the identity SDK (persona) injects
// <style> elements and React draws style attributes. Workers may be blob: for pdf.js.
const POLICY: Record<string, string> = {
  'default-src': "'self'", 'script-src': "'self'", 'style-src': "'self' 'unsafe-inline'", 'img-src': "'self' data: blob:",
  'connect-src': "'self'", 'frame-src': "'self'", 'worker-src': "'self' blob:", 'object-src': "'none'", 'base-uri': "'none'",
  'frame-ancestors': "'self'", 'form-action': "'self'", 'report-uri': CSP_REPORT_PATH,
};

// The identity stand-in's iframe is named localhost:<port> when the page is on a loopback address (the SDK asks
// for https on any other host; src/integrations/identity/identityHost.ts), so that one alias of our own server
// may be framed too.
function contentSecurityPolicy(host: string | undefined, scriptHashes: readonly string[] = []): string {
  const loopback = /^(127(?:\.\d{1,3}){3}|\[::1\])(:\d+)?$/.exec(host ?? '');
  const framed = loopback ? { ...POLICY, 'frame-src': `'self' http://localhost${loopback[2] ?? ''}` } : POLICY;
  const policy = scriptHashes.length > 0 ? { ...framed, 'script-src': [framed['script-src'], ...scriptHashes].join(' ') } : framed;
  return Object.entries(policy).map(([directive, sources]) => `${directive} ${sources}`).join('; ');
}

/** The hash sources ('sha256-...') of a page's inline scripts, for its policy's script-src. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`);
}

// index.html's inline script hashes, read again whenever the file changes (a new build under a running sandbox).
const hashCache = new Map<string, { mtimeMs: number; hashes: string[] }>();
function pageScriptHashes(index: string): string[] {
  const mtimeMs = statSync(index).mtimeMs;
  const cached = hashCache.get(index);
  if (cached && cached.mtimeMs === mtimeMs) return cached.hashes;
  const hashes = inlineScriptHashes(readFileSync(index, 'utf8'));
  hashCache.set(index, { mtimeMs, hashes });
  return hashes;
}

export interface ServeAppOptions {
  /** Serve *.map files (development); in production they are 404. */
  sourceMaps: boolean;
}

/** Extensions of files a browser fetches as such (never a page): a missing one is 404, not the app's HTML. */
const ASSET_EXTENSIONS = new Set(Object.keys(TYPES).filter((ext) => ext !== '.html'));
const SOURCE_MAP = /\.map(\.br|\.gz)?$/;
const ENCODED_COPIES = [{ coding: 'br', ext: '.br' }, { coding: 'gzip', ext: '.gz' }] as const;

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

// The content codings an Accept-Encoding header allows, by preference: br before gzip, each when its q (or that of
// *) is above 0. Nothing accepted (or no header) means the plain file.
export function acceptedCodings(header: string | string[] | undefined): ('br' | 'gzip')[] {
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header ?? '').split(',')) {
    const [name = '', ...params] = part.toLowerCase().split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name) weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return (['br', 'gzip'] as const).filter((coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0);
}

// Serves the built app from dist/: a file when the path names one (never outside dist/), otherwise index.html so
// the app's own router handles /{token}, /choose_plan and the rest (SPA fallback). A missing file under /assets/ or
// with an asset's extension (/favicon.ico, /x.js) is 404: a browser asking for a chunk or an icon must not get HTML.
// Text files go out as the .br or .gz the build wrote beside them when the browser accepts it (Vary: Accept-Encoding).
// Hashed assets are immutable; everything else (index.html) is revalidated. Source maps only in development.
// Returns false when there is nothing to serve (no dist/ build).
export function serveApp(distDir: string, request: FastifyRequest, reply: FastifyReply, options: ServeAppOptions = { sourceMaps: true }): boolean {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  let path: string;
  try {
    path = decodeURIComponent(request.url.split('?')[0] ?? '/');
  } catch {
    reply.code(400).type('text/plain; charset=utf-8').send('Bad request: the path is not valid percent-encoding');
    return true;
  }
  const root = distDir.endsWith(sep) ? distDir : distDir + sep;
  const candidate = normalize(join(distDir, path));
  const found = candidate.startsWith(root) && isFile(candidate);
  const missingAsset = !found && (path.startsWith('/assets/') || ASSET_EXTENSIONS.has(extname(path)));
  // dist/.vite/ holds the build's manifest: for tools on this machine, never for a browser.
  const buildInternals = path.startsWith('/.vite/');
  if (missingAsset || buildInternals || (!options.sourceMaps && SOURCE_MAP.test(path))) {
    reply.code(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send('Not found');
    return true;
  }
  const file = found ? candidate : index;
  const hashed = file.startsWith(join(root, 'assets') + sep);
  const mayCompress = compressible.test(file);
  const accepted = mayCompress ? acceptedCodings(request.headers['accept-encoding']) : [];
  const copy = ENCODED_COPIES.find(({ coding, ext }) => accepted.includes(coding) && isFile(file + ext));
  if (mayCompress) reply.header('Vary', 'Accept-Encoding');
  if (copy) reply.header('Content-Encoding', copy.coding);
  reply
    .code(200)
    .type(TYPES[extname(file)] ?? 'application/octet-stream')
    .header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', contentSecurityPolicy(request.headers.host, file === index ? pageScriptHashes(index) : []))
    .header('Referrer-Policy', 'no-referrer')
    .send(createReadStream(copy ? file + copy.ext : file));
  return true;
}

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { relative, sep } from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { COPY_FILE } from './copyEditorPath';
import { copyEditorStore, type SaveRequest } from './copyEditorStore';
import { copyTags } from './copyEditorTags';

/** Where the editor's calls go on the dev server. */
export const COPY_EDITOR_API = '/__copy-editor/';
/** The editor's code, added to the page by the dev server only (never part of the build). */
export const COPY_EDITOR_CLIENT = '/src/dev/copyEditor/main.ts';
/** The cookie carrying the editor's token, per dev server port (cookies are not kept apart by port): HttpOnly, so no
 * script reads it, SameSite=Strict and sent to the editor's calls only. */
export const copyEditorCookie = (port: number): string => `copy-editor-${port}`;
const MAX_BODY = 1_000_000;

// Whether the dev server's address is this machine only: Vite's default (localhost) or a loopback address. Any
// other HOST (0.0.0.0, a LAN address, `true`) lets other machines in, and then there is no editor.
export function isLoopbackHost(host: string | boolean | undefined): boolean {
  if (host === undefined || host === false || host === '') return true;
  if (typeof host !== 'string') return false;
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

const loopbackPeer = (req: IncomingMessage) => /^(?:127\.|::1$|::ffff:127\.)/.test(req.socket.remoteAddress ?? '');

/** The port the dev server listens on (none before it listens, or in middleware mode). */
function portOf(server: ViteDevServer): number | undefined {
  const address = server.httpServer?.address();
  return address && typeof address === 'object' ? (address as AddressInfo).port : undefined;
}

/** The addresses the dev server's own page is served from: this machine's names, on its port. */
export function ownOrigins(port: number, scheme = 'http'): string[] {
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `${scheme}://${host}:${port}`);
}

function cookieOf(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

// Why a call to the editor is refused, or null when it comes from the editor's own page on this machine:
// - from this machine (the peer's address);
// - from the dev server's own origin: the browser's Sec-Fetch-Site, when it sends one, says same-origin; the Origin,
//   which a browser sends with every POST and every call of another origin, is one of ownOrigins and the address the
//   call was sent to (Host); a call without an Origin is a read the browser marks same-origin, nothing else (a page
//   of another localhost port, a form of another site, a client that names no origin are all refused);
// - with the token cookie the dev server gave the page when it was opened (no page can read it, another origin's
//   requests do not carry it from another site);
// - a save or refresh says it sends JSON (an HTML form cannot).
export function refusal(req: IncomingMessage, port: number | undefined, token: string, scheme = 'http'): string | null {
  if (!loopbackPeer(req)) return 'a call from another machine';
  if (port === undefined) return 'the dev server does not listen on a port';
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return `a call from another page (Sec-Fetch-Site: ${String(site)})`;
  const origin = req.headers.origin;
  if (origin !== undefined) {
    if (!ownOrigins(port, scheme).includes(origin) || origin !== `${scheme}://${req.headers.host ?? ''}`) return `a call from another origin (${origin})`;
  } else if (req.method !== 'GET' || site !== 'same-origin') return 'a call that names no origin';
  if (cookieOf(req, copyEditorCookie(port)) !== token) return 'a call without the page\'s token (open the page again)';
  if (req.method === 'POST' && !/^application\/json\b/.test(req.headers['content-type'] ?? '')) return 'a call that does not send JSON';
  return null;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new Error('too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new Error('not JSON'));
      }
    });
    req.on('error', reject);
  });
}

// `npm run dev`'s copy editor (scripts/dev.ts adds it; `apply: 'serve'` keeps it out of every build): the page gets
// the editor's script and, in a cookie no script can read, a token; its copy comes marked with the key of each text
// (transform, below). The dev server answers the editor's calls from its own page only (`refusal`, checked before
// Vite's CORS, which trusts every localhost port), never with CORS headers: GET entries (every text of every copy
// file, by file and key, in every locale), GET tags (which locale, file and key each mark names), GET changes
// (what this session edited), POST save (one key in one or more locales, checked by flows:check first; 422 with
// the problems, nothing written), POST refresh (the open pages redraw with the copy they hold: React Fast Refresh
// of src/App.tsx, state kept). A file the editor just wrote does not reload the page (the editor updated it in
// place). Off, with one line saying why, when HOST opens the server beyond this machine.
export function copyEditor(options: { enabled?: boolean } = {}): Plugin {
  const token = randomUUID();
  /** What the editor last wrote to each file: a change of the file to exactly that is the editor's own (the page
   * was updated in place), however late the watcher reports it; any other change reloads as usual. */
  const written = new Map<string, string>();
  const tags = copyTags();
  let enabled = options.enabled ?? true;
  let root = process.cwd();
  return {
    name: 'copy-editor',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
      if (!isLoopbackHost(config.server.host)) enabled = false;
    },
    // Each copy file's texts as the page receives them (precompileContent's JSON module) carry the marks of their
    // locale, file and key (copyEditorTags.ts), so the editor names the key that drew any words on the screen.
    transform(code, id) {
      if (!enabled) return null;
      const path = id.split('?', 1)[0] ?? '';
      const where = /^content\/([^/]+)\/(.+)$/.exec(relative(root, path).split(sep).join('/'));
      const json = /^export default ([\s\S]*);\n$/.exec(code);
      if (!where || !COPY_FILE.test(where[2] ?? '') || !json) return null;
      let compiled: unknown;
      try {
        compiled = JSON.parse(json[1] ?? '');
      } catch {
        return null;
      }
      const marked = tags.mark(where[1] ?? '', where[2] ?? '', readFileSync(path, 'utf8'), compiled);
      return { code: `export default ${JSON.stringify(marked)};\n`, map: null };
    },
    transformIndexHtml() {
      if (!enabled) return [];
      return [{ tag: 'script', attrs: { type: 'module', src: COPY_EDITOR_CLIENT }, injectTo: 'body' }];
    },
    configureServer(server) {
      if (!enabled) {
        server.config.logger.info(`copy editor: off (HOST ${String(server.config.server.host)} opens the dev server beyond this machine)`);
        return;
      }
      const store = copyEditorStore(server.config.root, (path, text) => written.set(path, text), tags.mark);
      const scheme = server.config.server.https ? 'https' : 'http';
      const answer: Connect.NextHandleFunction = (req, res, next) => {
        const url = req.url ?? '';
        if (!url.startsWith(COPY_EDITOR_API)) {
          // A page opened (an HTML request) gets the token, for the editor's calls only.
          const port = portOf(server);
          if (req.method === 'GET' && port !== undefined && (req.headers.accept ?? '').includes('text/html')) {
            res.setHeader('set-cookie', `${copyEditorCookie(port)}=${token}; Path=${COPY_EDITOR_API}; HttpOnly; SameSite=Strict`);
          }
          return next();
        }
        const refused = refusal(req, portOf(server), token, scheme);
        if (refused) return send(res, 403, { problems: [{ file: '', line: 1, column: 1, message: `the copy editor answers its own page only: refused ${refused}` }] });
        const route = `${req.method} ${url.slice(COPY_EDITOR_API.length).split('?')[0]}`;
        if (route === 'GET entries') return send(res, 200, store.entries());
        if (route === 'GET changes') return send(res, 200, store.changes());
        if (route === 'GET tags') return send(res, 200, tags.list());
        if (route === 'POST refresh') {
          server.ws.send({ type: 'update', updates: [{ type: 'js-update', path: '/src/App.tsx', acceptedPath: '/src/App.tsx', timestamp: Date.now(), explicitImportRequired: false, isWithinCircularImport: false }] });
          return send(res, 200, {});
        }
        if (route !== 'POST save') return send(res, 404, { problems: [{ message: `no such call: ${route}` }] });
        readJson(req).then(
          (body) => {
            const result = store.save(body as SaveRequest);
            send(res, result.ok ? 200 : result.status, result);
          },
          (error: Error) => send(res, 400, { problems: [{ file: '', line: 1, column: 1, message: `the save was ${error.message}` }] }),
        );
      };
      // First of all the dev server's handlers: before Vite's CORS, which would answer another localhost port's
      // preflight and let it read the answers.
      server.middlewares.stack.unshift({ route: '', handle: answer });
    },
    async handleHotUpdate({ file, read }) {
      const mine = written.get(file);
      if (mine === undefined) return undefined;
      if ((await read()) === mine) return [];
      written.delete(file);
      return undefined;
    },
  };
}

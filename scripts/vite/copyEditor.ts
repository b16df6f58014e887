import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { copyEditorStore, type SaveRequest } from './copyEditorStore';

/** Where the editor's calls go on the dev server. */
export const COPY_EDITOR_API = '/__copy-editor/';
/** The editor's code, added to the page by the dev server only (never part of the build). */
export const COPY_EDITOR_CLIENT = '/src/dev/copyEditor/main.ts';
/** The request header carrying the page's token (a page of another site cannot read it, so it cannot save). */
export const COPY_EDITOR_TOKEN_HEADER = 'x-copy-editor-token';
/** How long after its own write a file change is the editor's (the page is updated in place, not reloaded). */
const OWN_WRITE_MS = 5000;
const MAX_BODY = 1_000_000;

// Whether the dev server's address is this machine only: Vite's default (localhost) or a loopback address. Any
// other HOST (0.0.0.0, a LAN address, `true`) lets other machines in, and then there is no editor.
export function isLoopbackHost(host: string | boolean | undefined): boolean {
  if (host === undefined || host === false || host === '') return true;
  if (typeof host !== 'string') return false;
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

const loopbackPeer = (req: IncomingMessage) => /^(?:127\.|::1$|::ffff:127\.)/.test(req.socket.remoteAddress ?? '');

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
// the editor's script and a token, and the dev server answers the editor's calls: GET entries (every text of every
// copy file, by file and key, in every locale), GET changes (what this session edited), POST save (one key in one
// or more locales, checked by flows:check's rules first; 422 with the problems, nothing written), POST refresh
// (the open pages redraw with the copy they hold: React Fast Refresh of src/App.tsx, state kept). A file the
// editor just wrote does not reload the page (the editor updated it in place). Off, with one line saying why, when
// HOST opens the server beyond this machine; calls from another machine or without the page's token are refused.
export function copyEditor(options: { enabled?: boolean } = {}): Plugin {
  const token = randomUUID();
  const written = new Map<string, number>();
  let enabled = options.enabled ?? true;
  return {
    name: 'copy-editor',
    apply: 'serve',
    configResolved(config) {
      if (!isLoopbackHost(config.server.host)) enabled = false;
    },
    transformIndexHtml() {
      if (!enabled) return [];
      return [
        { tag: 'meta', attrs: { name: 'copy-editor-token', content: token }, injectTo: 'head' },
        { tag: 'script', attrs: { type: 'module', src: COPY_EDITOR_CLIENT }, injectTo: 'body' },
      ];
    },
    configureServer(server) {
      if (!enabled) {
        server.config.logger.info(`copy editor: off (HOST ${String(server.config.server.host)} opens the dev server beyond this machine)`);
        return;
      }
      const store = copyEditorStore(server.config.root, (path) => written.set(path, Date.now()));
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '';
        if (!url.startsWith(COPY_EDITOR_API)) return next();
        if (!loopbackPeer(req) || req.headers[COPY_EDITOR_TOKEN_HEADER] !== token) return send(res, 403, { problems: [{ message: 'the copy editor answers its own page on this machine only' }] });
        const route = `${req.method} ${url.slice(COPY_EDITOR_API.length).split('?')[0]}`;
        if (route === 'GET entries') return send(res, 200, store.entries());
        if (route === 'GET changes') return send(res, 200, store.changes());
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
      });
    },
    handleHotUpdate({ file }) {
      const at = written.get(file);
      if (at === undefined || Date.now() - at > OWN_WRITE_MS) return undefined;
      return [];
    },
  };
}

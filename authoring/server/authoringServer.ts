import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { AUTHORING_API, AUTHORING_PAGE } from '../shared/paths';
import { authoringCookie, isLoopbackHost, refusal } from './requestGuard';

const MAX_BODY = 1_000_000;

/** What an editor's call answers: a status and a JSON body. */
export interface EditorAnswer { status: number; body: unknown }
/** One call of an editor; a POST's handler gets the JSON body the page sent. */
export type EditorCall = (body: unknown) => EditorAnswer | Promise<EditorAnswer>;
/** What the authoring server gives an editor once the dev server is up. */
export interface EditorContext {
  /** The project's root (the dev server's). */
  root: string;
  /** The open pages draw again with what they hold (React Fast Refresh of src/App.tsx: their state kept). */
  redrawPages(): void;
  /** A compiled copy file as the page receives its copy: marked by every editor that marks it (the copy editor). */
  markCopy(locale: string, file: string, text: string, compiled: unknown): unknown;
}

// One editor of the live preview as it plugs into the authoring server: its name (its calls are
// /__authoring/<name>/<call>), its calls by method and name ('GET entries', 'POST save'), and what else of the dev
// server it needs: a module the page receives, changed for it (the copy editor marks the copy, and marks the copy
// another editor hands the page), and whether a file that changed on disk is its own write, which the page already
// shows (then the page does not reload).
export interface AuthoringEditor {
  name: string;
  calls(context: EditorContext): Record<string, EditorCall>;
  transform?(code: string, id: string, root: string): string | null;
  isOwnWrite?(file: string, read: () => Promise<string>): Promise<boolean>;
  /** Marks a compiled copy file as this editor marks the copy the page receives (EditorContext.markCopy). */
  markCopy?(locale: string, file: string, text: string, compiled: unknown): unknown;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

const problem = (message: string) => ({ problems: [{ file: '', line: 1, column: 1, message }] });

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

/** The port the dev server listens on (none before it listens, or in middleware mode). */
function portOf(server: ViteDevServer): number | undefined {
  const address = server.httpServer?.address();
  return address && typeof address === 'object' ? (address as AddressInfo).port : undefined;
}

// The server part of the live preview's editors (authoring/), one Vite plugin on `npm run dev` (scripts/dev.ts adds
// it; `apply: 'serve'` keeps it out of every build): the page gets the editors' page part (authoring/page/main.ts)
// and, in a cookie no script can read, a token; the dev server answers each editor's calls from its own page only
// (`refusal`, checked before Vite's CORS, which trusts every localhost port), never with CORS headers. Off, with one
// line saying why, when HOST opens the server beyond this machine. An editor changes config files only through
// flows:check's rules (the copy editor: copyEditorCheck.ts).
export function authoring(editors: readonly AuthoringEditor[], options: { enabled?: boolean } = {}): Plugin {
  const token = randomUUID();
  const byName = new Map(editors.map((e) => [e.name, e]));
  let enabled = options.enabled ?? true;
  let root = process.cwd();
  return {
    name: 'authoring',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
      if (!isLoopbackHost(config.server.host)) enabled = false;
    },
    transform(code, id) {
      if (!enabled) return null;
      let out: string | null = null;
      for (const editor of editors) out = editor.transform?.(out ?? code, id, root) ?? out;
      return out === null ? null : { code: out, map: null };
    },
    transformIndexHtml() {
      if (!enabled) return [];
      return [{ tag: 'script', attrs: { type: 'module', src: AUTHORING_PAGE }, injectTo: 'body' }];
    },
    configureServer(server) {
      if (!enabled) {
        server.config.logger.info(`preview editors: off (HOST ${String(server.config.server.host)} opens the dev server beyond this machine)`);
        return;
      }
      const context: EditorContext = {
        root: server.config.root,
        redrawPages: () => server.ws.send({ type: 'update', updates: [{ type: 'js-update', path: '/src/App.tsx', acceptedPath: '/src/App.tsx', timestamp: Date.now(), explicitImportRequired: false, isWithinCircularImport: false }] }),
        markCopy: (locale, file, text, compiled) => editors.reduce((out, editor) => editor.markCopy?.(locale, file, text, out) ?? out, compiled),
      };
      const calls = new Map([...byName].map(([name, editor]) => [name, editor.calls(context)]));
      const scheme = server.config.server.https ? 'https' : 'http';
      const answer: Connect.NextHandleFunction = (req, res, next) => {
        const url = req.url ?? '';
        if (!url.startsWith(AUTHORING_API)) {
          // A page opened (an HTML request) gets the token, for the editors' calls only.
          const port = portOf(server);
          if (req.method === 'GET' && port !== undefined && (req.headers.accept ?? '').includes('text/html')) {
            res.setHeader('set-cookie', `${authoringCookie(port)}=${token}; Path=${AUTHORING_API}; HttpOnly; SameSite=Strict`);
          }
          return next();
        }
        const refused = refusal(req, portOf(server), token, scheme);
        if (refused) return send(res, 403, problem(`the preview's editors answer their own page only: refused ${refused}`));
        const [name = '', call = ''] = url.slice(AUTHORING_API.length).split('?')[0]!.split('/');
        const handle = calls.get(name)?.[`${req.method} ${call}`];
        if (!handle) return send(res, 404, problem(`no such call: ${req.method} ${AUTHORING_API}${name}/${call}`));
        const body = req.method === 'POST' ? readJson(req) : Promise.resolve(undefined);
        body.then(
          async (json) => {
            const result = await handle(json);
            send(res, result.status, result.body);
          },
          (error: Error) => send(res, 400, problem(`the call was ${error.message}`)),
        ).catch((error: unknown) => send(res, 500, problem(`the ${name} editor failed: ${error instanceof Error ? error.message : String(error)}`)));
      };
      // First of all the dev server's handlers: before Vite's CORS, which would answer another localhost port's
      // preflight and let it read the answers.
      server.middlewares.stack.unshift({ route: '', handle: answer });
    },
    // A file changed, made or deleted that is an editor's own write does not update or reload the page (the page
    // shows it already). Last of the dev server's hooks: a new or deleted form schema or validators module is also
    // one Vite's import.meta.glob reports (src/forms/formRegistry.ts, validatorChunks.ts), which would reload it.
    // The modules it names are still marked stale, as Vite does for an update it sends: a page opened afterwards (a
    // new tab, a reload) gets them drawn from the files as they now are (a new screen's form among the forms).
    hotUpdate: {
      order: 'post',
      async handler({ file, read, modules }) {
        const text = async () => read();
        for (const editor of editors) {
          if (!(await editor.isOwnWrite?.(file, text))) continue;
          for (const mod of modules) this.environment.moduleGraph.invalidateModule(mod);
          return [];
        }
        return undefined;
      },
    },
  };
}

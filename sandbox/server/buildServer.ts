import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { createRepo, type Repo } from '../db/createRepo';
import { openDatabase, type SandboxDatabase } from '../db/openDatabase';
import { registerStandins } from '../standins/registerStandins';
import { ApiFailure, errorBody } from './ApiFailure';
import { closingAnswer } from './closingAnswer';
import { contractDocumentRoute } from './contractDocumentRoute';
import { contractOperations } from './contractOperations';
import { controlRoutes } from './control/controlRoutes';
import { faultRoutes } from './control/faultRoutes';
import { createClock, type SandboxClock } from './createClock';
import { createSessions } from './createSessions';
import type { Fixture } from './fixtures/Fixture';
import { cspReportRoutes } from './csp/cspReportRoutes';
import { createFaultQueue } from './faults/createFaultQueue';
import type { Fault } from './faults/Fault';
import { faultHooks } from './faults/faultHooks';
import { clientErrorHandler, frameworkErrors, MAX_PARAM_LENGTH } from './frameworkAnswers';
import { createPhoneCodes } from './lender/phoneCodes';
import { parseJsonBody } from './parseJsonBody';
import { registerContractRoutes } from './registerContractRoutes';
import { bankRoutes } from './routes/bankRoutes';
import { documentRoutes } from './routes/documentRoutes';
import { loanRoutes } from './routes/loanRoutes';
import { offerRoutes } from './routes/offerRoutes';
import { prequalRoutes } from './routes/prequalRoutes';
import { sharedRoutes } from './routes/sharedRoutes';
import { securityHeaders } from './securityHeaders';
import { serveApp } from './serveApp';
import type { ServerContext } from './ServerContext';
import { standinDepsFromRepo } from './standinDepsFromRepo';

/** Request bodies above this are refused with 413. */
export const BODY_LIMIT_BYTES = 100 * 1024;

export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../../dist', import.meta.url));

export interface SandboxOptions {
  /** SQLite file, or ':memory:' (default). */
  dbPath?: string;
  /** Mount the control API (/api/__sandbox). Default: SANDBOX_CONTROL=1 or NODE_ENV !== 'production'. */
  control?: boolean;
  /** Fixtures the control API can create links from (and whose prequal merchants it knows). */
  fixtures?: readonly Fixture[];
  /** Where the built app is (SPA served for non-/api paths when it exists); false: the API only (npm run dev). */
  distDir?: string | false;
  /** Real time source (the sandbox clock adds its stored offset). */
  realNow?: () => number;
  /** Where texted codes are printed (default console.log). */
  print?: (line: string) => void;
  /** Check every answer against the contract (default: on unless production). */
  validateResponses?: boolean;
  /** Production mode (default NODE_ENV === 'production'): no source maps; inspection pages only with control on. */
  production?: boolean;
  /**
   * A request must arrive whole within this (Node notices within one connections check more), and a connection may
   * sit idle this long (default REQUEST_TIMEOUT_MS: cut off by 29 s after its first byte).
   */
  requestTimeoutMs?: number;
  /** Analytics requests per client per minute (default 120). */
  analyticsPerMinute?: number;
  /** Told of every fault the control API queues (npm run record turns each into a fixture's fault: step). */
  onFault?: (fault: Fault) => void;
}

export interface Sandbox {
  app: FastifyInstance;
  db: SandboxDatabase;
  repo: Repo;
  clock: SandboxClock;
}

/*
 * Stalled and trickled requests. The promise: a request is closed (408, or the socket cut) within 30 s of its first
 * byte, however slowly its body arrives. Idle timeouts cannot keep it (a byte a second resets them), so Node's
 * requestTimeout does; but Node only looks for overdue requests every connectionsCheckingInterval, so the worst case
 * is requestTimeout + interval. 28 s + 1 s = 29 s, leaving 1 s for a busy event loop firing the check late. Headers
 * are a few hundred bytes a browser sends at once: 10 s for them (cut by 11 s), which also bounds a socket that
 * connects and sends nothing.
 */
/** Default time for a whole request to arrive, and for a connection to sit idle. */
export const REQUEST_TIMEOUT_MS = 28_000;
/** How often Node looks for requests past their time (the most a cut-off can be late); at most 1 s. */
export const CONNECTIONS_CHECK_MS = 1_000;
/** Default time for a request's headers to arrive (never more than the request's time). */
export const HEADERS_TIMEOUT_MS = 10_000;

// Node's timeouts for a request time: the check interval is a quarter of a short (test) timeout, never above 1 s.
function httpTimeouts(requestTimeoutMs: number) {
  if (!(requestTimeoutMs > 0)) throw new Error(`requestTimeoutMs must be a positive number of milliseconds (got ${requestTimeoutMs})`);
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
    connectionsCheckingInterval: Math.max(100, Math.min(CONNECTIONS_CHECK_MS, Math.floor(requestTimeoutMs / 4))),
  };
}

/** Whether the control API is on by default: SANDBOX_CONTROL=1 or not production. */
export const controlEnabledByEnv = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.SANDBOX_CONTROL === '1' || env.NODE_ENV !== 'production';

const FASTIFY_ERRORS: Record<string, (message: string) => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'Malformed JSON: the request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => 'Malformed JSON: the body is empty but Content-Type is application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: () => `Request body is too large (limit ${BODY_LIMIT_BYTES / 1024} KB)`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => 'Unsupported Content-Type: send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'Content-Length does not match the body',
};

// The sandbox lender: Fastify with the contract's routes under /api, the stand-ins, the control API, and the
// built app. No request logging (bodies, tokens and personal data never reach a log); errors are the contract's
// Error body.
export async function buildServer(options: SandboxOptions = {}): Promise<Sandbox> {
  const db = openDatabase(options.dbPath ?? ':memory:');
  const repo = createRepo(db);
  const clock = createClock(repo, options.realNow);
  const print = options.print ?? ((line: string) => console.log(line));
  const fixtures = options.fixtures ?? [];
  const ctx: ServerContext = {
    repo,
    clock,
    sessions: createSessions(repo, clock.now),
    codes: createPhoneCodes(repo, clock.now, print),
    print,
    signupMerchants: new Map(fixtures.filter((f) => f.kind === 'prequal').map((f) => [f.scenario.token ?? `demo-${f.name}`, f.scenario.merchant.name])),
  };
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const control = options.control ?? (process.env.SANDBOX_CONTROL === '1' || !production);
  const { requestTimeout, headersTimeout, connectionsCheckingInterval } = httpTimeouts(options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS);
  const app = Fastify({
    logger: false, bodyLimit: BODY_LIMIT_BYTES, return503OnClosing: false, // closingAnswer answers it instead
    // A stalled or trickled request is cut off by requestTimeout + connectionsCheckingInterval after its first byte
    // (see REQUEST_TIMEOUT_MS); a silent socket by its idle timeout.
    connectionTimeout: requestTimeout, requestTimeout,
    http: { headersTimeout, connectionsCheckingInterval },
    // What Fastify's router and Node's parser answer themselves (bad percent-encoding, a long path parameter,
    // headers over 16 KB, an unreadable request): the contract's Error body too (frameworkAnswers.ts).
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH }, frameworkErrors, clientErrorHandler,
  });
  app.addHook('onClose', async () => db.close());
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);
  securityHeaders(app);
  closingAnswer(app);
  // A bad network on demand (control API only): with control off no fault hook runs.
  const faults = control ? createFaultQueue(options.realNow) : undefined;
  if (faults) faultHooks(app, faults);

  app.setErrorHandler((caught, _request, reply) => {
    if (caught instanceof ApiFailure) return reply.code(caught.statusCode).send(errorBody(caught.message, caught.details));
    const error = caught instanceof Error ? caught : new Error(String(caught));
    const code = (error as { code?: string }).code;
    const known = code !== undefined ? FASTIFY_ERRORS[code] : undefined;
    const status = (error as { statusCode?: number }).statusCode;
    if (known) return reply.code(status ?? 400).send(errorBody(known(error.message)));
    if (status !== undefined && status >= 400 && status < 500) return reply.code(status).send(errorBody(error.message));
    // Only the error's name and message: a message never carries request data.
    console.error(`sandbox: ${error.name}: ${error.message}`);
    const contract = error.message.startsWith('Response broke the contract');
    return reply.code(500).send(errorBody(contract && !production ? error.message : 'Internal server error'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/sandbox/')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found: no such sandbox page');
    if (!path.startsWith('/api/') && (request.method === 'GET' || request.method === 'HEAD')) {
      if (options.distDir === false) return reply.code(404).type('text/plain; charset=utf-8').send('This sandbox serves the API only: open the app on the dev server npm run dev printed.');
      if (serveApp(options.distDir ?? DEFAULT_DIST_DIR, request, reply, { sourceMaps: !production })) return reply;
      return reply.code(404).type('text/plain; charset=utf-8').send('The app is not built yet: run npm start (it builds dist/) or npm run build.');
    }
    return reply.code(404).send(errorBody(`Not found: no ${request.method} route at this /api path`));
  });

  registerContractRoutes(app, ctx, {
    operations: contractOperations(),
    handlers: { ...loanRoutes, ...offerRoutes, ...bankRoutes, ...documentRoutes, ...sharedRoutes, ...prequalRoutes },
    validateResponses: options.validateResponses ?? !production,
  });
  contractDocumentRoute(app);
  if (control) controlRoutes(app, ctx, fixtures);
  if (faults) faultRoutes(app, ctx, faults, options.onFault);
  await app.register(registerStandins, {
    deps: standinDepsFromRepo(repo, clock.now), inspect: control,
    ...(options.analyticsPerMinute !== undefined ? { analyticsPerMinute: options.analyticsPerMinute } : {}),
  });
  await app.register(cspReportRoutes, { repo, now: clock.now, inspect: control });
  await app.ready();
  return { app, db, repo, clock };
}

import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { createRepo, type Repo } from '../db/createRepo';
import { openDatabase, type SandboxDatabase } from '../db/openDatabase';
import { registerStandins } from '../standins/registerStandins';
import { ApiFailure, errorBody } from './ApiFailure';
import { contractOperations } from './contractOperations';
import { controlRoutes } from './control/controlRoutes';
import { createClock, type SandboxClock } from './createClock';
import { createSessions } from './createSessions';
import type { Fixture } from './fixtures/Fixture';
import { createPhoneCodes } from './lender/phoneCodes';
import { registerContractRoutes } from './registerContractRoutes';
import { bankRoutes } from './routes/bankRoutes';
import { documentRoutes } from './routes/documentRoutes';
import { loanRoutes } from './routes/loanRoutes';
import { offerRoutes } from './routes/offerRoutes';
import { prequalRoutes } from './routes/prequalRoutes';
import { sharedRoutes } from './routes/sharedRoutes';
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
  /** Where the built app is (SPA served for non-/api paths when it exists). */
  distDir?: string;
  /** Real time source (the sandbox clock adds its stored offset). */
  realNow?: () => number;
  /** Where texted codes are printed (default console.log). */
  print?: (line: string) => void;
  /** Check every answer against the contract (default: on unless NODE_ENV is production). */
  validateResponses?: boolean;
}

export interface Sandbox {
  app: FastifyInstance;
  db: SandboxDatabase;
  repo: Repo;
  clock: SandboxClock;
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
  const production = process.env.NODE_ENV === 'production';
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT_BYTES, return503OnClosing: true });
  app.addHook('onClose', async () => db.close());

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
    if (!path.startsWith('/api/') && (request.method === 'GET' || request.method === 'HEAD')) {
      if (serveApp(options.distDir ?? DEFAULT_DIST_DIR, request, reply)) return reply;
      return reply.code(404).type('text/plain; charset=utf-8').send('The app is not built yet: run npm start (it builds dist/) or npm run build.');
    }
    return reply.code(404).send(errorBody(`Not found: no ${request.method} route at this /api path`));
  });

  registerContractRoutes(app, ctx, {
    operations: contractOperations(),
    handlers: { ...loanRoutes, ...offerRoutes, ...bankRoutes, ...documentRoutes, ...sharedRoutes, ...prequalRoutes },
    validateResponses: options.validateResponses ?? !production,
  });
  if (options.control ?? controlEnabledByEnv()) controlRoutes(app, ctx, fixtures);
  await app.register(registerStandins, { deps: standinDepsFromRepo(repo, clock.now) });
  await app.ready();
  return { app, db, repo, clock };
}

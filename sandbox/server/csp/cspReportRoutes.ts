import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Repo } from '../../db/createRepo';
import { errorBody } from '../ApiFailure';
import { CSP_PAGE_STYLES, renderCspReportsPage } from './renderCspReportsPage';
import { MAX_JSON_DEPTH, nestingPastLimit } from '../../standins/shared/jsonNesting';

/** Where the app's Content-Security-Policy sends violations (report-uri). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** A report body's limit, reports kept, and reports per client per minute. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
export const MAX_CSP_REPORTS = 1_000;
export const CSP_REPORTS_PER_MINUTE = 60;

const STYLE_HASH = `'sha256-${createHash('sha256').update(CSP_PAGE_STYLES).digest('base64')}'`;

export interface CspReportOptions {
  repo: Repo;
  now: () => number;
  /** Serve the /sandbox/csp-reports page (development); otherwise it is 404. */
  inspect: boolean;
}

// Records Content-Security-Policy violations the browser reports (report-uri: application/csp-report; Reporting
// API: application/reports+json), bounded in size, rate and count, and shows them on a sandbox page in development.
export async function cspReportRoutes(app: FastifyInstance, opts: CspReportOptions): Promise<void> {
  await app.register(rateLimit, { global: false });
  const parseJson = (_request: unknown, body: string, done: (error: Error | null, value?: unknown) => void): void => {
    if (nestingPastLimit(body)) {
      done(Object.assign(new Error(`The CSP report is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`), { statusCode: 400 }));
      return;
    }
    try {
      done(null, JSON.parse(body));
    } catch {
      done(Object.assign(new Error('Malformed JSON: the CSP report is not valid JSON'), { statusCode: 400 }));
    }
  };
  app.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string' }, parseJson);
  app.post(CSP_REPORT_PATH, {
    bodyLimit: CSP_REPORT_BODY_LIMIT,
    config: { rateLimit: { max: CSP_REPORTS_PER_MINUTE, timeWindow: 60_000 } },
  }, async (request, reply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null) return reply.code(400).send(errorBody('CSP report must be a JSON object or list'));
    opts.repo.cspReports.add(body, opts.now(), MAX_CSP_REPORTS);
    return reply.code(204).send();
  });
  if (!opts.inspect) return;
  app.get('/sandbox/csp-reports', async (_request, reply) => reply
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`)
    .send(renderCspReportsPage(opts.repo.cspReports.list())));
}

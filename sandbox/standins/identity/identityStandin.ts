import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityOutcome, StandinDeps } from '../StandinDeps';
import { IDENTITY_TEXTS, identityPageLanguage, identityWidgetPage, type IdentityPageLanguage } from './identityWidgetPage';

/** Where the persona SDK's host option points: the SDK loads `${base}/widget` in its iframe. */
export const IDENTITY_BASE_PATH = '/standins/persona';

const OUTCOMES: readonly IdentityOutcome[] = ['completed', 'failed', 'abandoned'];
const INQUIRY_ID = /^[A-Za-z0-9_-]{1,128}$/;
const WIDGET_JS = readFileSync(new URL('./persona-widget.js', import.meta.url), 'utf8');
const WIDGET_CSS = readFileSync(new URL('./persona-widget.css', import.meta.url), 'utf8');
const PAGES = Object.fromEntries(
  Object.keys(IDENTITY_TEXTS).map((language) => [language, identityWidgetPage(language as IdentityPageLanguage)]),
) as Record<IdentityPageLanguage, string>;

function asOrigin(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? value : null;
  } catch {
    return null;
  }
}

// The page may be framed only by the app that opened it: the SDK's iframe-origin and frame-ancestors
// (sent as frame-ancestors[0], frame-ancestors[1], ...), each checked to be a bare origin.
function frameAncestors(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown>;
  const candidates = Object.entries(query)
    .filter(([key]) => key === 'iframe-origin' || /^frame-ancestors(\[\d*\])?$/.test(key))
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .map(asOrigin)
    .filter((origin): origin is string => origin !== null);
  return ["'self'", ...new Set(candidates)].join(' ');
}

// Stand-in for the persona SDK's hosted flow (Persona's /widget page), reachable through the SDK's host option,
// plus the call its page makes to record the outcome through deps.identity. The page speaks the language the SDK
// was given (its `language` option arrives in the query).
export async function identityStandin(app: FastifyInstance, opts: { deps: StandinDeps }): Promise<void> {
  const { deps } = opts;
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('Content-Security-Policy', [
      "default-src 'none'", "script-src 'self'", "style-src 'self'", "connect-src 'self'", "base-uri 'none'",
      "form-action 'none'", `frame-ancestors ${frameAncestors(request)}`,
    ].join('; '))
    .send(PAGES[identityPageLanguage((request.query as Record<string, unknown>).language)]);

  // /widget is the path the SDK's embedded Client builds; /verify is the hosted-flow path of one-time links.
  app.get(`${IDENTITY_BASE_PATH}/widget`, async (request, reply) => sendPage(request, reply));
  app.get(`${IDENTITY_BASE_PATH}/verify`, async (request, reply) => sendPage(request, reply));
  // Client.preload() loads `${host}/preload` into a hidden iframe to warm the cache.
  app.get(`${IDENTITY_BASE_PATH}/preload`, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox identity check</title></head><body></body></html>'));

  app.get(`${IDENTITY_BASE_PATH}/widget.js`, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('X-Content-Type-Options', 'nosniff').send(WIDGET_JS));
  app.get(`${IDENTITY_BASE_PATH}/widget.css`, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('X-Content-Type-Options', 'nosniff').send(WIDGET_CSS));

  app.post(`${IDENTITY_BASE_PATH}/outcome`, async (request, reply) => {
    const body = request.body as { inquiryId?: unknown; outcome?: unknown } | null | undefined;
    const inquiryId = body?.inquiryId;
    const outcome = body?.outcome;
    if (typeof inquiryId !== 'string' || !INQUIRY_ID.test(inquiryId)) {
      return reply.code(400).send({ errorMessage: 'identity outcome: inquiryId must be letters, digits, _ or -' });
    }
    if (!OUTCOMES.includes(outcome as IdentityOutcome)) {
      return reply.code(400).send({ errorMessage: `identity outcome: outcome must be one of ${OUTCOMES.join(', ')}` });
    }
    deps.identity.recordOutcome(inquiryId, outcome as IdentityOutcome);
    return reply.code(204).send();
  });
}

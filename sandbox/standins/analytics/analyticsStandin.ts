import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { MAX_JSON_DEPTH, nestingPastLimit } from '../shared/jsonNesting';
import type { StandinDeps } from '../StandinDeps';
import { ANALYTICS_BODY_LIMIT, ANALYTICS_REQUESTS_PER_MINUTE, MAX_EVENTS_PER_BODY, MAX_EVENT_CHARS } from './analyticsLimits';

export interface AnalyticsOptions {
  deps: StandinDeps;
  /** Serve GET /api/__sandbox/analytics (tests and QA read what was sent); off in production. */
  inspect?: boolean;
  /** Requests per client per minute (default ANALYTICS_REQUESTS_PER_MINUTE). */
  requestsPerMinute?: number;
}

const isEvent = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Read { events: [...] } or a single event; beacons arrive as text/plain, so a string body is parsed as JSON.
// Returns the events, or why the body is refused.
function eventsOf(body: unknown): Record<string, unknown>[] | string {
  let value = body;
  if (typeof value === 'string') {
    if (nestingPastLimit(value)) return `analytics: body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`;
    try {
      value = JSON.parse(value);
    } catch {
      return 'analytics: body is not JSON';
    }
  }
  if (!isEvent(value)) return 'analytics: body must be an event object or { events: [event, ...] }';
  const events = 'events' in value ? value.events : [value];
  if (!Array.isArray(events) || events.length === 0 || !events.every(isEvent)) return 'analytics: events must be a non-empty list of event objects';
  if (events.length > MAX_EVENTS_PER_BODY) return `analytics: at most ${MAX_EVENTS_PER_BODY} events per body (got ${events.length})`;
  const big = events.findIndex((event) => JSON.stringify(event).length > MAX_EVENT_CHARS);
  if (big >= 0) return `analytics: event ${big} is larger than ${MAX_EVENT_CHARS} characters`;
  return events;
}

// Stand-in for the product analytics service: keeps what the app sends (bounded: body size, events per body, event
// size, requests per client, and the store prunes old events) so tests can check that no personal data leaves
// the browser, and lists it back when inspection is on.
export async function analyticsStandin(app: FastifyInstance, opts: AnalyticsOptions): Promise<void> {
  const { deps } = opts;
  await app.register(rateLimit, { global: false });
  app.post('/api/analytics', {
    bodyLimit: ANALYTICS_BODY_LIMIT,
    config: { rateLimit: { max: opts.requestsPerMinute ?? ANALYTICS_REQUESTS_PER_MINUTE, timeWindow: 60_000 } },
  }, async (request, reply) => {
    const events = eventsOf(request.body);
    if (typeof events === 'string') return reply.code(400).send({ errorMessage: events, error: { message: events } });
    for (const event of events) deps.analytics.record(event);
    return reply.code(200).send({ received: events.length });
  });

  if (opts.inspect !== false) app.get('/api/__sandbox/analytics', async (_request, reply) => reply.code(200).send({ events: deps.analytics.list() }));
}

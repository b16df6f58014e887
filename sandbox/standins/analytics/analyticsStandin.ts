import type { FastifyInstance } from 'fastify';
import type { StandinDeps } from '../StandinDeps';

/** Bodies above this many bytes are refused with 413. */
export const ANALYTICS_BODY_LIMIT = 64 * 1024;

const isEvent = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Read { events: [...] } or a single event; beacons arrive as text/plain, so a string body is parsed as JSON.
function eventsOf(body: unknown): Record<string, unknown>[] | null {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!isEvent(value)) return null;
  if ('events' in value) {
    const events = value.events;
    return Array.isArray(events) && events.length > 0 && events.every(isEvent) ? events : null;
  }
  return [value];
}

// Stand-in for the product analytics service: keeps what the app sends so tests can check that no personal
// data leaves the browser, and lists it back.
export async function analyticsStandin(app: FastifyInstance, opts: { deps: StandinDeps }): Promise<void> {
  const { deps } = opts;
  app.post('/api/analytics', { bodyLimit: ANALYTICS_BODY_LIMIT }, async (request, reply) => {
    const events = eventsOf(request.body);
    if (!events) {
      return reply.code(400).send({ errorMessage: 'analytics: body must be an event object or { events: [event, ...] }' });
    }
    for (const event of events) deps.analytics.record(event);
    return reply.code(200).send({ received: events.length });
  });

  app.get('/api/__sandbox/analytics', async (_request, reply) => reply.code(200).send({ events: deps.analytics.list() }));
}

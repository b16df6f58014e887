import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { StandinDeps } from '../StandinDeps';
import { OUTBOX_STYLES, renderOutboxPage } from './renderOutboxPage';

const STYLE_HASH = `'sha256-${createHash('sha256').update(OUTBOX_STYLES).digest('base64')}'`;

// Stand-in for the SMS and email providers' inboxes: one page listing what the sandbox "sent".
export async function outboxStandin(app: FastifyInstance, opts: { deps: StandinDeps }): Promise<void> {
  app.get('/sandbox/outbox', async (_request, reply) => reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`)
    .send(renderOutboxPage(opts.deps.outbox.list())));
}

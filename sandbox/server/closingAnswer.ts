import type { FastifyInstance } from 'fastify';
import { errorBody } from './ApiFailure';

export const CLOSING_MESSAGE = 'Service unavailable: the sandbox is shutting down';

// While the server closes, a request still arriving on a kept-alive connection is answered 503 before anything runs
// (the database is about to close). Fastify's own return503OnClosing answers it with its body ({ error: 'Service
// Unavailable', ... }: not the contract's Error), so it is off and this hook answers instead, with the Error body.
export function closingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) return reply.code(503).header('Connection', 'close').send(errorBody(CLOSING_MESSAGE));
  });
}

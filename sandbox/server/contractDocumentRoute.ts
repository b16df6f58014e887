import type { FastifyInstance } from 'fastify';
import { loadContract } from '../../schemas/api/contract';

/** Where the sandbox serves its contract (schemas/api/openapi.yaml as JSON), for partners' tools and our own checks. */
export const CONTRACT_DOCUMENT_PATH = '/api/openapi.json';

// The contract the routes are built from, served as JSON at a fixed address in every mode (production too): a
// partner's client generator, a fuzzer or the app's own checks read the very document this sandbox answers by. It
// is read once, when the server is built, as the routes are; it needs no session (it holds no personal data).
export function contractDocumentRoute(app: FastifyInstance): void {
  const document = JSON.stringify(loadContract());
  app.get(CONTRACT_DOCUMENT_PATH, async (_request, reply) => reply.type('application/json; charset=utf-8').send(document));
}

import type { FastifyInstance } from 'fastify';
import type { StandinDeps } from '../StandinDeps';
import { SAMPLE_ADDRESSES } from './sampleAddresses';
import { MAX_SUGGESTIONS, searchAddresses } from './searchAddresses';

/** Typing this (or sending X-Sandbox-Quota: exceeded) makes the stand-in answer 402, the quota failure. */
export const QUOTA_SEARCH = 'quota';

// Stand-in for the external address-autocomplete service, with its query parameters (search, max_results; the key lives in the host's proxy)
// and its quota failure (HTTP 402), so the address field's suggestions and error path work offline. The search text
// is the start of a borrower's address: it is never logged or kept (Fastify's logger is off; nothing here prints).
export async function autocompleteStandin(app: FastifyInstance, _opts: { deps: StandinDeps }): Promise<void> {
  app.get('/api/autocomplete', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const search = query.search;
    const rawMax = query.max_results;
    if (typeof search !== 'string') {
      return reply.code(400).send({ errorMessage: 'autocomplete: search is required' });
    }
    const max = rawMax === undefined ? MAX_SUGGESTIONS : Number(rawMax);
    if (typeof rawMax !== 'undefined' && (typeof rawMax !== 'string' || !/^\d+$/.test(rawMax) || max < 1 || max > 10)) {
      return reply.code(400).send({ errorMessage: 'autocomplete: max_results must be a whole number from 1 to 10' });
    }
    const quotaHeader = request.headers['x-sandbox-quota'];
    if (search.trim().toLowerCase() === QUOTA_SEARCH || (typeof quotaHeader === 'string' && quotaHeader.toLowerCase() === 'exceeded')) {
      return reply.code(402).send({ errorMessage: 'autocomplete: lookup quota exceeded' });
    }
    return reply.code(200).send({ suggestions: searchAddresses(SAMPLE_ADDRESSES, search, max) });
  });
}

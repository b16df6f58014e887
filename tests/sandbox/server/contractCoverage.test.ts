import { describe, expect, it } from 'vitest';
import { contractOperations } from '../../../sandbox/server/contractOperations';
import { STANDIN_OPERATIONS } from '../../../sandbox/server/registerContractRoutes';
import { makeHarness } from './sandboxHarness';

describe('sandbox contract coverage', () => {
  it('registers a route for every call of schemas/api/openapi.yaml (the stand-ins serve theirs)', async () => {
    const h = await makeHarness();
    const routes = h.app.printRoutes({ commonPrefix: false });
    for (const op of contractOperations()) {
      const served = h.app.hasRoute({ method: op.method, url: op.url });
      expect(served || STANDIN_OPERATIONS.has(op.operationId), `${op.method} ${op.path}`).toBe(true);
    }
    expect(routes).toContain('/api/__sandbox/clock');
    await h.app.close();
  });

  it('answers an unauthenticated call on every session-only route with the contract Error body (401 Unauthorized.)', async () => {
    const h = await makeHarness();
    const sessionOnly = contractOperations().filter((op) => !op.authOptional && !STANDIN_OPERATIONS.has(op.operationId));
    for (const op of sessionOnly) {
      const url = op.path.replace(/\{(\w+)\}/g, 'x-1');
      const answer = await h.call(op.method as 'GET' | 'POST' | 'PATCH', `/api${url}`, op.requestSchema ? { body: {} } : {});
      expect([op.operationId, answer.status]).toEqual([op.operationId, answer.status === 400 ? 400 : 401]);
      if (answer.status === 401) expect(answer.body.errorMessage).toBe('Unauthorized.');
    }
    await h.app.close();
  });
});

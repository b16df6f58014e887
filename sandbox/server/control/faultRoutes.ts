import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../ApiFailure';
import type { FaultQueue } from '../faults/createFaultQueue';
import type { Fault, FaultSpec } from '../faults/Fault';
import { parseFault } from '../faults/parseFault';
import type { ServerContext } from '../ServerContext';
import { CONTROL_PREFIX } from './controlRoutes';

// A scoped fault names its link by token or application id; both are stored, so it hits the link's calls whichever
// the app puts in the path. A name that is no loan application here is a 400 (the fault would never play).
function withScope(ctx: ServerContext, spec: FaultSpec): FaultSpec {
  if (spec.token === undefined && spec.loanApplicationId === undefined) return spec;
  const byToken = spec.token !== undefined ? ctx.repo.loans.byToken(spec.token) : undefined;
  if (spec.token !== undefined && !byToken) throw new ApiFailure(400, `token "${spec.token}" names no payment link in this sandbox`, { field: 'token' });
  const byId = spec.loanApplicationId !== undefined ? ctx.repo.loans.byId(spec.loanApplicationId) : undefined;
  if (spec.loanApplicationId !== undefined && !byId) {
    throw new ApiFailure(400, `loanApplicationId "${spec.loanApplicationId}" names no loan application in this sandbox`, { field: 'loanApplicationId' });
  }
  if (byToken && byId && byToken.id !== byId.id) {
    throw new ApiFailure(400, 'token and loanApplicationId name two different applications: give one of them', { field: 'loanApplicationId' });
  }
  const record = byToken ?? byId;
  return record ? { ...spec, token: record.token, loanApplicationId: record.id } : spec;
}

// The control API's faults (a bad network on a demo link): queue one, list the pending ones, clear them all.
// Registered with the rest of the control API, so with control off these paths are 404. `onFault` hears of each
// fault queued (the recorder writes it into the fixture it is recording).
export function faultRoutes(app: FastifyInstance, ctx: ServerContext, queue: FaultQueue, onFault?: (fault: Fault) => void): void {
  app.post(`${CONTROL_PREFIX}/faults`, async (request, reply) => {
    const fault = queue.add(withScope(ctx, parseFault(request.body)));
    onFault?.(fault);
    return reply.code(201).send(fault);
  });
  app.get(`${CONTROL_PREFIX}/faults`, async () => ({ faults: queue.list() }));
  app.delete(`${CONTROL_PREFIX}/faults`, async () => ({ cleared: queue.clear() }));
}

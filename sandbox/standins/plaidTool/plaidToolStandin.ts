import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StandinDeps } from '../StandinDeps';
import { plaidSandboxState, type PlaidRegistration } from '../bankLink/plaidSandboxState';
import { findSandboxInstitution } from '../bankLink/sandboxInstitutions';
import { checkRequestBody } from '../shared/checkRequestBody';
import { plaidToolSample, type PlaidToolKind } from './plaidToolSamples';

const DATA_ROUTES: { path: string; kind: PlaidToolKind }[] = [
  { path: '/api/plaid/pi', kind: 'pi' },
  { path: '/api/plaid/income', kind: 'income' },
  { path: '/api/plaid/account', kind: 'account' },
  { path: '/api/plaid/balance', kind: 'balance' },
];

const answer = (reply: FastifyReply, responseBody: unknown) => reply.code(200).send({ responseBody });
const failure = (reply: FastifyReply, errorMessage: string) => answer(reply, { errorMessage });

// Stand-in for the lender's bank-link test tool (/plaid page): register a linked bank for a customer, list and
// remove registrations, and read sample personal information, income, accounts and balances. Answers are wrapped
// in responseBody; a failure is an errorMessage inside it. Bodies that break the contract get 400.
export async function plaidToolStandin(app: FastifyInstance, opts: { deps: StandinDeps }): Promise<void> {
  const state = plaidSandboxState(opts.deps);
  const invalid = (reply: FastifyReply, call: string, schema: string, body: unknown): boolean => {
    const problem = checkRequestBody(call, schema, body);
    if (problem) void reply.code(400).send({ errorMessage: problem });
    return problem !== null;
  };

  app.post('/api/plaid/registration', async (request, reply) => {
    if (invalid(reply, 'POST /plaid/registration', 'PlaidRegistrationRequest', request.body)) return reply;
    const { customerId, plaidToken, institutionId, remove } = request.body as {
      customerId: string; plaidToken?: string; institutionId?: string; remove?: boolean;
    };
    if (remove === true) {
      if (!institutionId) return failure(reply, 'registration: institutionId is required to remove a registration');
      const before = state.registrations.length;
      state.registrations = state.registrations.filter((r) => !(r.customerId === customerId && r.institutionId === institutionId));
      const removed = before - state.registrations.length;
      if (removed === 0) return failure(reply, `registration: customer ${customerId} has no bank link at ${institutionId}`);
      return answer(reply, { customerId, institutionId, removed });
    }
    if (!plaidToken) return failure(reply, 'registration: plaidToken is required (or institutionId with remove to delete)');
    const link = state.publicTokens.get(plaidToken);
    if (!link) return failure(reply, 'registration: plaidToken was not issued by the sandbox bank link');
    const existing = state.registrations.find((r) => r.customerId === customerId && r.institutionId === link.institutionId);
    if (existing) return answer(reply, existing);
    const registration: PlaidRegistration = { customerId, institutionId: link.institutionId, itemId: `item-sandbox-${randomUUID()}` };
    state.registrations.push(registration);
    return answer(reply, registration);
  });

  app.post('/api/plaid/registrationlist', async (request, reply) => {
    const body = request.body ?? {};
    if (invalid(reply, 'POST /plaid/registrationlist', 'PlaidRegistrationListRequest', body)) return reply;
    const { customerId } = body as { customerId?: string };
    const list = state.registrations.filter((r) => !customerId || r.customerId === customerId);
    return answer(reply, list.map((r) => ({ ...r })));
  });

  for (const { path, kind } of DATA_ROUTES) {
    app.post(path, async (request, reply) => {
      if (invalid(reply, `POST ${path.slice(4)}`, 'PlaidCustomerInstitutionRequest', request.body)) return reply;
      const { customerId, institutionId } = request.body as { customerId: string; institutionId: string };
      const registered = state.registrations.some((r) => r.customerId === customerId && r.institutionId === institutionId);
      const institution = findSandboxInstitution(institutionId);
      if (!registered || !institution) return failure(reply, `${kind}: customer ${customerId} has no bank link at ${institutionId}`);
      return answer(reply, plaidToolSample(kind, institution));
    });
  }
}

import type { FastifyInstance } from 'fastify';
import type { Scenario } from '../../domain/types';
import { ApiFailure } from '../ApiFailure';
import { settleLoan } from '../authorizeLoan';
import type { Fixture } from '../fixtures/Fixture';
import { fixtureValidator, tokenOf } from '../fixtures/loadFixtures';
import { createLink } from '../lender/createLink';
import type { LoanRecord } from '../lender/LoanRecord';
import { applyPrequalExpiry, toPrequal } from '../lender/prequalActions';
import { toLoanApplication } from '../lender/toLoanApplication';
import { MAX_CLOCK_OFFSET_MS } from '../createClock';
import type { ServerContext } from '../ServerContext';
import { MERCHANT_ACTIONS } from '../../../schemas/fixtureVocabulary';
import { merchantAction, type MerchantAction } from './merchantAction';

export const CONTROL_PREFIX = '/api/__sandbox';

type Body = Record<string, unknown>;
const objectBody = (body: unknown): Body => {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new ApiFailure(400, 'Request body must be a JSON object');
  return body as Body;
};

// The sandbox control API: tests and QA create links, move the clock, read texted codes and act as the merchant.
// Registered only when enabled (SANDBOX_CONTROL=1, or NODE_ENV is not production): otherwise these paths are 404.
export function controlRoutes(app: FastifyInstance, ctx: ServerContext, fixtures: readonly Fixture[]): void {
  const { repo, clock } = ctx;
  const loanOf = (idOrToken: string): LoanRecord => {
    const found = repo.loans.byId(idOrToken) ?? repo.loans.byToken(idOrToken);
    if (!found) throw new ApiFailure(404, 'Loan application not found');
    return (settleLoan(ctx, found.id) as { record: LoanRecord }).record;
  };
  const linkAnswer = (record: LoanRecord, name?: string) => ({
    ...(name !== undefined ? { name } : {}), token: record.token, loanApplicationId: record.id, path: `/${record.token}`,
  });

  app.get(`${CONTROL_PREFIX}/fixtures`, async () => ({
    fixtures: fixtures.map((f) => ({ name: f.name, kind: f.kind, token: tokenOf(f), description: f.description ?? null })),
  }));

  // A new payment link from a fixture's scenario (by name) or from a scenario in the body; a fresh random token
  // unless one is given.
  app.post(`${CONTROL_PREFIX}/links`, async (request, reply) => {
    const body = objectBody(request.body);
    let scenario: Scenario;
    if (typeof body.fixture === 'string') {
      const fixture = fixtures.find((f) => f.name === body.fixture);
      if (!fixture) throw new ApiFailure(404, `No fixture named ${body.fixture}`);
      scenario = { ...fixture.scenario };
      delete scenario.token;
    } else if (body.scenario !== undefined) {
      const validate = fixtureValidator();
      if (!validate({ scenario: body.scenario })) {
        const first = validate.errors?.[0];
        throw new ApiFailure(400, `Invalid scenario: ${first?.instancePath ?? ''} ${first?.message ?? ''}`.trim());
      }
      scenario = body.scenario as Scenario;
    } else {
      throw new ApiFailure(400, 'Give a fixture name or a scenario');
    }
    const token = typeof body.token === 'string' ? body.token : scenario.token;
    const record = repo.tx(() => createLink(repo, scenario, clock.now(), token));
    return reply.code(201).send(linkAnswer(record, typeof body.fixture === 'string' ? body.fixture : undefined));
  });

  // Starts a link over from its scenario (same token, fresh application).
  app.post(`${CONTROL_PREFIX}/links/:token/reset`, async (request) => {
    const { token } = request.params as { token: string };
    const old = repo.loans.byToken(token);
    if (!old) throw new ApiFailure(404, 'Loan application not found');
    const record = repo.tx(() => {
      repo.loans.deleteByToken(token);
      return createLink(repo, old.scenario, clock.now(), token);
    });
    return linkAnswer(record);
  });

  app.get(`${CONTROL_PREFIX}/clock`, async () => ({ now: new Date(clock.now()).toISOString(), offsetMs: clock.offsetMs() }));
  app.post(`${CONTROL_PREFIX}/clock`, async (request) => {
    const body = objectBody(request.body);
    if (body.reset === true) clock.reset();
    else if (typeof body.advanceMs === 'number') {
      const limit = MAX_CLOCK_OFFSET_MS;
      const offset = clock.offsetMs() + body.advanceMs;
      if (!Number.isFinite(body.advanceMs) || Math.abs(offset) > limit) {
        throw new ApiFailure(400, `advanceMs out of range: the sandbox clock may move at most ${limit} ms (100 years) from real time; it is now ${clock.offsetMs()} ms off`);
      }
      clock.advance(body.advanceMs);
    } else throw new ApiFailure(400, 'Give advanceMs (a number of milliseconds) or reset: true');
    return { now: new Date(clock.now()).toISOString(), offsetMs: clock.offsetMs() };
  });

  // The latest code texted to a phone (?phone=+15555550100), or the whole outbox.
  app.get(`${CONTROL_PREFIX}/outbox`, async (request) => {
    const { phone } = request.query as { phone?: string };
    if (phone === undefined) return { messages: repo.outbox.list() };
    const latest = ctx.codes.latest(phone);
    if (!latest) throw new ApiFailure(404, 'No code was texted to that phone');
    return { phone, code: latest.code, sentAt: new Date(latest.sentAt).toISOString(), used: latest.used };
  });

  app.get(`${CONTROL_PREFIX}/loanapplications/:id`, async (request) => {
    const record = loanOf((request.params as { id: string }).id);
    return { loanApplication: toLoanApplication(record, clock.now()), lock: record.lock ?? null, pendingJobId: record.pendingJobId ?? null, answers: record.answers ?? {} };
  });

  // A prequalification by its application id, or the latest made from a signup link (a replay of a signup page
  // knows only the signup id): the borrower's view of it, and the answers kept with it (no borrower call shows them).
  app.get(`${CONTROL_PREFIX}/prequals/:id`, async (request) => {
    const { id } = request.params as { id: string };
    const record = repo.prequals.byId(id) ?? repo.prequals.latestOfSignup(id);
    if (!record) throw new ApiFailure(404, 'Prequalification not found');
    applyPrequalExpiry(record, clock.now());
    return { prequal: toPrequal(record, clock.now()), answers: record.answers ?? {} };
  });

  // The merchant's side: confirm, decline or let expire an offer lock; refund; cancel with a reason; settle; and
  // let the whole application expire.
  app.post(`${CONTROL_PREFIX}/loanapplications/:id/merchant`, async (request) => {
    const body = objectBody(request.body);
    const action = body.action as MerchantAction;
    if (!MERCHANT_ACTIONS.includes(action)) throw new ApiFailure(400, `action must be one of ${MERCHANT_ACTIONS.join(', ')}`);
    const input = {
      ...(typeof body.reason === 'string' ? { reason: body.reason } : {}),
      ...(typeof body.amount === 'number' ? { amount: body.amount } : {}),
    };
    const record = repo.tx(() => {
      const loan = loanOf((request.params as { id: string }).id);
      merchantAction(loan, action, input, clock.now());
      repo.loans.save(loan, clock.now());
      return (settleLoan(ctx, loan.id) as { record: LoanRecord }).record;
    });
    return { loanApplication: toLoanApplication(record, clock.now()) };
  });
}

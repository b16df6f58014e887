import type { FastifyInstance } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { buildContractAjv, contractRef } from '../../schemas/api/contract';
import { ApiFailure } from './ApiFailure';
import type { ContractOperation } from './contractOperations';
import { checkBodyValues } from './checkBodyValues';
import { createIdempotency } from './createIdempotency';
import { describeBodyErrors } from './describeBodyErrors';
import type { Handler, ServerContext } from './ServerContext';

/** Contract calls served by the third-party stand-ins (sandbox/standins), not by these routes. */
export const STANDIN_OPERATIONS: ReadonlySet<string> = new Set([
  'autocompleteAddress', 'plaidRegistration', 'plaidRegistrationList', 'plaidPersonalInformation', 'plaidIncome', 'plaidAccount', 'plaidBalance',
]);

// One compiled contract per process: every sandbox built in it (tests build many) shares the validators.
let ajv: ReturnType<typeof buildContractAjv> | undefined;
const compiled = new Map<string, ValidateFunction>();

export interface ContractRouteOptions {
  operations: readonly ContractOperation[];
  handlers: Readonly<Record<string, Handler>>;
  /** Check every answer against the contract; a breaking answer becomes a 500 naming the pointer. */
  validateResponses: boolean;
}

// Registers one route per contract call under /api: the body is checked against the call's request schema
// (unknown fields refused, the field named), the handler answers (a mutating call at most once per
// Idempotency-Key: createIdempotency), and the answer is checked against the call's response schema before it is
// sent.
export function registerContractRoutes(app: FastifyInstance, ctx: ServerContext, options: ContractRouteOptions): void {
  const idempotent = createIdempotency(ctx);
  const validatorOf = (ref: string): ValidateFunction => {
    let validate = compiled.get(ref);
    if (!validate) {
      ajv ??= buildContractAjv({ allErrors: true });
      validate = ajv.getSchema(contractRef(ref));
      if (!validate) throw new Error(`contract: no schema at ${ref}`);
      compiled.set(ref, validate);
    }
    return validate;
  };
  for (const op of options.operations) {
    if (STANDIN_OPERATIONS.has(op.operationId)) continue;
    const handler = options.handlers[op.operationId];
    if (!handler) throw new Error(`sandbox: no handler for contract operation ${op.operationId} (${op.method} ${op.path})`);
    const requestValidator = op.requestSchema !== undefined ? validatorOf(op.requestSchema) : undefined;
    app.route({
      method: op.method,
      url: op.url,
      handler: async (request, reply) => {
        const body = request.body;
        if (body !== undefined && !/^application\/(.+\+)?json/i.test(request.headers['content-type'] ?? '')) {
          throw new ApiFailure(415, 'Unsupported Content-Type: send application/json');
        }
        if (requestValidator) {
          if (body === undefined || body === null) {
            if (op.bodyRequired) throw new ApiFailure(400, 'Request body is required (a JSON object)');
          } else {
            checkBodyValues(body);
          }
          if (body !== undefined && body !== null && !requestValidator(body)) {
            const { message, field } = describeBodyErrors(requestValidator.errors ?? []);
            throw new ApiFailure(400, message, field ? { field } : {});
          }
        }
        const answer = await idempotent(op, {
          params: request.params as Record<string, string>,
          query: (request.query ?? {}) as Record<string, unknown>,
          body,
          headers: request.headers,
        }, handler);
        if (options.validateResponses && answer.body !== undefined) {
          const ref = String(answer.status) in op.responses ? op.responses[String(answer.status)] : op.responses.default;
          if (ref) {
            const validate = validatorOf(ref);
            if (!validate(answer.body)) {
              const first = validate.errors?.[0];
              throw new Error(`Response broke the contract: ${op.operationId} ${answer.status} ${first?.instancePath || '/'} ${first?.message ?? ''}`);
            }
          }
        }
        reply.code(answer.status);
        if (answer.headers) reply.headers(answer.headers);
        return answer.body === undefined ? reply.send() : reply.send(answer.body);
      },
    });
  }
}

import { loadContract, type OpenApiDocument } from '../../schemas/api/contract';

/** One call of the contract (schemas/api/openapi.yaml), as the server registers and checks it. */
export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The contract's path, e.g. /loanapplications/{id}. */
  path: string;
  /** The Fastify route under /api, e.g. /api/loanapplications/:id. */
  url: string;
  /** Ref of the JSON request body schema ('#/components/schemas/X'), when the call has a body. */
  requestSchema?: string;
  bodyRequired: boolean;
  /** The call works without a session (security lists {}). */
  authOptional: boolean;
  /** Status ('200', '202', 'default'...) -> ref of its JSON body schema, or null for no JSON body. */
  responses: Record<string, string | null>;
  /** Whether the call takes an Idempotency-Key header parameter, and whether it must carry one. */
  idempotencyKey: 'required' | 'optional' | 'absent';
}

type Node = Record<string, unknown>;
const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;

// Follows a local $ref ('#/components/responses/X') inside the document.
function deref(doc: OpenApiDocument, node: unknown): Node {
  let current = node as Node;
  while (typeof current?.$ref === 'string') {
    current = (current.$ref as string).slice(2).split('/').reduce<unknown>((at, key) => (at as Node)[key], doc) as Node;
  }
  return current;
}

const jsonSchemaRef = (doc: OpenApiDocument, holder: unknown): string | null => {
  const content = deref(doc, holder)?.content as Node | undefined;
  const schema = (content?.['application/json'] as Node | undefined)?.schema as Node | undefined;
  return typeof schema?.$ref === 'string' ? schema.$ref : null;
};

// The Idempotency-Key header parameter of a call, declared on the call or on its path.
function idempotencyKeyOf(doc: OpenApiDocument, pathItem: Node, op: Node): ContractOperation['idempotencyKey'] {
  const parameters = [...((pathItem.parameters ?? []) as unknown[]), ...((op.parameters ?? []) as unknown[])].map((p) => deref(doc, p));
  const header = parameters.find((p) => p.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key');
  if (!header) return 'absent';
  return header.required === true ? 'required' : 'optional';
}

// Every call of the contract with what the server needs to serve and check it, read from the document itself so
// the routes cannot drift from it.
export function contractOperations(doc: OpenApiDocument = loadContract()): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Node | undefined;
      if (!op) continue;
      const requestBody = op.requestBody === undefined ? undefined : deref(doc, op.requestBody);
      const security = (op.security ?? doc.security ?? []) as Node[];
      const responses: Record<string, string | null> = {};
      for (const [status, response] of Object.entries((op.responses ?? {}) as Node)) responses[status] = jsonSchemaRef(doc, response);
      const requestSchema = requestBody ? jsonSchemaRef(doc, requestBody) : null;
      operations.push({
        operationId: op.operationId as string,
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        url: `/api${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ...(requestSchema !== null ? { requestSchema } : {}),
        bodyRequired: requestBody?.required === true,
        authOptional: security.some((entry) => Object.keys(entry).length === 0),
        responses,
        idempotencyKey: idempotencyKeyOf(doc, item as Node, op),
      });
    }
  }
  return operations;
}

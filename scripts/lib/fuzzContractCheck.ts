// The contract fuzzer's judge: is an answer one the contract (schemas/api/openapi.yaml) allows for the call it was
// sent to? A status the call declares (or its `default`), a body its response schema accepts, and for every
// error the contract's Error body with an `errorMessage` (what the app reads first). No 5xx at all: the sandbox is
// a lender that never fails by itself (its fault injection is off here).
import type { ValidateFunction } from 'ajv';
import { buildContractAjv, contractRef, loadContract, type OpenApiDocument } from '../../schemas/api/contract';
import { contractOperations, type ContractOperation } from '../../sandbox/server/contractOperations';
import { jsonOf, type RawAnswer } from './fuzzContractHttp';

export interface ContractJudge {
  doc: OpenApiDocument;
  operations: readonly ContractOperation[];
  /** What is wrong with `answer` to `method path` (empty: on contract). */
  problems(method: string, path: string, answer: RawAnswer): string[];
}

const isJson = (answer: RawAnswer): boolean => /^application\/(.+\+)?json/i.test(String(answer.headers['content-type'] ?? ''));

export function contractJudge(doc: OpenApiDocument = loadContract()): ContractJudge {
  const operations = contractOperations(doc);
  const ajv = buildContractAjv({ allErrors: true }, doc);
  // Ajv compiles a schema the first time it is asked for it, and keeps it.
  const validatorOf = (ref: string): ValidateFunction => {
    const validate = ajv.getSchema(contractRef(ref));
    if (!validate) throw new Error(`contract: no schema at ${ref}`);
    return validate;
  };
  const errorSchema = validatorOf('#/components/schemas/Error');
  // The contract operation a method and raw path hit (matched on the path as sent, so `%zz` still names its call).
  const patterns = operations.map((op) => ({ op, pattern: new RegExp(`^${op.url.replace(/:\w+/g, '[^/]+')}$`) }));
  const operationOf = (method: string, path: string): ContractOperation | undefined =>
    patterns.find(({ op, pattern }) => op.method === method && pattern.test(path.split('?')[0] ?? ''))?.op;

  // An error answer: JSON in the Error schema, with the message where the app looks first.
  const errorProblems = (label: string, answer: RawAnswer): string[] => {
    if (!isJson(answer)) return [`${label}: error answer is not JSON (${String(answer.headers['content-type'] ?? 'no content type')})`];
    const body = jsonOf(answer);
    if (body === undefined) return [`${label}: error answer is not valid JSON`];
    const problems = errorSchema(body) ? [] : (errorSchema.errors ?? []).map((e) => `${label}: Error ${e.instancePath || '/'} ${e.message ?? ''}`);
    const message = (body as { errorMessage?: unknown } | null)?.errorMessage;
    if (typeof message !== 'string' || message === '') problems.push(`${label}: Error body has no errorMessage`);
    return problems;
  };

  return {
    doc,
    operations,
    problems(method, path, answer) {
      const op = operationOf(method, path);
      const label = `${method} ${op ? op.path : path.slice(0, 60)} ${answer.status}`;
      if (answer.status >= 500) return [`${label}: a server error`];
      if (!op) {
        // Not a call of the contract: the control API the fuzzer sets up with (not part of the contract), or another
        // method on a contract path, an unknown /api path: an error, in the Error body all the same.
        return answer.status >= 400 ? errorProblems(label, answer) : [];
      }
      const declared = String(answer.status) in op.responses ? String(answer.status) : 'default' in op.responses && answer.status >= 400 ? 'default' : undefined;
      if (declared === undefined) return [`${label}: status not declared for ${op.operationId}`];
      if (answer.status >= 400) return errorProblems(label, answer);
      const ref = op.responses[declared];
      if (ref === null || ref === undefined) return answer.text === '' ? [] : [`${label}: the contract declares no body`];
      if (!isJson(answer)) return [`${label}: answer is not JSON`];
      const body = jsonOf(answer);
      if (body === undefined) return [`${label}: answer is not valid JSON`];
      const validate = validatorOf(ref);
      return validate(body) ? [] : (validate.errors ?? []).slice(0, 3).map((e) => `${label}: ${e.instancePath || '/'} ${e.message ?? ''}`);
    },
  };
}

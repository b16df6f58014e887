// How a precompiled contract check (engine/generated/contractValidators.js) becomes a typed Result: a body that
// breaks the contract is a ContractViolation naming each failing JSON pointer, never an exception. Apart from the
// table of every check (contractValidators.ts), so a module that needs one check ships only that one's code.
import type { ContractErrorObject, ContractValidateFunction } from '../generated/contractValidators';
import { err, ok, type Result } from '../Result';

export interface ContractViolation {
  /** The component schema the body was checked against, e.g. 'LoanApplication'. */
  schema: string;
  /** One entry per failing location; message starts with the pointer, e.g. '/status must be one of PENDING, ...'. */
  errors: { pointer: string; message: string }[];
}

export type ContractCheck<T> = (raw: unknown) => Result<T, ContractViolation>;

export const check = <T>(schema: string, validate: ContractValidateFunction<T>): ContractCheck<T> => (raw) =>
  validate(raw) ? ok(raw) : err({ schema, errors: describeErrors(validate.errors ?? []) });

const escapePointerToken = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');

// Where an error points: required/additionalProperties errors point at the property itself, not its parent.
function pointerOf(e: ContractErrorObject): string {
  const { missingProperty, additionalProperty } = e.params;
  if (e.keyword === 'required' && typeof missingProperty === 'string') return `${e.instancePath}/${escapePointerToken(missingProperty)}`;
  if (e.keyword === 'additionalProperties' && typeof additionalProperty === 'string') {
    return `${e.instancePath}/${escapePointerToken(additionalProperty)}`;
  }
  return e.instancePath;
}

function phrase(e: ContractErrorObject): string {
  const p = e.params;
  switch (e.keyword) {
    case 'required': return 'is required';
    case 'additionalProperties': return 'is not allowed';
    case 'type': return `must be ${String(p.type).split(',').join(' or ')}`;
    case 'enum': return `must be one of ${(Array.isArray(p.allowedValues) ? p.allowedValues : []).map(String).join(', ')}`;
    case 'const': return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'pattern': return `must match ${String(p.pattern)}`;
    case 'format': return `must be a valid ${String(p.format)}`;
    default: return e.message ?? `fails ${e.keyword}`;
  }
}

// Group Ajv's errors by pointer. Where an anyOf failed, the messages at that pointer are alternatives
// ("must be one of A, B or must be null"); otherwise every message applies ("must be string and ...").
function describeErrors(errors: readonly ContractErrorObject[]): ContractViolation['errors'] {
  const byPointer = new Map<string, { phrases: string[]; alternatives: boolean }>();
  for (const e of errors) {
    const pointer = pointerOf(e);
    const entry = byPointer.get(pointer) ?? { phrases: [], alternatives: false };
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf') entry.alternatives = true;
    else if (!entry.phrases.includes(phrase(e))) entry.phrases.push(phrase(e));
    byPointer.set(pointer, entry);
  }
  return [...byPointer].map(([pointer, { phrases, alternatives }]) => {
    const text = phrases.length === 0 ? 'must match one of the allowed shapes' : phrases.join(alternatives ? ' or ' : ' and ');
    return { pointer, message: `${pointer === '' ? '(root)' : pointer} ${text}` };
  });
}

import type { ValidateFunction } from 'ajv';
import { buildContractAjv, getContractValidator } from '../../../schemas/api/contract';

let ajv: ReturnType<typeof buildContractAjv> | undefined;
const validators = new Map<string, ValidateFunction>();

function validatorFor(schema: string): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    ajv ??= buildContractAjv({ allErrors: false });
    validate = getContractValidator(ajv, schema);
    validators.set(schema, validate);
  }
  return validate;
}

// The stand-ins hold request bodies to the same contract the app reads, so a drifting client fails loudly here.
// Returns null when the body conforms, else a sentence naming the call, the schema and the failing pointer.
export function checkRequestBody(call: string, schema: string, body: unknown): string | null {
  const validate = validatorFor(schema);
  if (validate(body)) return null;
  const first = validate.errors?.[0];
  if (!first) return `${call}: body does not match ${schema}`;
  const { missingProperty, additionalProperty } = first.params as { missingProperty?: unknown; additionalProperty?: unknown };
  const where = `${first.instancePath}${typeof missingProperty === 'string' ? `/${missingProperty}` : ''}${
    typeof additionalProperty === 'string' ? `/${additionalProperty}` : ''}` || '(body)';
  const what = first.keyword === 'additionalProperties' ? 'is not allowed'
    : first.keyword === 'required' ? 'is required'
      : first.message ?? `fails ${first.keyword}`;
  return `${call}: ${where} ${what} (${schema})`;
}

// Node-only helpers around the API contract (schemas/api/openapi.yaml): load it and build an Ajv that knows every
// component schema, for the sandbox (request validation), the validator generator and tests.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Options, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export const CONTRACT_PATH = fileURLToPath(new URL('./openapi.yaml', import.meta.url));

/** The base URI the whole OpenAPI document is registered under in Ajv. */
export const CONTRACT_ID = 'https://pos-borrower.local/schemas/api/openapi.yaml';

const OPENAPI_ROOT_KEYWORDS = [
  'openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags',
  'externalDocs',
];

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown>; [section: string]: unknown };
  [key: string]: unknown;
}

// Read the contract from disk; a broken YAML file fails loudly here, not deep inside a validator.
export function loadContract(path: string = CONTRACT_PATH): OpenApiDocument {
  const doc: unknown = parse(readFileSync(path, 'utf8'));
  if (typeof doc !== 'object' || doc === null || !('components' in doc) || !('paths' in doc)) {
    throw new Error(`${path}: not an OpenAPI document (no paths or components)`);
  }
  return doc as OpenApiDocument;
}

// Expand a component name or a local ref ('#/components/schemas/X') into the ref Ajv knows it by.
export function contractRef(nameOrRef: string): string {
  if (nameOrRef.startsWith(CONTRACT_ID)) return nameOrRef;
  if (nameOrRef.startsWith('#/')) return `${CONTRACT_ID}${nameOrRef}`;
  return `${CONTRACT_ID}#/components/schemas/${nameOrRef}`;
}

// One Ajv (JSON Schema 2020-12, formats, strict) with the whole contract registered, so any component schema
// can be fetched by ref; extra options (e.g. code generation) are passed through.
export function buildContractAjv(options: Options = {}, doc: OpenApiDocument = loadContract()): Ajv2020 {
  // strictRequired is off because `anyOf: [{required: [a]}, {required: [b]}]` (one of two fields) is idiomatic.
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, ...options });
  addFormats(ajv);
  ajv.addVocabulary(OPENAPI_ROOT_KEYWORDS);
  ajv.addSchema(doc as object, CONTRACT_ID);
  return ajv;
}

// The compiled validator of one component (by name or '#/components/schemas/X'); throws if the contract lacks it.
export function getContractValidator(ajv: Ajv2020, nameOrRef: string): ValidateFunction {
  const validate = ajv.getSchema(contractRef(nameOrRef));
  if (!validate) throw new Error(`contract: no schema at ${nameOrRef}`);
  return validate;
}

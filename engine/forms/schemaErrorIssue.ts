import type { FieldIssue } from '../fields/FieldIssue';
import type { ValidationContext } from '../fields/ValidationContext';
import { formatWholeDollars } from '../fields/formatters/formatWholeDollars';
import type { FormSchema, SchemaError } from './FormDefinition';
import { allProperties } from './allProperties';
import { DEFAULT_MESSAGES } from './defaultMessages';

// The most basic problem first: the borrower sees "Enter zip" before "Zip must be exactly 5 digits".
const ORDER = ['required', 'type', 'minLength', 'pattern', 'format', 'enum', 'oneOf', 'const', 'not', 'minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum', 'minItems', 'maxItems', 'maxLength'];
// Container keywords whose own error only repeats what the errors inside them say.
const SILENT = new Set(['if', 'allOf', 'anyOf', 'then', 'else']);

const segments = (pointer: string): string[] => pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

function nodeAtSchemaPath(schema: FormSchema, schemaPath: string): FormSchema | undefined {
  let node: unknown = schema;
  for (const key of segments(schemaPath.replace(/^#/, '')).slice(0, -1)) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node && typeof node === 'object' ? (node as FormSchema) : undefined;
}

function propertyNode(schema: FormSchema, path: string[]): FormSchema | undefined {
  let node: FormSchema | undefined = schema;
  for (const key of path) node = node ? allProperties(node)[key] : undefined;
  return node;
}

/** One field's problem, and how basic it is (lower comes first: a field shows only its most basic problem). */
export interface FieldProblem {
  /** The top-level answer the problem belongs to (a birth date's part belongs to the birth date). */
  field: string;
  issue: FieldIssue;
  rank: number;
}

// Turns one JSON Schema error (as Ajv reports it) into the field it belongs to and the coded message content
// words, looking for the message the schema names closest to the rule that failed (`x-messages`), else the
// keyword's default. Null for a container keyword whose inner errors say it (allOf, if/then).
export function schemaErrorIssue(schema: FormSchema, error: SchemaError, ctx: ValidationContext): FieldProblem | null {
  if (SILENT.has(error.keyword)) return null;
  if (error.keyword === 'const' && error.schemaPath.includes('/oneOf/')) return null;
  const path = segments(error.instancePath);
  const missing = error.keyword === 'required' ? String(error.params.missingProperty) : null;
  const fullPath = missing ? [...path, missing] : path;
  const field = fullPath[0];
  if (!field) return null;
  const own = missing ? propertyNode(schema, fullPath) : nodeAtSchemaPath(schema, error.schemaPath);
  const top = propertyNode(schema, [field]);
  const code = own?.['x-messages']?.[error.keyword] ?? top?.['x-messages']?.[error.keyword] ?? DEFAULT_MESSAGES[error.keyword] ?? 'invalidFormat';
  const params: Record<string, string> = {};
  const limit = error.params.limit;
  if (typeof limit === 'number') params[/^(min|exclusiveMin)/.test(error.keyword) ? 'min' : 'max'] = String(limit);
  if (ctx.maxAmount !== undefined && params.max === undefined) params.max = formatWholeDollars(ctx.maxAmount);
  const rank = (ORDER.indexOf(error.keyword) + 1 || ORDER.length + 1) * 1000 + error.schemaPath.length;
  return { field, issue: Object.keys(params).length ? { code, params } : { code }, rank };
}

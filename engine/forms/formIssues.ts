import type { FieldIssue } from '../fields/FieldIssue';
import type { ValidationContext } from '../fields/ValidationContext';
import { formatWholeDollars } from '../fields/formatters/formatWholeDollars';
import type { FormDefinition, FormSchema, SchemaError } from './FormDefinition';
import { allProperties } from './allProperties';
import { formRules, type FormRuleName } from './formRules';
import { presentValues } from './presentValues';

/** The message code a JSON Schema keyword gets when the schema names none (content/<locale>/messages.yaml). */
export const DEFAULT_MESSAGES: Record<string, string> = {
  required: 'required', type: 'invalidFormat', minLength: 'tooShort', maxLength: 'tooLong', pattern: 'invalidFormat',
  format: 'invalidFormat', enum: 'chooseAnOption', oneOf: 'chooseAnOption', const: 'invalidFormat', not: 'invalidFormat',
  minimum: 'belowMinimum', exclusiveMinimum: 'belowMinimum', maximum: 'aboveMaximum', exclusiveMaximum: 'aboveMaximum',
  minItems: 'chooseAtLeast', maxItems: 'chooseAtMost',
};

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

interface Found { field: string; issue: FieldIssue; rank: number }

// Turns one Ajv error into the field it belongs to (the top-level answer) and the coded message content words,
// looking for the message the schema names closest to the rule that failed.
function toFound(schema: FormSchema, error: SchemaError, ctx: ValidationContext): Found | null {
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

export interface IssueOptions {
  /** Fields required for this borrower beyond the schema's own `required` (the server's data-inquiry list). */
  required?: readonly string[];
}

// Every field's first problem, keyed by top-level field: the precompiled schema validator's errors first (each
// mapped to a message code the schema or the defaults name), then, for a present value that passed, the field's
// `x-rules` in order. Nothing here compiles code: the validators were generated at build time.
export function formIssues(def: FormDefinition, data: Record<string, unknown>, ctx: ValidationContext, options: IssueOptions = {}): Record<string, FieldIssue> {
  const values = presentValues(data);
  const validate = def.validators[def.rootKey];
  const errors: SchemaError[] = [];
  if (validate && !validate(values)) errors.push(...(validate.errors ?? []));
  for (const field of options.required ?? []) {
    if (values[field] === undefined) errors.push({ instancePath: '', schemaPath: '#/required', keyword: 'required', params: { missingProperty: field } });
  }
  const best: Record<string, Found> = {};
  for (const error of errors) {
    const found = toFound(def.schema, error, ctx);
    if (found && (!best[found.field] || found.rank < best[found.field]!.rank)) best[found.field] = found;
  }
  const issues: Record<string, FieldIssue> = Object.fromEntries(Object.entries(best).map(([f, v]) => [f, v.issue]));
  for (const [field, node] of Object.entries(allProperties(def.schema))) {
    if (issues[field] || values[field] === undefined) continue;
    for (const name of node['x-rules'] ?? []) {
      const rule = formRules[name as FormRuleName];
      const issue = rule ? rule(values[field], ctx) : null;
      if (issue) {
        issues[field] = issue;
        break;
      }
    }
  }
  return issues;
}

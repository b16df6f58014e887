import email from '../../schemas/forms/definitions/email.json' with { type: 'json' };
import type { FieldIssue } from '../fields/FieldIssue';
import type { ValidationContext } from '../fields/ValidationContext';
import { formatWholeDollars } from '../fields/formatters/formatWholeDollars';
import { validators, type ValidatorName } from '../fields/registry';
import type { FormDefinition, FormSchema, SchemaError } from './FormDefinition';
import { allProperties } from './allProperties';

// What the borrower gave ('', a lone '$', empty groups left out): `required` means filled (prefilled values count as filled).
export function presentValues(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, present(value)]).filter(([, kept]) => kept !== undefined));
}

function present(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.replace(/^\s*\$?\s*$/, '') === '' ? undefined : value;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value;
  if (typeof value === 'object') {
    const inner = presentValues(value as Record<string, unknown>);
    return Object.keys(inner).length === 0 ? undefined : inner;
  }
  return value;
}

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
  const node = segments(schemaPath.replace(/^#/, '')).slice(0, -1)
    .reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), schema);
  return node && typeof node === 'object' ? (node as FormSchema) : undefined;
}

const propertyNode = (schema: FormSchema, path: string[]): FormSchema | undefined =>
  path.reduce<FormSchema | undefined>((node, key) => (node ? allProperties(node)[key] : undefined), schema);

/** A top-level field's problem (a birth date's part's is the birth date's), and its rank: a field shows its lowest. */
type FieldProblem = { field: string; issue: FieldIssue; rank: number };

// One Ajv error as its top-level field and message code (the closest `x-messages`, else the default); null for a container.
function schemaErrorIssue(schema: FormSchema, error: SchemaError, ctx: ValidationContext): FieldProblem | null {
  if (SILENT.has(error.keyword) || (error.keyword === 'const' && error.schemaPath.includes('/oneOf/'))) return null;
  const missing = error.keyword === 'required' ? String(error.params.missingProperty) : null;
  const fullPath = [...segments(error.instancePath), ...(missing ? [missing] : [])];
  const field = fullPath[0];
  if (!field) return null;
  const own = missing ? propertyNode(schema, fullPath) : nodeAtSchemaPath(schema, error.schemaPath);
  const top = propertyNode(schema, [field]);
  const code = own?.['x-messages']?.[error.keyword] ?? top?.['x-messages']?.[error.keyword] ?? DEFAULT_MESSAGES[error.keyword] ?? 'invalidFormat';
  const params: Record<string, string> = {};
  if (typeof error.params.limit === 'number') params[/^(min|exclusiveMin)/.test(error.keyword) ? 'min' : 'max'] = String(error.params.limit);
  if (ctx.maxAmount !== undefined && params.max === undefined) params.max = formatWholeDollars(ctx.maxAmount);
  const rank = (ORDER.indexOf(error.keyword) + 1 || ORDER.length + 1) * 1000 + error.schemaPath.length;
  return { field, issue: Object.keys(params).length ? { code, params } : { code }, rank };
}

// The first of the field's `x-rules` (registry validators, with its `x-ruleOptions`) a value that passed its schema breaks.
export function ruleIssue(node: FormSchema, value: unknown, ctx: ValidationContext): FieldIssue | null {
  for (const name of node['x-rules'] ?? []) {
    const rule = Object.hasOwn(validators, name) ? validators[name as ValidatorName] : undefined;
    const issue = rule ? rule(value, ctx, node['x-ruleOptions']?.[name]) : null;
    if (issue) return issue;
  }
  return null;
}

// Each field's first problem: the validator's errors (and the `required` list's), then a present value's `x-rules`.
export function formIssues(def: FormDefinition, data: Record<string, unknown>, ctx: ValidationContext, options: { required?: readonly string[] } = {}): Record<string, FieldIssue> {
  const values = presentValues(data);
  const validate = def.validators[def.rootKey];
  const errors: SchemaError[] = [];
  if (validate && !validate(values)) errors.push(...(validate.errors ?? []));
  for (const field of options.required ?? []) {
    if (values[field] === undefined) errors.push({ instancePath: '', schemaPath: '#/required', keyword: 'required', params: { missingProperty: field } });
  }
  const best: Record<string, FieldProblem> = {};
  for (const error of errors) {
    const found = schemaErrorIssue(def.schema, error, ctx);
    if (found && (!best[found.field] || found.rank < best[found.field]!.rank)) best[found.field] = found;
  }
  const issues: Record<string, FieldIssue> = Object.fromEntries(Object.entries(best).map(([f, v]) => [f, v.issue]));
  for (const [field, node] of Object.entries(allProperties(def.schema))) {
    if (issues[field] || values[field] === undefined) continue;
    // A rule may read another answer (the age of majority reads the state).
    const issue = ruleIssue(node, values[field], { ...ctx, answers: values });
    if (issue) issues[field] = issue;
  }
  return issues;
}

const SHAPE = new RegExp(email.pattern, 'u');

// An email outside a form (Truth in Lending's box) held to the shared definition: null when it may be sent; '' is the caller's.
export function emailAddressIssue(value: string, today: Date): FieldIssue | null {
  const text = value.trim();
  if (text.length > email.maxLength) return { code: email['x-messages'].maxLength };
  if (!SHAPE.test(text)) return { code: email['x-messages'].pattern };
  return ruleIssue(email, text, { today });
}

import Ajv, { type ErrorObject } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { FormSchema } from '../../engine/forms/FormDefinition';
import { allProperties } from '../../engine/forms/allProperties';
import { didYouMean } from './didYouMean';
import { relevantSchemaErrors } from './relevantSchemaErrors';

type Path = (string | number)[];
export interface SchemaRuleProblem { path: Path; message: string }

const KIND: Record<string, string> = {
  array: 'a list', object: 'an object ({ ... })', string: 'a text in quotes', number: 'a number', integer: 'a whole number',
  boolean: 'true or false', null: 'null',
};
const FORMATS = Object.keys(fullFormats);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const valueOf = (v: unknown) => (Array.isArray(v) ? 'a list' : isObject(v) ? 'an object' : JSON.stringify(v));

let meta: Ajv | undefined;
const metaAjv = () => (meta ??= new Ajv({ allErrors: true, strict: false, verbose: true }));

// A form schema held to the rules of JSON Schema itself (draft-07, what rjsf validates with), then to what a JSON
// Schema cannot say about itself: a required field the form has, a pattern that is a regular expression, a format
// the validator knows, x-rules as a list. Each problem carries the key path it is about, for a line number; a
// schema with any of them is not compiled or held against its UI schema and copy (those would be its echoes).
export function formSchemaRules(schema: FormSchema): SchemaRuleProblem[] {
  const problems: SchemaRuleProblem[] = [];
  const ajv = metaAjv();
  if (!ajv.validateSchema(schema)) for (const e of relevantSchemaErrors(ajv.errors ?? [])) problems.push(describe(e));
  if (problems.length) return problems;

  const fields = Object.keys(allProperties(schema));
  const walk = (node: unknown, path: Path): void => {
    if (Array.isArray(node)) { node.forEach((n, i) => walk(n, [...path, i])); return; }
    if (!isObject(node)) return;
    const own = isObject(node.properties) ? Object.keys(node.properties) : [];
    const known = own.length ? (path.length ? own : [...new Set([...own, ...fields])]) : fields;
    (Array.isArray(node.required) ? node.required : []).forEach((name, i) => {
      if (!known.includes(String(name))) problems.push({ path: [...path, 'required', i], message: `"${String(name)}" is required but is not a field of ${path.length ? 'this object' : 'the form'}${didYouMean(String(name), known, 0)}` });
    });
    if (typeof node.pattern === 'string') {
      try { new RegExp(node.pattern, 'u'); } catch (e) { problems.push({ path: [...path, 'pattern'], message: `the pattern is not a regular expression: ${(e as Error).message.replace(/^Invalid regular expression: /, '')}` }); }
    }
    if (typeof node.format === 'string' && !FORMATS.includes(node.format)) problems.push({ path: [...path, 'format'], message: `unknown format "${node.format}"${didYouMean(node.format, FORMATS, 0)}; a value would pass unchecked` });
    if (node['x-rules'] !== undefined && !Array.isArray(node['x-rules'])) problems.push({ path: [...path, 'x-rules'], message: `"x-rules" must be a list of rule names, such as [${JSON.stringify(node['x-rules'])}]` });
    if (node['x-messages'] !== undefined && !isObject(node['x-messages'])) problems.push({ path: [...path, 'x-messages'], message: '"x-messages" must be an object of rule: message code, such as { "required": "enterZip" }' });
    for (const [key, value] of Object.entries(node)) if (!['enum', 'const', 'default', 'examples', 'x-messages', 'x-rules', 'required'].includes(key)) walk(value, [...path, key]);
  };
  walk(schema, []);
  return problems;
}

function describe(e: ErrorObject): SchemaRuleProblem {
  const path: Path = e.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  const key = String(path[path.length - 1] ?? 'the schema');
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'type':
      return { path, message: `"${key}" must be ${String(params.type).split(',').map((t) => KIND[t] ?? t).join(' or ')}, not ${valueOf(e.data)}` };
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      return { path, message: `"${key}" cannot be ${valueOf(e.data)}: it is one of ${allowed.join(', ')}${typeof e.data === 'string' ? didYouMean(e.data, allowed, 0) : ''}` };
    }
    case 'minimum': case 'minItems': case 'minLength':
      return { path, message: `"${key}" must be at least ${String(params.limit)}${e.keyword === 'minimum' ? '' : ' long'}` };
    case 'uniqueItems':
      return { path, message: `"${key}" lists the same value twice` };
    default:
      return { path, message: `"${key}" ${e.message ?? 'breaks a rule of JSON Schema'}` };
  }
}

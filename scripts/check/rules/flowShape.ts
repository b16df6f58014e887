import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { closestName } from '../../../engine/flow/closestName';
import type { FlowProblem } from '../../../engine/flow/compileFlow';
import { problemAt, type Problem } from '../../../engine/Problem';
import { didYouMean } from '../didYouMean';
import { perProject, type Project } from '../Project';
import { relevantSchemaErrors } from '../relevantSchemaErrors';

type Path = (string | number)[];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What each part of the flow format is called in a sentence, by its definition in schemas/flow.schema.json. */
const THING: Record<string, string> = {
  screen: 'screen', rule: 'routing rule', next: 'step of next:', handler: 'handler under on:', button: 'button',
  operator: 'operator', valueRule: 'progress rule', condition: 'condition', header: 'header', errors: 'errors:', session: 'session:',
  variant: 'variant',
};
const KIND: Record<string, string> = {
  array: 'a list', object: 'a mapping (key: value lines)', string: 'a text', number: 'a number', integer: 'a whole number',
  boolean: 'true or false', null: 'empty',
};

let compiled: { text: string; validate: ValidateFunction; names: Map<object, string> } | undefined;
// Compiled once per text of the format (schemas/flow.schema.json, as the project read it). `names` tells which
// part of the format a schema node is (an error's parentSchema is that very node).
const compile = (text: string) => {
  if (compiled?.text === text) return compiled;
  const doc = JSON.parse(text) as { $defs: Record<string, object>; properties: Record<string, { properties?: object }> };
  const names = new Map<object, string>([[doc, 'flow file']]);
  for (const [name, node] of Object.entries(doc.$defs)) names.set(node, name);
  for (const [name, node] of Object.entries(doc.properties)) names.set(node, name);
  const screenProps = (doc.$defs.screen as { properties: Record<string, { items?: object }> }).properties;
  if (screenProps.header) names.set(screenProps.header, 'header');
  if (screenProps.variant?.items) names.set(screenProps.variant.items, 'variant');
  const valueRule = doc.$defs.valueRule as { items?: object } | undefined;
  if (valueRule?.items) names.set(valueRule.items, 'valueRule');
  compiled = { text, validate: new Ajv2020({ allErrors: true, strict: false, verbose: true }).compile(doc), names };
  return compiled;
};
const schema = () => compiled as NonNullable<typeof compiled>;

// Holds each flow file (a document with `journey:`) to schemas/flow.schema.json and says what is wrong in the
// words of the format (a screen needs a path, next: is a list, an unknown operator), one problem per mistake:
// of a oneOf's branches only the one meant for the value's kind speaks (a progress of 875 is a number over 100,
// not also "not a list"), and a key wrapped in propertyNames is reported once. The path of each problem is the
// key it is about, so the checks that read the flow can stay quiet at and under it.
export const flowShapeFindings = perProject((project: Project): FlowProblem[] => {
  const problems: FlowProblem[] = [];
  const format = project.texts['schemas/flow.schema.json'];
  if (format === undefined) return problems;
  compile(format);
  for (const f of project.flows.files) {
    if (!isObject(f.data) || !('journey' in f.data)) continue;
    const check = schema().validate;
    if (check(f.data)) continue;
    const seen = new Set<string>();
    const errors = relevantSchemaErrors(check.errors ?? []);
    // A misspelt key (vlaue:) is one mistake: the key it was meant to be is not reported missing as well.
    const misspelt = (e: ErrorObject) => e.keyword === 'required' && errors.some((o) => o.keyword === 'additionalProperties' && o.instancePath === e.instancePath
      && closestName(String(o.params.additionalProperty), [String(e.params.missingProperty)]) !== undefined);
    for (const e of errors.filter((x) => !misspelt(x))) {
      const { path, message } = describe(e);
      const key = path.join('\u0000');
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({ file: f.file, path, message });
    }
  }
  return problems;
});

/** The flowShape rule: each shape problem at its key's line and column. */
export const flowShape = (project: Project): Problem[] =>
  flowShapeFindings(project).map((p) => problemAt('flowShape', p.file, project.texts[p.file] ?? '', p.path, p.message));

const pathOf = (e: ErrorObject): Path => e.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
/** What the schema node an error is about is called in a sentence ("screen", "routing rule", "operator"...). */
function thingOf(e: ErrorObject): string {
  const name = e.parentSchema ? schema().names.get(e.parentSchema) : undefined;
  return (name && THING[name]) ?? name ?? 'mapping';
}

const labelOf = (path: Path): string => {
  const last = path[path.length - 1];
  if (last === undefined) return 'the flow file';
  if (typeof last === 'number') return `item ${last + 1} of ${String(path[path.length - 2] ?? 'the list')}:`;
  return `${last}:`;
};
const kindsOf = (type: string) => type.split(',').map((t) => KIND[t] ?? t).join(' or ');
const valueOf = (v: unknown) => (Array.isArray(v) ? 'a list' : isObject(v) ? 'a mapping' : v === null ? 'empty' : JSON.stringify(v));

function describe(e: ErrorObject): { path: Path; message: string } {
  // A key that fails propertyNames is the key itself, not the mapping that holds it.
  const path = e.propertyName === undefined ? pathOf(e) : [...pathOf(e), e.propertyName];
  const params = e.params as Record<string, unknown>;
  const data = e.propertyName ?? e.data;
  const last = path[path.length - 1];
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      const near = closestName(key, allowed);
      const hint = near ? ` (did you mean "${near}"?)` : ` (${allowed.join(', ')})`;
      return { path: [...path, key], message: thingOf(e) === 'operator' ? `unknown operator "${key}"${hint}` : `"${key}" is not a key of a ${thingOf(e)}${hint}` };
    }
    case 'required': {
      const missing = String(params.missingProperty);
      // A key one level too deep (goto: indented under when:) is the commonest way to lose it.
      const child = isObject(data) ? Object.entries(data).find(([, v]) => isObject(v) && missing in v)?.[0] : undefined;
      if (child) return { path: [...path, child, missing], message: `"${missing}:" is inside ${child}:, so the ${thingOf(e)} has no ${missing}: of its own (indented too far?)` };
      if (missing === 'next') return { path, message: `the handler "${String(last)}" needs next: (where the borrower goes after it), such as next: [{ goto: $status }]` };
      if (missing === 'path' && path[0] === 'screens') return { path, message: `screen "${String(last)}" needs a path:, such as /${String(last)}` };
      return { path, message: `this ${thingOf(e)} needs ${missing}:` };
    }
    case 'type': {
      if (path.length === 2 && path[0] === 'screens' && !isObject(data)) {
        return { path, message: `"${String(last)}" is under screens: but is not a screen (a screen is a mapping with a path:); is "${String(last)}:" indented too little, out of the screen above it?` };
      }
      if (data === null) return { path, message: `${labelOf(path)} is empty: it must be ${kindsOf(String(params.type))}` };
      return { path, message: `${labelOf(path)} must be ${kindsOf(String(params.type))}, not ${valueOf(data)}` };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      return { path, message: `${labelOf(path)} ${valueOf(data)} is not one of ${allowed.join(', ')}${typeof data === 'string' ? didYouMean(data, allowed, 0) : ''}` };
    }
    case 'const':
      return { path, message: `${labelOf(path)} must be ${JSON.stringify(params.allowedValue)}, not ${valueOf(data)}` };
    case 'pattern': {
      const value = String(data);
      if (last === 'path' || path[path.length - 2] === 'aliases') return { path, message: `the screen path "${value}" must start with "/"${value.startsWith('/') ? ' and hold only letters, digits, _, - and :params between slashes' : `, such as "/${value}"`}` };
      if (/screenId/.test(e.schemaPath)) return { path, message: `"${value}" is not a screen id: lowercase letters, digits and _, starting with a letter` };
      if (/target/.test(e.schemaPath)) return { path, message: `"${value}" is not a screen id, $status, $stay, $entry or $return` };
      return { path, message: `${labelOf(path)} "${value}" must be a name of letters, digits and _, starting with a letter` };
    }
    case 'minimum': case 'maximum': case 'exclusiveMinimum': case 'exclusiveMaximum':
      return { path, message: `${labelOf(path)} ${valueOf(data)} must be ${e.keyword.includes('inimum') ? 'at least' : 'at most'} ${String(params.limit)}` };
    case 'minItems':
      return { path, message: `${labelOf(path)} must list at least ${String(params.limit)} ${last === 'next' ? 'step' : 'item'}${Number(params.limit) === 1 ? '' : 's'}` };
    case 'minProperties':
      return { path, message: `${labelOf(path)} is empty: an operator needs one of its keys, such as { has: value }` };
    default:
      return { path, message: `${labelOf(path)} ${e.message ?? 'is invalid'}` };
  }
}

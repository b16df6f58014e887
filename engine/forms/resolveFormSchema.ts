import { closestName } from '../flow/closestName';
import { err, ok, type Result } from '../Result';
import type { FormSchema } from './FormDefinition';

/** The folder of shared field definitions, beside the form schemas: `"$ref": "definitions/ssn4.json"`. */
export const DEFINITIONS_DIR = 'definitions';

/** A `$ref` that cannot be resolved: where it is in the schema (a key path) and why, in one sentence. */
export type RefProblem = { path: (string | number)[]; message: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
// A ref is a URI relative to its own file, as an editor reads it: `definitions/ssn4.json` from a form, `name.json` from a definition.
const target = (ref: string, from: string): string => decodeURIComponent(new URL(ref, `file:///forms/${from}`).pathname.replace(/^\/forms\//, ''));
/** A definition's words to its authors only (the form editor's UI settings, replay answers): never in a form. */
export const AUTHORING_KEYS: readonly string[] = ['x-ui', 'examples'];
const FILE_KEYS = new Set(['$schema', '$id', '$comment', ...AUTHORING_KEYS]);

// A form schema with each `"$ref": "definitions/<name>.json"` replaced by that shared definition, so a rule is written once.
// Keywords beside the `$ref` win, `x-messages` merge message by message; `#/...` refs stay. Pure: the caller reads the files.
export function resolveFormSchema(schema: FormSchema, definitions: Readonly<Record<string, unknown>>): Result<FormSchema, RefProblem[]> {
  const problems: RefProblem[] = [];
  const known = Object.keys(definitions).sort();
  const visit = (node: unknown, path: (string | number)[], from: string, chain: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => visit(item, [...path, i], from, chain));
    if (!isObject(node)) return node;
    const ref = node.$ref;
    const own = Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$ref').map(([key, value]) => [key, key === 'enum' || key === 'const' ? value : visit(value, [...path, key], from, chain)]));
    if (typeof ref !== 'string' || ref.startsWith('#')) {
      if (typeof ref === 'string' && from !== '') problems.push({ path: [...path, '$ref'], message: `"$ref": "${ref}" in ${from} points inside that definition; a shared definition is one field, so write the rule out` });
      return typeof ref === 'string' ? { $ref: ref, ...own } : own;
    }
    const file = target(ref, from === '' ? 'form.schema.json' : from);
    const definition = Object.hasOwn(definitions, file) ? definitions[file] : undefined;
    if (!isObject(definition)) {
      // Measured on the names (ein, zip), not the paths, so a short name is offered only one keystroke away.
      const bare = (f: string) => f.replace(/^.*\//, '').replace(/\.json$/, '');
      const meant = closestName(bare(file), known.map(bare));
      const near = known.find((k) => bare(k) === meant);
      const others = near ? `; did you mean "${near}"?` : known.length ? `; there are: ${known.join(', ')}` : '';
      problems.push({ path: [...path, '$ref'], message: `"$ref": "${ref}" names no shared definition (schemas/forms/${file} does not exist${others})` });
      return own;
    }
    if (chain.includes(file)) {
      problems.push({ path: [...path, '$ref'], message: `"$ref": "${ref}" refers back to itself (${[...chain, file].join(' -> ')})` });
      return own;
    }
    const shared = visit(Object.fromEntries(Object.entries(definition).filter(([key]) => !FILE_KEYS.has(key))), path, file, [...chain, file]) as Record<string, unknown>;
    const messages = isObject(shared['x-messages']) || isObject(own['x-messages']) ? { 'x-messages': { ...(shared['x-messages'] as object), ...(own['x-messages'] as object) } } : {};
    return { ...shared, ...own, ...messages };
  };
  const resolved = visit(schema, [], '', []) as FormSchema;
  return problems.length ? err(problems) : ok(resolved);
}

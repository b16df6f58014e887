import type { FormSchema } from './FormDefinition';

const BRANCHES = ['then', 'else', 'allOf', 'anyOf', 'oneOf'] as const;
const found = new WeakMap<FormSchema, Record<string, FormSchema>>();

// Every question a form can ask by name, a condition's too (then/else, allOf, dependencies); cached: never change it.
export function allProperties(schema: FormSchema): Record<string, FormSchema> {
  const known = found.get(schema);
  if (known) return known;
  const out: Record<string, FormSchema> = {};
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) { node.forEach(visit); return; }
    const s = node as FormSchema;
    for (const [name, prop] of Object.entries(s.properties ?? {})) if (!(name in out) && prop && typeof prop === 'object' && Object.keys(prop).length > 0) out[name] = prop;
    for (const key of BRANCHES) visit(s[key]);
    if (s.dependencies && typeof s.dependencies === 'object') Object.values(s.dependencies).forEach(visit);
  };
  visit(schema);
  found.set(schema, out);
  return out;
}

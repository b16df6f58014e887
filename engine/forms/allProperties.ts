import type { FormSchema } from './FormDefinition';

const BRANCHES = ['then', 'else', 'allOf', 'anyOf', 'oneOf'] as const;

// Every question a form can ask, by name: the schema's own properties and those a condition adds (`if`/`then`/
// `else`, `allOf`, a `dependencies` branch), so a field shown only for one answer is found like any other.
export function allProperties(schema: FormSchema): Record<string, FormSchema> {
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
  return out;
}

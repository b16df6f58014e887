import type { ErrorObject } from 'ajv';

const under = (path: string, parent: string) => path === parent || path.startsWith(`${parent}/`);

// Drops what is not a mistake of its own from Ajv's errors (allErrors): the branches of a oneOf/anyOf that do not
// fit the value's kind (their "must be array" is true of every value that fits another branch), the oneOf line
// itself, and propertyNames's wrapper around the pattern a key failed. Ajv reports a oneOf's branch errors just
// before the oneOf's own, at or under its value, which is how they are told apart.
export function relevantSchemaErrors(errors: ErrorObject[]): ErrorObject[] {
  const out: ErrorObject[] = [];
  for (const e of errors) {
    if (e.keyword === 'if' || e.keyword === 'propertyNames') continue;
    if (e.keyword !== 'oneOf' && e.keyword !== 'anyOf') { out.push(e); continue; }
    const branch = out.filter((b) => under(b.instancePath, e.instancePath));
    const fitting = branch.filter((b) => !(b.keyword === 'type' && b.instancePath === e.instancePath));
    const drop = new Set(fitting.length ? branch.filter((b) => !fitting.includes(b)) : branch);
    for (let i = out.length - 1; i >= 0; i--) if (drop.has(out[i] as ErrorObject)) out.splice(i, 1);
    if (!fitting.length) {
      // No branch fits the value's kind: one line naming the kinds that would.
      const kinds = [...new Set(branch.map((b) => String((b.params as { type?: unknown }).type)))];
      out.push({ ...e, keyword: 'type', params: { type: kinds.join(',') } });
    }
  }
  return out;
}

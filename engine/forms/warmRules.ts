import type { FormDefinition, FormSchema } from './FormDefinition';

/** A value of each JSON type that reaches the rules a field of that type has (patterns, lengths, bounds). */
function sampleOf(node: FormSchema | undefined): unknown {
  if (!node) return undefined;
  if (node.type === 'object') return Object.fromEntries(Object.entries(node.properties ?? {}).map(([k, v]) => [k, sampleOf(v)]));
  if (node.type === 'integer' || node.type === 'number') return 1;
  if (node.type === 'boolean') return true;
  if (node.type === 'array') return [];
  return 'ab';
}

// Runs a form's precompiled validator twice on sample answers, so the browser compiles the schema's patterns
// (Unicode letter classes are not cheap on a phone) before the borrower types, not on the first keystroke of each
// field (the slowest of the entry form, issue 22). The app calls it when the page is first idle.
export function warmRules(def: FormDefinition): void {
  const validate = def.validators[def.rootKey];
  if (!validate) return;
  const sample = sampleOf(def.schema);
  validate(sample);
  validate(sample);
}

import { useEffect } from 'react';
import type { FormDefinition, FormSchema } from '../../engine/forms/FormDefinition';

/** A value of each JSON type that reaches the rules a field of that type has (patterns, lengths, bounds). */
function sampleOf(node: FormSchema | undefined): unknown {
  if (!node) return undefined;
  if (node.type === 'object') return Object.fromEntries(Object.entries(node.properties ?? {}).map(([k, v]) => [k, sampleOf(v)]));
  if (node.type === 'integer' || node.type === 'number') return 1;
  if (node.type === 'boolean') return true;
  if (node.type === 'array') return [];
  return 'ab';
}

// The form's precompiled validator runs twice on sample answers when the page is first idle, so the browser
// compiles the schema's patterns (Unicode letter classes are not cheap on a phone) before the borrower types, not on
// the first keystroke of each field (the slowest of the entry form, issue 22).
export function useWarmRules(def: FormDefinition): void {
  useEffect(() => {
    const validate = def.validators[def.rootKey];
    if (!validate) return;
    const run = () => {
      const sample = sampleOf(def.schema);
      validate(sample);
      validate(sample);
    };
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 1000 }) : null;
    const timer = idle === null ? setTimeout(run, 0) : null;
    return () => {
      if (idle !== null) cancelIdleCallback(idle);
      if (timer !== null) clearTimeout(timer);
    };
  }, [def]);
}

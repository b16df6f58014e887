import type { FormDefinition } from './FormDefinition';
import { presentValues } from './presentValues';

// Whether a field's value passes the maximum the form's schema sets for it with these answers, wherever it sets it:
// on the field, in an allOf branch, in the `then` of a condition that holds. The form's own validator reads the
// schema, so a field refuses exactly what the form would call too much.
export function aboveMaximum(def: FormDefinition, values: Record<string, unknown>, field: string): boolean {
  const validate = def.validators[def.rootKey];
  if (typeof values[field] !== 'number' || !validate || validate(presentValues(values))) return false;
  return (validate.errors ?? []).some((e) => /^(exclusiveM|m)aximum$/.test(e.keyword) && e.instancePath === `/${field}`);
}

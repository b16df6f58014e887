import { allProperties } from './allProperties';
import type { FormSchema } from './FormDefinition';

// The fields a form always shows, when that does not depend on its answers: a schema whose conditions only change
// what is required (the entry form's address rules) shows the same fields whatever is typed, so only a form with a
// field shown for one answer (if/then adding a property) has to resolve its fields on every change. Null: it does.
export function fixedFields(schema: FormSchema): string[] | null {
  const own = Object.keys(schema.properties ?? {});
  return Object.keys(allProperties(schema)).every((f) => own.includes(f)) ? own : null;
}

import type { FieldIssue } from '../../engine/fields/FieldIssue';
import type { FieldTable } from '../../engine/fields/FieldTable';
import type { ValidationContext } from '../../engine/fields/ValidationContext';
import { validateField } from '../../engine/fields/validateField';
import type { DobValue } from '../widgets/DobField';

// The first issue the field's validators (flows/fields.yaml) find in its value as shown; the birth date is
// checked as a whole. The agreement box has no validator: it gates Continue on its own.
export function fieldIssue(name: string, value: unknown, table: FieldTable, ctx: ValidationContext): FieldIssue | null {
  if (name === 'reviewed') return null;
  const spec = table.fields[name];
  if (!spec) return null;
  if (name === 'dob') {
    const dob = (value ?? {}) as Partial<DobValue>;
    return validateField(spec, { year: dob.dobYear ?? '', month: dob.dobMonth ?? '', day: dob.dobDay ?? '' }, ctx);
  }
  return validateField(spec, typeof value === 'string' ? value : '', ctx);
}

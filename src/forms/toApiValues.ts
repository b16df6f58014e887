import type { FieldTable } from '../../engine/fields/FieldTable';
import { parsers } from '../../engine/fields/registry';
import type { DobValue } from '../widgets/DobField';
import type { FormValues } from './FormValues';

// What the form sends: each field parsed as flows/fields.yaml says (phone to +1..., income to a number, the birth
// date to 'YYYY-MM-DD', a picked date to YYYY-MM-DD), empty optional fields left out, the agreement as reviewed.
export function toApiValues(fields: readonly string[], values: FormValues, table: FieldTable): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of fields) {
    const value = values[name];
    if (name === 'reviewed') {
      if (value === true) out.reviewed = true;
      continue;
    }
    if (name === 'dob') {
      const dob = (value ?? {}) as Partial<DobValue>;
      const joined = parsers.dobFromParts({ year: dob.dobYear ?? '', month: dob.dobMonth ?? '', day: dob.dobDay ?? '' });
      if (joined) out.dob = joined;
      continue;
    }
    if (typeof value !== 'string' || value.trim() === '' || value.trim() === '$') continue;
    const parse = table.fields[name]?.parse;
    const parsed = parse ? (parsers[parse] as (v: unknown) => unknown)(value) : value.trim();
    if (parsed !== null && parsed !== undefined && parsed !== '') out[name] = parsed;
  }
  return out;
}

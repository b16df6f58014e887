import { parsers, type ParserName } from '../fields/registry';
import type { FormSchema, UiSchema } from './FormDefinition';
import { fieldUiOf } from './formRoles';
import { presentValues } from './presentValues';

// What a form sends: each present answer as the API wants it. A field whose UI schema names `ui:parse` goes
// through that parser (phone to +1..., a birth date's parts to 'YYYY-MM-DD', an SSN to its digits); a ticked box
// whose UI schema lists names in `ui:sendAs` is sent as each of them (the agreement: the three acceptances), and
// any other field whose `ui:sendAs` is a name goes under that name (the phone as the lender's mobileNumber), else
// under its own: the actions read the lender's names only (engine/actions/actionAnswers.ts); text is trimmed;
// numbers, booleans and lists go as they are. Empty answers are left out, and so is an unticked box.
export function answersFor(schema: FormSchema, ui: UiSchema, data: Record<string, unknown>, fields?: readonly string[]): Record<string, unknown> {
  const values = presentValues(data);
  const out: Record<string, unknown> = {};
  for (const field of fields ?? Object.keys(schema.properties ?? {})) {
    const value = values[field];
    if (value === undefined || value === false) continue;
    const { 'ui:parse': parse, 'ui:sendAs': sendAs } = fieldUiOf(ui, field) as { 'ui:parse'?: ParserName; 'ui:sendAs'?: unknown };
    const name = typeof sendAs === 'string' ? sendAs : field;
    if (value === true && Array.isArray(sendAs)) for (const accepted of sendAs) out[String(accepted)] = true;
    else if (parse && parse in parsers) {
      const input = parse === 'dobFromParts' ? dobParts(value) : value;
      const parsed = (parsers[parse] as (v: unknown) => unknown)(input);
      if (parsed !== null && parsed !== undefined && parsed !== '') out[name] = parsed;
    } else out[name] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

function dobParts(value: unknown): { year: string; month: string; day: string } {
  const parts = (value ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { year: text(parts.dobYear), month: text(parts.dobMonth), day: text(parts.dobDay) };
}

import type { ValidationContext } from '../fields/ValidationContext';
import { parsers, type ParserName } from '../fields/registry';
import type { FormDefinition, FormSchema, UiSchema } from './FormDefinition';
import { formIssues, presentValues } from './formIssues';
import type { FormValues } from './formModel';
import { fieldUiOf } from './formRoles';

// A form's checks as the app runs them, on the fields the model draws (a hidden question has no problem, sends nothing).
export function formChecks(def: FormDefinition, ctx: ValidationContext, required: readonly string[] = []) {
  return {
    issues: (values: FormValues, fields: readonly string[]) => formIssues(def, values, ctx, { required: required.filter((f) => fields.includes(f)) }),
    answers: (values: FormValues, fields: readonly string[]) => answersFor(def.schema, def.uiSchema, values, fields),
    // The form's validator decides, so a field refuses exactly what the form calls too much (a condition's maximum too).
    aboveMaximum: (values: FormValues, field: string, value: unknown) => {
      const validate = def.validators[def.rootKey];
      if (typeof value !== 'number' || !validate || validate(presentValues({ ...values, [field]: value }))) return false;
      return (validate.errors ?? []).some((e) => /^(exclusiveM|m)aximum$/.test(e.keyword) && e.instancePath === `/${field}`);
    },
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

// What a form sends: each present answer parsed by its `ui:parse` (else trimmed text, or as it is) under its `ui:sendAs`
// name or its own; a ticked box whose `ui:sendAs` lists names is sent as each. Empty answers and unticked boxes go unsent.
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
      const dob = value as Record<string, unknown>;
      const input = parse === 'dobFromParts' ? { year: text(dob.dobYear), month: text(dob.dobMonth), day: text(dob.dobDay) } : value;
      const parsed = (parsers[parse] as (v: unknown) => unknown)(input);
      if (parsed !== null && parsed !== undefined && parsed !== '') out[name] = parsed;
    } else out[name] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

/** A value of each JSON type that reaches the rules a field of that type has (patterns, lengths, bounds). */
function sampleOf(node: FormSchema): unknown {
  if (node.type === 'object') return Object.fromEntries(Object.entries(node.properties ?? {}).map(([k, v]) => [k, sampleOf(v)]));
  if (node.type === 'integer' || node.type === 'number') return 1;
  if (node.type === 'boolean') return true;
  if (node.type === 'array') return [];
  return 'ab';
}

// Runs the validator twice on samples when the page is first idle: the browser compiles its patterns before a keystroke (issue 22).
export function warmRules(def: FormDefinition): void {
  const validate = def.validators[def.rootKey];
  if (!validate) return;
  const sample = sampleOf(def.schema);
  validate(sample);
  validate(sample);
}

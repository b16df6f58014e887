import { formatters, parsers, type FormatterName } from '../fields/registry';
import type { FormDefinition, FormSchema, UiSchema } from './FormDefinition';
import { formPrefill } from './formRoles';

// Server prefills as the form shows them: a number, a formatted text (+15555550100 as the 10 digits typed), a date's parts.
export function initialValues(schema: FormSchema, ui: UiSchema, prefilled: Record<string, string | undefined>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, node] of Object.entries(schema.properties ?? {})) {
    const raw = prefilled[field];
    if (typeof raw !== 'string' || raw === '') continue;
    if (node.type === 'object' && node.properties && 'dobYear' in node.properties) {
      const parts = parsers.dobToParts(raw);
      if (parts) out[field] = { dobMonth: parts.month, dobDay: parts.day, dobYear: parts.year };
    } else if (node.type === 'integer' || node.type === 'number') {
      const amount = parsers.wholeDollars(raw);
      if (amount !== null) out[field] = amount;
    } else {
      const format = (ui[field] as Record<string, unknown> | undefined)?.['ui:format'] as FormatterName | undefined;
      const local = /^\+1\d{10}$/.test(raw) ? raw.slice(2) : raw;
      out[field] = format ? (formatters[format] as (v: unknown) => string)(local) : local;
    }
  }
  return out;
}

/** What a form's fields start with (formPrefill), as the form shows them. */
export const startingValues = (def: Pick<FormDefinition, 'schema' | 'uiSchema'>, prefilled: Readonly<Record<string, unknown>>, more: object | null): Record<string, unknown> =>
  initialValues(def.schema, def.uiSchema, formPrefill(def.uiSchema, Object.keys(def.schema.properties ?? {}), prefilled, more));

import type { UiSchema } from './FormDefinition';
import { fieldUiOf } from './formRoles';

// What a form starts with, as its UI schema says: a field from the first value its `ui:prefillFrom` names that is there
// (`prefilled`: the data-inquiry list's by field; `more`: the application's or the prequal's), else from the list's own
// for it. The app's form, the boot's painted one and the prequal offers' amount share it, so they agree.
export function formPrefill(ui: UiSchema, fields: readonly string[], prefilled: Readonly<Record<string, unknown>>, more: object | null = null): Record<string, string> {
  const out: Record<string, string> = {};
  const known: Record<string, unknown> = { ...more, ...prefilled };
  for (const field of fields) {
    const from = fieldUiOf(ui, field)['ui:prefillFrom'];
    const value = (Array.isArray(from) ? from.map((name) => known[String(name)]) : [prefilled[field]]).find((v) => (typeof v === 'string' && v !== '') || typeof v === 'number');
    if (value !== undefined) out[field] = String(value);
  }
  return out;
}
